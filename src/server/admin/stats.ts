import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

/** Every figure is computed by the database (aggregates, grouped by day); no table is loaded whole. */

const DAYS = 7;

export interface DayCount {
  date: string;
  text: number;
  art: number;
}

/** Generations per UTC day for the last 7 days (today included), zero-filled. */
async function generationsByDay(db: Db, now: Date, userId?: string): Promise<DayCount[]> {
  const forUser = userId ? sql`and h.user_id = ${userId}` : sql``;
  return queryRows<DayCount>(
    db,
    sql`with days as (
          select generate_series(
            date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '${sql.raw(String(DAYS - 1))} days',
            date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC'),
            interval '1 day') as day
        )
        select to_char(d.day, 'YYYY-MM-DD') as date,
               count(h.id) filter (where h.generation_type = 'text')::int as text,
               count(h.id) filter (where h.generation_type = 'art')::int as art
        from days d
        left join generation_history h
          on h.created_at >= d.day at time zone 'UTC'
         and h.created_at < (d.day + interval '1 day') at time zone 'UTC'
         ${forUser}
        group by d.day
        order by d.day`,
  );
}

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
    revenue_cents: number;
  }>(
    db,
    sql`select
          (select count(*)::int from users) as users,
          (select count(*)::int from users where created_at >= ${at}::timestamptz - interval '30 days') as new_users,
          (select count(*)::int from subscriptions where plan_id <> 'free' and status = 'active') as paid,
          g.generations, g.text, g.art,
          (select coalesce(sum(amount_cents), 0)::int from billing_transactions
            where status = 'completed'
              and created_at >= date_trunc('month', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC') as revenue_cents
        from (select count(*)::int as generations,
                     count(*) filter (where generation_type = 'text')::int as text,
                     count(*) filter (where generation_type = 'art')::int as art
              from generation_history) g`,
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
    revenueThisMonthCents: c.revenue_cents,
    currency: "USD",
    distribution: { text: c.text, art: c.art, textPercent: percent(c.text, c.generations), artPercent: percent(c.art, c.generations) },
    latestUsers: latestUsers.map((u) => ({ ...u, createdAt: new Date(u.createdAt).toISOString() })),
    averageGenerationsPerUser: c.users === 0 ? 0 : Math.round(c.generations / c.users),
    growthRate: percent(c.new_users, c.users),
    conversionRate: percent(c.paid, c.users),
  };
}

export async function subscriptionStats(db: Db) {
  const [row] = await queryRows<{ free: number; pro: number; teams: number; pro_revenue_cents: number }>(
    db,
    sql`select
          count(*) filter (where plan_id = 'free' or status <> 'active')::int as free,
          count(*) filter (where plan_id = 'pro' and status = 'active')::int as pro,
          count(*) filter (where plan_id = 'teams' and status = 'active')::int as teams,
          (select coalesce(sum(amount_cents), 0)::int from billing_transactions
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
    proRevenueCents: r.pro_revenue_cents,
    currency: "USD",
  };
}

/** The most used values of one form field (content type for text, style for art) over the last 30 days. */
async function topValues(db: Db, type: "text" | "art", field: "contentType" | "styleAndMedium", now: Date) {
  const rows = await queryRows<{ value: string; count: number }>(
    db,
    sql`select metadata->'form'->>${field} as value, count(*)::int as count
        from generation_history
        where generation_type = ${type}
          and created_at >= ${now.toISOString()}::timestamptz - interval '30 days'
          and coalesce(metadata->'form'->>${field}, '') <> ''
        group by 1 order by 2 desc, 1 limit 3`,
  );
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from generation_history
        where generation_type = ${type} and created_at >= ${now.toISOString()}::timestamptz - interval '30 days'`,
  );
  return rows.map((r) => ({ ...r, percent: percent(r.count, n) }));
}

export async function analytics(db: Db, now: Date) {
  const [days, mostActive, topContentTypes, topArtStyles] = await Promise.all([
    generationsByDay(db, now),
    queryRows<{ userId: string; fullName: string; email: string; promptCount: number; subscriptionTier: string }>(
      db,
      sql`select t.user_id as "userId", u.full_name as "fullName", u.email, t.n as "promptCount",
                 coalesce(s.plan_id, 'free') as "subscriptionTier"
          from (select user_id, count(*)::int as n from generation_history group by user_id order by n desc, user_id limit 5) t
          join users u on u.id = t.user_id
          left join subscriptions s on s.user_id = t.user_id
          order by t.n desc, t.user_id`,
    ),
    topValues(db, "text", "contentType", now),
    topValues(db, "art", "styleAndMedium", now),
  ]);
  return { days, mostActive, topContentTypes, topArtStyles };
}

export async function userStats(db: Db, userId: string, now: Date) {
  const [totals] = await queryRows<{ text: number; art: number }>(
    db,
    sql`select count(*) filter (where generation_type = 'text')::int as text,
               count(*) filter (where generation_type = 'art')::int as art
        from generation_history where user_id = ${userId}`,
  );
  const t = totals!;
  const total = t.text + t.art;
  return {
    totals: { text: t.text, art: t.art, total, textPercent: percent(t.text, total), artPercent: percent(t.art, total) },
    last7Days: await generationsByDay(db, now, userId),
  };
}
