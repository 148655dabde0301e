import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import { copyOfMigratedPglite } from "../../../tests/support/test-database";
import { setupTestApp } from "../../../tests/support/test-app";
import { signedInUser } from "../../../tests/support/users";
import { setAdminByEmail } from "../admin/admin-flag";

const run = promisify(execFile);

function admin(args: string[], env: Record<string, string>) {
  return run(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", ...args], {
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe("admin command line", () => {
  const t = setupTestApp();

  it("grants and revokes the admin flag by e-mail", async () => {
    const { id, email } = await signedInUser(t);
    const isAdmin = async () => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.isAdmin;
    expect(await isAdmin()).toBe(false);
    expect(await setAdminByEmail(t.database.db, email.toUpperCase(), true)).toBe(true);
    expect(await isAdmin()).toBe(true);
    expect(await setAdminByEmail(t.database.db, email, false)).toBe(true);
    expect(await isAdmin()).toBe(false);
    expect(await setAdminByEmail(t.database.db, "nobody@example.com", true)).toBe(false);
  });

  // Three processes, each loading the server's code: a busy machine takes far longer than the unit of a test.
  it("runs as `npm run admin -- grant|revoke <email>` against the configured database", { timeout: 120_000 }, async () => {
    // On PGlite, a migrated data folder: each run opens it as the operator's would, without building one first.
    const dataDir = t.database.url ? mkdtempSync(path.join(tmpdir(), "promptsmith-cli-")) : await copyOfMigratedPglite();
    try {
      const env: Record<string, string> = t.database.url ? { DATABASE_URL: t.database.url } : { DATA_DIR: dataDir };
      expect((await admin([], env)).code).toBe(2);
      const missing = await admin(["grant", "nobody@example.com"], env);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("No user with the e-mail nobody@example.com.");
      if (t.database.url) {
        const { id, email } = await signedInUser(t);
        const granted = await admin(["grant", email], env);
        expect(granted.stdout).toContain(`Granted admin for ${email}.`);
        const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
        expect(row?.isAdmin).toBe(true);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
