import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

/** Every figure is computed by the database (aggregates, grouped by day); no table is loaded whole. */

const DAYS = 7;

export interface DayCount {
  date: string;
  text: number;
  art: number;
  improve: number;
}

/** Generations per UTC day for the last 7 days (today included), zero-filled. */
async function generationsByDay(db: Db, now: Date, userId?: string): Promise<DayCount[]> {
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC')`;
  const first = sql`(${today} - interval '${sql.raw(String(DAYS - 1))} days')`;
  const forUser = userId ? sql`and user_id = ${userId}` : sql``;
  // Count first (one index range scan), then zero-fill against the calendar.
  return queryRows<DayCount>(
    db,
    sql`with counts as (
          select date_trunc('day', created_at at time zone 'UTC') as day,
                 count(*) filter (where generation_type = 'text')::int as text,
                 count(*) filter (where generation_type = 'art')::int as art,
                 count(*) filter (where generation_type = 'improve')::int as improve
          from generation_history
          where created_at >= ${first} at time zone 'UTC' and status = 'completed' ${forUser}
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.text, 0) as text, coalesce(c.art, 0) as art,
               coalesce(c.improve, 0) as improve
        from generate_series(${first}, ${today}, interval '1 day') as d(day)
        left join counts c on c.day = d.day
        order by d.day`,
  );
}

/**
 * A sum of money in cents, summed as bigint (an int would overflow past $21 million). node-postgres returns
 * bigint as a string, PGlite as a number; every amount is at most MAX_AMOUNT_CENTS, so the total stays far
 * inside a JavaScript number.
 */
type BigintSum = string | number;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export async function overview(db: Db, now: Date) {
  const at = now.toISOString();
  const [counts] = await queryRows<{
    users: number;
    new_users: number;
    paid: number;
    generations: number;
    text: number;
    art: number;
    improve: number;
    revenue_cents: BigintSum;
  }>(
    db,
    sql`select
          (select count(*)::int from users) as users,
          (select count(*)::int from users where created_at >= ${at}::timestamptz - interval '30 days') as new_users,
          (select count(*)::int from subscriptions where plan_id <> 'free' and status = 'active') as paid,
          g.generations, g.text, g.art, g.improve,
          (select coalesce(sum(amount_cents), 0)::bigint from billing_transactions
            where status = 'completed'
              and created_at >= date_trunc('month', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC') as revenue_cents
        from (select count(*)::int as generations,
                     count(*) filter (where generation_type = 'text')::int as text,
                     count(*) filter (where generation_type = 'art')::int as art,
                     count(*) filter (where generation_type = 'improve')::int as improve
              from generation_history where status = 'completed') g`,
  );
  const c = counts!;
  const latestUsers = await queryRows<{ id: string; name: string; email: string; createdAt: string }>(
    db,
    sql`select id, full_name as name, email, created_at as "createdAt" from users order by created_at desc, id desc limit 3`,
  );
  return {
    totalUsers: c.users,
    activeSubscriptions: c.paid,
    totalGenerations: c.generations,
    revenueThisMonthCents: Number(c.revenue_cents),
    currency: "USD",
    distribution: {
      text: c.text,
      art: c.art,
      improve: c.improve,
      textPercent: percent(c.text, c.generations),
      artPercent: percent(c.art, c.generations),
      improvePercent: percent(c.improve, c.generations),
    },
    latestUsers: latestUsers.map((u) => ({ ...u, createdAt: new Date(u.createdAt).toISOString() })),
    averageGenerationsPerUser: c.users === 0 ? 0 : Math.round(c.generations / c.users),
    growthRate: percent(c.new_users, c.users),
    conversionRate: percent(c.paid, c.users),
  };
}

export async function subscriptionStats(db: Db) {
  const [row] = await queryRows<{ free: number; pro: number; teams: number; pro_revenue_cents: BigintSum }>(
    db,
    sql`select
          count(*) filter (where plan_id = 'free' or status <> 'active')::int as free,
          count(*) filter (where plan_id = 'pro' and status = 'active')::int as pro,
          count(*) filter (where plan_id = 'teams' and status = 'active')::int as teams,
          (select coalesce(sum(amount_cents), 0)::bigint from billing_transactions
            where status = 'completed' and metadata->>'plan_id' = 'pro') as pro_revenue_cents
        from subscriptions`,
  );
  const r = row!;
  const total = r.free + r.pro + r.teams;
  return {
    free: r.free,
    pro: r.pro,
    teams: r.teams,
    percent: { free: percent(r.free, total), pro: percent(r.pro, total), teams: percent(r.teams, total) },
    proRevenueCents: Number(r.pro_revenue_cents),
    currency: "USD",
  };
}

export interface TopValue {
  value: string;
  count: number;
  percent: number;
}

/**
 * The most used content types (text) and styles (art) over the last 7 days, from the form kept with each
 * generation: one scan grouped in SQL; only the grouped rows reach the server.
 */
async function topCategories(db: Db, now: Date) {
  const rows = await queryRows<{ type: "text" | "art"; value: string; count: number }>(
    db,
    sql`select generation_type as type,
               metadata->'form'->>(case generation_type when 'text' then 'contentType' else 'styleAndMedium' end) as value,
               count(*)::int as count
        from generation_history
        where created_at >= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(DAYS))} days' and status = 'completed'
        group by 1, 2`,
  );
  const top = (type: "text" | "art"): TopValue[] => {
    const ofType = rows.filter((r) => r.type === type);
    const total = ofType.reduce((n, r) => n + r.count, 0);
    return ofType
      .filter((r) => r.value)
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, 3)
      .map((r) => ({ value: r.value, count: r.count, percent: percent(r.count, total) }));
  };
  return { topContentTypes: top("text"), topArtStyles: top("art") };
}

export async function analytics(db: Db, now: Date) {
  const [days, mostActive, top] = await Promise.all([
    generationsByDay(db, now),
    // The per-user counter is kept in the same transaction as each history row, and indexed.
    queryRows<{ userId: string; fullName: string; email: string; promptCount: number; subscriptionTier: string }>(
      db,
      sql`select u.id as "userId", u.full_name as "fullName", u.email, u.total_generations as "promptCount",
                 coalesce(s.plan_id, 'free') as "subscriptionTier"
          from users u
          left join subscriptions s on s.user_id = u.id
          where u.total_generations > 0
          order by u.total_generations desc, u.id
          limit 5`,
    ),
    topCategories(db, now),
  ]);
  return { days, mostActive, ...top };
}

export async function userStats(db: Db, userId: string, now: Date) {
  const [totals] = await queryRows<{ text: number; art: number; improve: number }>(
    db,
    sql`select count(*) filter (where generation_type = 'text')::int as text,
               count(*) filter (where generation_type = 'art')::int as art,
               count(*) filter (where generation_type = 'improve')::int as improve
        from generation_history where user_id = ${userId} and status = 'completed'`,
  );
  const t = totals!;
  const total = t.text + t.art + t.improve;
  return {
    totals: {
      text: t.text,
      art: t.art,
      improve: t.improve,
      total,
      textPercent: percent(t.text, total),
      artPercent: percent(t.art, total),
      improvePercent: percent(t.improve, total),
    },
    last7Days: await generationsByDay(db, now, userId),
  };
}
