import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "@/server/db/schema-billing";
import { insertUser } from "../../../tests/support/fixtures";
import { setupTestApp } from "../../../tests/support/test-app";
import { refundStatements, renewIfEnded, spendStatement } from "./allowance";

describe("allowance", () => {
  const t = setupTestApp();
  const db = () => t.database.db;
  const subscriptionOf = async (userId: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  /** The allowance left after one spend, or null when nothing was left. */
  const spendGeneration = async (userId: string, now: Date) => {
    const [row] = await spendStatement(db(), userId, now);
    return row ? { remaining: row.remaining, total: row.total } : null;
  };
  const setSubscription = (userId: string, values: Partial<typeof subscriptions.$inferInsert>) =>
    db().update(subscriptions).set(values).where(eq(subscriptions.userId, userId));

  it("spends one unit at a time and refuses at zero, never going below it", async () => {
    const userId = await insertUser(db());
    for (let expected = 4; expected >= 0; expected--) {
      expect(await spendGeneration(userId, new Date())).toEqual({ remaining: expected, total: 5 });
    }
    expect(await spendGeneration(userId, new Date())).toBeNull();
    expect((await subscriptionOf(userId)).remainingGenerations).toBe(0);
  });

  it("gives exactly 5 of 50 concurrent spends when 5 units are left", async () => {
    const userId = await insertUser(db());
    const results = await Promise.all(Array.from({ length: 50 }, () => spendGeneration(userId, new Date())));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect((await subscriptionOf(userId)).remainingGenerations).toBe(0);
  });

  it("renews an ended period by whole months from its end, then spends", async () => {
    const userId = await insertUser(db());
    await setSubscription(userId, {
      remainingGenerations: 0,
      currentPeriodStart: new Date("2026-01-31T10:00:00Z"),
      currentPeriodEnd: new Date("2026-02-28T10:00:00Z"),
    });
    const now = new Date("2026-04-15T12:00:00Z");
    expect(await spendGeneration(userId, now)).toEqual({ remaining: 4, total: 5 });
    const after = await subscriptionOf(userId);
    expect(after.currentPeriodStart.toISOString()).toBe("2026-03-28T10:00:00.000Z");
    expect(after.currentPeriodEnd.toISOString()).toBe("2026-04-28T10:00:00.000Z");
  });

  it("turns a plan cancelled at period end into free with 5 at the end", async () => {
    const userId = await insertUser(db());
    await setSubscription(userId, {
      planId: "pro",
      totalGenerations: 1000,
      remainingGenerations: 12,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(Date.now() - 60_000),
    });
    await renewIfEnded(db(), userId, new Date());
    expect(await subscriptionOf(userId)).toMatchObject({
      planId: "free",
      totalGenerations: 5,
      remainingGenerations: 5,
      cancelAtPeriodEnd: false,
    });
  });

  it("keeps a paid plan and refills it at its period end", async () => {
    const userId = await insertUser(db());
    await setSubscription(userId, {
      planId: "pro",
      totalGenerations: 1000,
      remainingGenerations: 3,
      currentPeriodEnd: new Date(Date.now() - 60_000),
    });
    expect(await spendGeneration(userId, new Date())).toEqual({ remaining: 999, total: 1000 });
    expect((await subscriptionOf(userId)).planId).toBe("pro");
  });

  it("leaves a running period alone when asked to renew", async () => {
    const userId = await insertUser(db());
    await spendGeneration(userId, new Date());
    const before = await subscriptionOf(userId);
    await renewIfEnded(db(), userId, new Date());
    expect(await subscriptionOf(userId)).toEqual(before);
  });

  it("refunds a payer's units together, never above the total", async () => {
    const userId = await insertUser(db());
    for (let i = 0; i < 3; i++) await spendGeneration(userId, new Date());
    const refund = (units: number) =>
      db().execute(refundStatements(sql`(select ${userId}::text as user_id, null::text as team_id from generate_series(1, ${units}::int)) as paid`).personal);
    await refund(2);
    expect((await subscriptionOf(userId)).remainingGenerations).toBe(4);
    await refund(2);
    expect((await subscriptionOf(userId)).remainingGenerations).toBe(5);
  });
});
