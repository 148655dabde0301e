import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

export const BUDGETS_KB = { landing: 100, buildText: 250 };
/** Script files per page: a phone on HTTP/1.1 fetches six at a time, so a seventh costs another round trip. */
export const MAX_SCRIPT_FILES = 6;

/** Source files whose chunks make up the signed-in app; public pages must download none of them. */
const SIGNED_IN_SOURCES = /^src\/web\/(features\/(builder|library|billing|admin|settings)\/|app\/(app-layout|app-sidebar)\.tsx)/;

interface ManifestEntry {
  file: string;
  src?: string;
  /** A named chunk's name (CHUNKS in vite.config.ts). */
  name?: string;
  imports?: string[];
}

/** The built files (assets/…) that belong to the signed-in app, from Vite's manifest. */
export function signedInFiles(manifestPath = "dist/web/.vite/manifest.json"): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestEntry>;
  return new Set(
    Object.values(manifest)
      .filter((entry) => entry.src && SIGNED_IN_SOURCES.test(entry.src))
      .map((entry) => entry.file),
  );
}

/** The built file of a named chunk (CHUNKS in vite.config.ts), from Vite's manifest. */
export function builtChunkOf(name: string, manifestPath = "dist/web/.vite/manifest.json"): string {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestEntry>;
  const entry = Object.values(manifest).find((e) => !e.src && e.name === name);
  if (!entry) throw new Error(`no chunk named ${name} in the build`);
  return entry.file;
}

export interface PageScripts {
  files: string[];
  /** Total of every script the page downloaded, each gzipped at level 9. */
  gzipKb: number;
}

/** Loads `url` and measures the JavaScript it downloads until the network is idle. */
export async function measureScripts(page: Page, url: string): Promise<PageScripts> {
  const bodies = new Map<string, Promise<Buffer>>();
  const onResponse = (response: import("playwright-core").Response) => {
    if (response.request().resourceType() === "script") bodies.set(new URL(response.url()).pathname, response.body());
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  let bytes = 0;
  for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
  return { files: [...bodies.keys()].map((p) => p.replace(/^\//, "")), gzipKb: bytes / 1024 };
}
