import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";
import { planIdOfUser } from "../entitlements/subscriptions";

/**
 * Every figure is computed by the database; no table is loaded whole. Counts across all users come from
 * generation_daily_counts, user_daily_counts and subscription_counts, which triggers keep equal to a count of
 * the rows themselves (schema-billing.ts, schema-generation.ts).
 */

const DAYS = 7;

export interface DayCount {
  date: string;
  text: number;
  art: number;
  improve: number;
}

/** The first UTC day of the last 7 days (today included), as a date. */
const firstDay = (now: Date) => sql`((${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${DAYS - 1}::int)`;

/** Zero-fills per-day counts (a query with columns day, text, art, improve) against the calendar of the last 7 days. */
function zeroFilled(db: Db, now: Date, counts: SQL): Promise<DayCount[]> {
  return queryRows<DayCount>(
    db,
    sql`with counts as (${counts})
        select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(c.text, 0)::int as text, coalesce(c.art, 0)::int as art,
               coalesce(c.improve, 0)::int as improve
        from (select ${firstDay(now)} + n as day from generate_series(0, ${DAYS - 1}::int) as n) d
        left join counts c on c.day = d.day
        order by d.day`,
  );
}

/** Completed generations per UTC day for the last 7 days, from the daily counts. */
function generationsByDay(db: Db, now: Date): Promise<DayCount[]> {
  return zeroFilled(
    db,
    now,
    sql`select day,
               sum(count) filter (where generation_type = 'text') as text,
               sum(count) filter (where generation_type = 'art') as art,
               sum(count) filter (where generation_type = 'improve') as improve
        from generation_daily_counts where day >= ${firstDay(now)} group by day`,
  );
}

/** One user's completed generations per UTC day for the last 7 days, from their history (one index range). */
function userGenerationsByDay(db: Db, now: Date, userId: string): Promise<DayCount[]> {
  return zeroFilled(
    db,
    now,
    sql`select (created_at at time zone 'UTC')::date as day,
               count(*) filter (where generation_type = 'text') as text,
               count(*) filter (where generation_type = 'art') as art,
               count(*) filter (where generation_type = 'improve') as improve
        from generation_history
        where user_id = ${userId} and created_at >= ${firstDay(now)}::timestamp at time zone 'UTC' and status = 'completed'
        group by 1`,
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
  const [[counts], latestUsers] = await Promise.all([
    queryRows<{
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
      sql`with month_ago as (select ${at}::timestamptz - interval '30 days' as at),
               first_day as (select (at at time zone 'UTC')::date as day from month_ago)
          select
            (select coalesce(sum(count), 0)::int from user_daily_counts) as users,
            -- Sign-ups of the last 30 days: the days after the first from the daily counts, the first one's remainder
            -- (after the instant 30 days ago) from the users' created_at index.
            ((select coalesce(sum(count), 0) from user_daily_counts where day > (select day from first_day))
              + (select count(*) from users
                 where created_at >= (select at from month_ago)
                   and created_at < ((select day from first_day) + 1)::timestamp at time zone 'UTC'))::int as new_users,
            (select coalesce(sum(count), 0)::int from subscription_counts where plan_id <> 'free' and status = 'active') as paid,
            g.generations, g.text, g.art, g.improve,
            (select coalesce(sum(amount_cents), 0)::bigint from billing_transactions
              where status = 'completed'
                and created_at >= date_trunc('month', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC') as revenue_cents
          from (select coalesce(sum(count), 0)::int as generations,
                       coalesce(sum(count) filter (where generation_type = 'text'), 0)::int as text,
                       coalesce(sum(count) filter (where generation_type = 'art'), 0)::int as art,
                       coalesce(sum(count) filter (where generation_type = 'improve'), 0)::int as improve
                from generation_daily_counts) g`,
    ),
    queryRows<{ id: string; name: string; email: string; createdAt: string }>(
      db,
      sql`select id, full_name as name, email, created_at as "createdAt" from users order by created_at desc, id desc limit 3`,
    ),
  ]);
  const c = counts!;
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
          coalesce(sum(count) filter (where plan_id = 'free' or status <> 'active'), 0)::int as free,
          coalesce(sum(count) filter (where plan_id = 'pro' and status = 'active'), 0)::int as pro,
          coalesce(sum(count) filter (where plan_id = 'teams' and status = 'active'), 0)::int as teams,
          (select coalesce(sum(amount_cents), 0)::bigint from billing_transactions
            where status = 'completed' and metadata->>'plan_id' = 'pro') as pro_revenue_cents
        from subscription_counts`,
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
 * The most used content types (text) and styles (art) over the same 7 days as the chart, from the daily counts
 * (a category is the form's field, kept with each generation).
 */
async function topCategories(db: Db, now: Date) {
  const rows = await queryRows<{ type: "text" | "art"; value: string; count: number }>(
    db,
    sql`select generation_type as type, category as value, sum(count)::int as count
        from generation_daily_counts
        where day >= ${firstDay(now)} and generation_type in ('text', 'art')
        group by 1, 2
        having sum(count) > 0`,
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
      sql`select u.id as "userId", u.full_name as "fullName", u.email, c.total_generations as "promptCount",
                 ${planIdOfUser(sql`u.id`)} as "subscriptionTier"
          from user_generation_counts c
          join users u on u.id = c.user_id
          where c.total_generations > 0
          order by c.total_generations desc, c.user_id
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
    last7Days: await userGenerationsByDay(db, now, userId),
  };
}
