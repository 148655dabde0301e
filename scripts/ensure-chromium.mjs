// Browser journeys drive Debian's Chromium, never a downloaded browser. Installs it through apt when possible.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  }
  if (existsSync(CHROMIUM)) return true;
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium ` +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
