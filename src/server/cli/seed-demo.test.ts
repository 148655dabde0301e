import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, newClient } from "../../../tests/support/users";
import { DEMO_ADMIN, seedDemo } from "./seed-demo";

describe("demo dataset", () => {
  const t = setupTestApp();

  it("fills a living dashboard whose admin can sign in", async () => {
    const made = await seedDemo(t.database.db, { users: 60 });
    expect(made.users).toBe(61);
    expect(made.generations).toBeGreaterThan(100);
    expect(made.payments).toBeGreaterThan(0);

    const admin = newClient();
    const signIn = await call(t, admin, "/api/auth/sign-in/email", { json: DEMO_ADMIN });
    expect(signIn.status).toBe(200);
    const overview = await (await call(t, admin, "/api/admin/overview")).json();
    expect(overview.totalUsers).toBe(61);
    expect(overview.totalGenerations).toBe(made.generations);

    // Every user's counters agree with the history they summarise.
    const [check] = await queryRows<{ mismatched: number }>(
      t.database.db,
      sql`select count(*)::int as mismatched from users u left join user_generation_counts c on c.user_id = u.id
          where coalesce(c.total_generations, 0) <> (select count(*) from generation_history h where h.user_id = u.id)`,
    );
    expect(check?.mismatched).toBe(0);
  });

  it("refuses to run in production", async () => {
    const failed = await promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/cli/seed-demo.ts"], {
      env: { ...process.env, NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failed && failed.code).toBe(1);
    expect("stderr" in failed && failed.stderr).toContain("refuses to run with NODE_ENV=production");
  });
});
