import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type ArtForm, defaultArtForm, defaultTextForm, type TextForm, toArtPayload, toTextPayload } from "@/domain/builders";
import { queryRows } from "@/server/db/client";
import { accountActivity, users } from "@/server/db/schema";
import { billingTransactions, subscriptions } from "@/server/db/schema-billing";
import { generationHistory } from "@/server/db/schema-generation";
import { recountGenerations } from "@/server/generation/records";
import { insertUser } from "../../../tests/support/fixtures";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, newClient, signedInUser } from "../../../tests/support/users";
import { setAdminByEmail } from "./admin-flag";

const DAY = 24 * 60 * 60 * 1000;

/** The figures the dashboard gives, counted here from the completed history rows themselves. */
function countedFigures(rows: { type: string; category: string | null; createdAt: Date }[], now: Date) {
  const dates = Array.from({ length: 7 }, (_, i) => new Date(now.getTime() - (6 - i) * DAY).toISOString().slice(0, 10));
  const week = rows.filter((r) => r.createdAt.toISOString().slice(0, 10) >= dates[0]!);
  const ofType = (list: typeof rows, type: string) => list.filter((r) => r.type === type).length;
  const top = (type: string) => {
    const counts = new Map<string, number>();
    for (const r of week) if (r.type === type && r.category) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
    return [...counts]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .slice(0, 3)
      .map(([value, count]) => ({ value, count, percent: Math.round((count / ofType(week, type)) * 1000) / 10 }));
  };
  return {
    totals: { generations: rows.length, text: ofType(rows, "text"), art: ofType(rows, "art"), improve: ofType(rows, "improve") },
    days: dates.map((date) => {
      const onDay = rows.filter((r) => r.createdAt.toISOString().slice(0, 10) === date);
      return { date, text: ofType(onDay, "text"), art: ofType(onDay, "art"), improve: ofType(onDay, "improve") };
    }),
    topContentTypes: top("text"),
    topArtStyles: top("art"),
  };
}

describe("admin API", () => {
  const t = setupTestApp();
  let admin: { client: Client; id: string; email: string };
  let member: { client: Client; id: string; email: string };
  const ids: Record<string, string> = {};

  /** A fixed dataset whose statistics are computed by hand in the tests below. */
  beforeAll(async () => {
    const db = t.database.db;
    const now = Date.now();
    ids.u1 = await insertUser(db, { email: "u1@example.com", name: "Una One", createdAt: new Date(now - 90 * DAY) });
    ids.u2 = await insertUser(db, { email: "u2@example.com", name: "Two Tone", createdAt: new Date(now - 40 * DAY) });
    ids.u3 = await insertUser(db, { email: "u3@example.com", name: "Tri Three", createdAt: new Date(now - 5 * DAY) });
    admin = await signedInUser(t);
    await setAdminByEmail(db, admin.email, true);
    member = await signedInUser(t);

    await db.update(subscriptions).set({ planId: "pro", totalGenerations: 1000, remainingGenerations: 900 }).where(eq(subscriptions.userId, ids.u1));
    await db.update(subscriptions).set({ planId: "teams", totalGenerations: 5000, remainingGenerations: 5000 }).where(eq(subscriptions.userId, ids.u2));

    const gen = (userId: string, type: "text" | "art" | "improve", at: number, form: Record<string, unknown>) => ({
      userId,
      generationType: type,
      modelUsed: "promptsmith-composer",
      promptContent: "p",
      status: "completed" as const,
      metadata: { form },
      createdAt: new Date(at),
    });
    await db.insert(generationHistory).values([
      gen(ids.u1, "text", now, { contentType: "blog-post" }),
      gen(ids.u1, "text", now, { contentType: "blog-post" }),
      gen(ids.u1, "text", now - DAY, { contentType: "blog-post" }),
      gen(ids.u1, "text", now - DAY, { contentType: "email" }),
      gen(ids.u2, "art", now - 2 * DAY, { styleAndMedium: "watercolor" }),
      gen(ids.u2, "art", now - 2 * DAY, { styleAndMedium: "watercolor" }),
      gen(ids.u3, "text", now - 10 * DAY, { contentType: "blog-post" }),
      gen(ids.u1, "improve", now - 3 * DAY, { prompt: "write a haiku", target: "text", focus: [] }),
      gen(member.id, "art", now - 40 * DAY, { styleAndMedium: "anime" }),
    ]);
    // The generation service keeps these counters with each history row; rows written directly need them set.
    await recountGenerations(db);
    const payment = (userId: string, amountCents: number, status: string, at: number, ref: string) => ({
      userId,
      amountCents,
      currency: "USD",
      status,
      transactionType: "plan_change",
      provider: "demo",
      externalReference: ref,
      metadata: { plan_id: "pro" },
      createdAt: new Date(at),
    });
    await db.insert(billingTransactions).values([
      payment(ids.u1, 1000, "completed", now, "txn_now"),
      payment(ids.u1, 1000, "completed", now - 62 * DAY, "txn_old"),
      payment(ids.u2, 5000, "failed", now, "txn_failed"),
    ]);
  });

  const get = async (path: string, client = admin.client) => (await call(t, client, path)).json();

  it("computes the overview in SQL, matching the hand-computed figures", async () => {
    const overview = await get("/api/admin/overview");
    expect(overview).toMatchObject({
      totalUsers: 5,
      activeSubscriptions: 2,
      totalGenerations: 9,
      revenueThisMonthCents: 1000,
      distribution: { text: 5, art: 3, improve: 1, textPercent: 55.6, artPercent: 33.3, improvePercent: 11.1 },
      averageGenerationsPerUser: 2,
      growthRate: 60,
      conversionRate: 40,
    });
    expect(overview.latestUsers.map((u: { email: string }) => u.email)).toEqual([member.email, admin.email, "u3@example.com"]);
  });

  it("counts subscriptions and Pro revenue from real transactions", async () => {
    expect(await get("/api/admin/subscriptions")).toEqual({
      free: 3,
      pro: 1,
      teams: 1,
      percent: { free: 60, pro: 20, teams: 20 },
      proRevenueCents: 2000,
      currency: "USD",
    });
  });

  it("gives 7 days of text and art, the most active users and the top categories", async () => {
    const analytics = await get("/api/admin/analytics");
    expect(analytics.days).toHaveLength(7);
    const [today, yesterday, twoDaysAgo] = [...analytics.days].reverse();
    expect(today).toMatchObject({ date: new Date().toISOString().slice(0, 10), text: 2, art: 0 });
    expect(yesterday).toMatchObject({ text: 2, art: 0 });
    expect(twoDaysAgo).toMatchObject({ text: 0, art: 2, improve: 0 });
    expect(analytics.days.at(-4)).toMatchObject({ text: 0, art: 0, improve: 1 });
    expect(analytics.days.reduce((n: number, d: { text: number; art: number }) => n + d.text + d.art, 0)).toBe(6);

    expect(analytics.mostActive.slice(0, 2)).toEqual([
      { userId: ids.u1, fullName: "Una One", email: "u1@example.com", promptCount: 5, subscriptionTier: "pro" },
      { userId: ids.u2, fullName: "Two Tone", email: "u2@example.com", promptCount: 2, subscriptionTier: "teams" },
    ]);
    expect(analytics.mostActive).toHaveLength(4);
    // Top categories cover the last 7 days: u3's blog post 10 days ago is outside.
    expect(analytics.topContentTypes).toEqual([
      { value: "blog-post", count: 3, percent: 75 },
      { value: "email", count: 1, percent: 25 },
    ]);
    expect(analytics.topArtStyles).toEqual([{ value: "watercolor", count: 2, percent: 100 }]);
  });

  it("gives one user's statistics, and 404 for an unknown user", async () => {
    const stats = await get(`/api/admin/users/${ids.u1}/stats`);
    expect(stats.totals).toEqual({ text: 4, art: 0, improve: 1, total: 5, textPercent: 80, artPercent: 0, improvePercent: 20 });
    expect(stats.last7Days.reduce((n: number, d: { text: number }) => n + d.text, 0)).toBe(4);
    expect((await call(t, admin.client, "/api/admin/users/nobody/stats")).status).toBe(404);
  });

  it("searches users by name or e-mail on the server, with pagination", async () => {
    expect((await get("/api/admin/users?q=tone")).items.map((u: { email: string }) => u.email)).toEqual(["u2@example.com"]);
    expect((await get("/api/admin/users?q=U3@EXAMPLE")).items.map((u: { planId: string }) => u.planId)).toEqual(["free"]);
    // Each row shows its own user's plan.
    expect((await get("/api/admin/users?q=example.com")).items.map((u: { email: string; planId: string }) => [u.email, u.planId])).toEqual(
      expect.arrayContaining([["u1@example.com", "pro"], ["u2@example.com", "teams"], ["u3@example.com", "free"]]),
    );
    const first = await get("/api/admin/users?limit=2");
    const second = await get(`/api/admin/users?limit=2&cursor=${first.nextCursor}`);
    const third = await get(`/api/admin/users?limit=2&cursor=${second.nextCursor}`);
    const all = [...first.items, ...second.items, ...third.items].map((u: { id: string }) => u.id);
    expect(new Set(all).size).toBe(5);
    expect(third.nextCursor).toBeNull();
  });

  it("changes a plan at once, with a fresh allowance, and logs the acting admin", async () => {
    const res = await call(t, admin.client, `/api/admin/users/${member.id}/plan`, { method: "PATCH", json: { planId: "pro" } });
    expect(res.status).toBe(200);
    expect(await get("/api/billing/subscription", member.client)).toMatchObject({ planId: "pro", remaining: 1000, total: 1000 });
    const [log] = await t.database.db
      .select()
      .from(accountActivity)
      .where(and(eq(accountActivity.userId, member.id), eq(accountActivity.activityType, "admin_change")));
    expect(log?.metadata).toMatchObject({ change: "plan", to: "pro", admin_id: admin.id, admin_email: admin.email });
  });

  it("suspends a user whose very next request is refused, and reactivates them", async () => {
    const target = await signedInUser(t);
    expect((await call(t, target.client, "/api/account")).status).toBe(200);
    await call(t, admin.client, `/api/admin/users/${target.id}/status`, { method: "PATCH", json: { status: "suspended" } });
    expect((await call(t, target.client, "/api/account")).status).toBe(401);
    const refused = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email: target.email, password: target.password } });
    expect(refused.status).toBe(403);
    await call(t, admin.client, `/api/admin/users/${target.id}/status`, { method: "PATCH", json: { status: "active" } });
    const again = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email: target.email, password: target.password } });
    expect(again.status).toBe(200);
  });

  it("grants and revokes admin at once, but never an admin's own flag or status", async () => {
    const target = await signedInUser(t);
    expect((await call(t, target.client, "/api/admin/overview")).status).toBe(403);
    await call(t, admin.client, `/api/admin/users/${target.id}/admin`, { method: "PATCH", json: { isAdmin: true } });
    expect((await call(t, target.client, "/api/admin/overview")).status).toBe(200);
    await call(t, admin.client, `/api/admin/users/${target.id}/admin`, { method: "PATCH", json: { isAdmin: false } });
    expect((await call(t, target.client, "/api/admin/overview")).status).toBe(403);

    const own = await call(t, admin.client, `/api/admin/users/${admin.id}/admin`, { method: "PATCH", json: { isAdmin: false } });
    expect(own.status).toBe(400);
    const suspendSelf = await call(t, admin.client, `/api/admin/users/${admin.id}/status`, { method: "PATCH", json: { status: "suspended" } });
    expect(suspendSelf.status).toBe(400);
    expect((await call(t, admin.client, "/api/admin/overview")).status).toBe(200);
  });

  it("validates changes and answers 404 for unknown users", async () => {
    const bad = [
      ["status", { status: "banned" }],
      ["plan", { planId: "platinum" }],
      ["admin", { isAdmin: "yes" }],
    ] as const;
    for (const [what, json] of bad) {
      expect((await call(t, admin.client, `/api/admin/users/${member.id}/${what}`, { method: "PATCH", json })).status).toBe(400);
    }
    expect((await call(t, admin.client, "/api/admin/users/nobody/plan", { method: "PATCH", json: { planId: "pro" } })).status).toBe(404);
  });

  it("keeps the dashboard's counts equal to a count of the rows, whatever writes them", async () => {
    const db = t.database.db;
    const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;
    const expectCounted = async () => {
      const [overview, analytics, plans] = await Promise.all([
        get("/api/admin/overview"),
        get("/api/admin/analytics"),
        get("/api/admin/subscriptions"),
      ]);
      const [direct] = await queryRows<{ all: number; recent: number; free: number; pro: number; teams: number }>(
        db,
        sql`select (select count(*)::int from users) as all,
                   (select count(*)::int from users where created_at >= ${t.clock.now().toISOString()}::timestamptz - interval '30 days') as recent,
                   (select count(*) filter (where plan_id = 'free' or status <> 'active')::int from subscriptions) as free,
                   (select count(*) filter (where plan_id = 'pro' and status = 'active')::int from subscriptions) as pro,
                   (select count(*) filter (where plan_id = 'teams' and status = 'active')::int from subscriptions) as teams`,
      );
      expect({ users: overview.totalUsers, growth: overview.growthRate, paid: overview.activeSubscriptions }).toEqual({
        users: direct!.all,
        growth: percent(direct!.recent, direct!.all),
        paid: direct!.pro + direct!.teams,
      });
      expect({ free: plans.free, pro: plans.pro, teams: plans.teams }).toEqual({ free: direct!.free, pro: direct!.pro, teams: direct!.teams });
      const rows = await db
        .select({
          type: generationHistory.generationType,
          category: sql<string | null>`${generationHistory.metadata}->'form'->>(case ${generationHistory.generationType} when 'text' then 'contentType' when 'art' then 'styleAndMedium' end)`,
          createdAt: generationHistory.createdAt,
        })
        .from(generationHistory)
        .where(eq(generationHistory.status, "completed"));
      const counted = countedFigures(rows, t.clock.now());
      const { text, art, improve } = overview.distribution;
      expect({ generations: overview.totalGenerations, text, art, improve }).toEqual(counted.totals);
      expect(analytics.days).toEqual(counted.days);
      expect(analytics.topContentTypes).toEqual(counted.topContentTypes);
      expect(analytics.topArtStyles).toEqual(counted.topArtStyles);
      return counted.totals.generations;
    };
    const writer = await signedInUser(t);
    await db.update(subscriptions).set({ planId: "pro", totalGenerations: 1000, remainingGenerations: 1000 }).where(eq(subscriptions.userId, writer.id));

    // Generations at once (on PostgreSQL, on several connections of the pool).
    const text = (contentType: TextForm["contentType"]) => toTextPayload({ ...defaultTextForm, industry: "marketing", contentType });
    const art = (styleAndMedium: ArtForm["styleAndMedium"]) => toArtPayload({ ...defaultArtForm, styleAndMedium }, "a lighthouse at dawn");
    const payloads = [text("email"), text("email"), text("ad-copy"), text("newsletter"), art("anime"), art("anime"), art("oil-painting")];
    const answers = await Promise.all(payloads.map((json) => call(t, writer.client, "/api/generate-prompt", { json })));
    expect(answers.map((res) => res.status)).toEqual(payloads.map(() => 200));
    const before = await expectCounted();

    // The model's path: pending rows that complete, fail or are cancelled (their units given back).
    const pending = (type: "text" | "art", form: Record<string, unknown>, createdAt = new Date()) => ({
      userId: writer.id,
      generationType: type,
      modelUsed: "pending",
      status: "pending" as const,
      metadata: { form },
      createdAt,
    });
    const [done, failed, cancelled] = await db
      .insert(generationHistory)
      .values([pending("text", { contentType: "email" }), pending("art", { styleAndMedium: "anime" }), pending("text", { contentType: "email" })])
      .returning({ id: generationHistory.id });
    expect(await expectCounted()).toBe(before);
    await db.update(generationHistory).set({ status: "completed" }).where(eq(generationHistory.id, done!.id));
    await db.update(generationHistory).set({ status: "failed" }).where(eq(generationHistory.id, failed!.id));
    await db.update(generationHistory).set({ status: "cancelled" }).where(eq(generationHistory.id, cancelled!.id));
    expect(await expectCounted()).toBe(before + 1);

    // A completed generation taken back (refunded), one moved to another day and category, several written at once,
    // and one just outside the chart's first day (inside the last 7 × 24 hours, outside the 7 days shown).
    const now = t.clock.now().getTime();
    await db.update(generationHistory).set({ status: "failed" }).where(eq(generationHistory.id, done!.id));
    const [moved] = await db
      .select({ id: generationHistory.id })
      .from(generationHistory)
      .where(and(eq(generationHistory.userId, writer.id), eq(generationHistory.status, "completed"), eq(generationHistory.generationType, "art")))
      .limit(1);
    await db
      .update(generationHistory)
      .set({ createdAt: new Date(now - 3 * DAY), metadata: { form: { styleAndMedium: "watercolor" } } })
      .where(eq(generationHistory.id, moved!.id));
    await db.insert(generationHistory).values(
      [0, 1, 2, 5, 6, 6.99, 20].map((days) => ({ ...pending("text", { contentType: "ad-copy" }, new Date(now - days * DAY)), status: "completed" as const })),
    );
    expect(await expectCounted()).toBe(before + 7);

    // Sign-ups on either side of the instant 30 days ago, several at once, one moved into the last 30 days, and
    // plans changed by an admin and by the database.
    await insertUser(db, { createdAt: new Date(now - 30 * DAY + 60 * 60 * 1000) });
    await insertUser(db, { createdAt: new Date(now - 30 * DAY - 60 * 60 * 1000) });
    await db.insert(users).values(
      [1, 31, 400].map((days) => ({ id: `bulk-${days}`, email: `bulk-${days}@example.com`, createdAt: new Date(now - days * DAY) })),
    );
    await db.update(users).set({ createdAt: new Date(now - 2 * DAY) }).where(eq(users.id, ids.u1!));
    expect((await call(t, admin.client, `/api/admin/users/${ids.u3}/plan`, { method: "PATCH", json: { planId: "teams" } })).status).toBe(200);
    await db.update(subscriptions).set({ status: "inactive" }).where(eq(subscriptions.userId, ids.u2!));
    expect(await expectCounted()).toBe(before + 7);

    // An account deleted: it leaves the user count, and its history goes with it from every generation figure.
    const deleted = await call(t, writer.client, "/api/account", { method: "DELETE", json: { currentPassword: writer.password } });
    expect(deleted.status).toBe(204);
    const left = await expectCounted();
    expect(left).toBe(before - payloads.length);
    await db.delete(generationHistory).where(eq(generationHistory.userId, ids.u3!));
    expect(await expectCounted()).toBe(left - 1);
  });

  it("answers 401 signed out and 403 to a non-admin on every admin route the app has", async () => {
    const routes = t.app.routes.filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL");
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const path = route.path.replace(":id", ids.u1!);
      const json = route.method === "GET" ? undefined : {};
      expect((await call(t, newClient(), path, { method: route.method, json })).status, `${route.method} ${path}`).toBe(401);
      expect((await call(t, member.client, path, { method: route.method, json })).status, `${route.method} ${path}`).toBe(403);
    }
  });
});
