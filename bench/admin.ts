import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { recountGenerations } from "@/server/generation/records";
import { formatRow, load, type LoadResult } from "./load";
import { benchServer } from "./servers";

const USERS = 100_000;
const HISTORY = 1_000_000;
// An admin dashboard has a handful of users: one request at a time measures the latency an admin sees,
// two (one per core) shows how it holds when two admins refresh together.
const runs = [
  { concurrency: 1, requests: 200, maxSeconds: 20 },
  { concurrency: 2, requests: 300, maxSeconds: 20 },
];

/** The admin dashboard's endpoints on PostgreSQL with 100,000 users and 1,000,000 history rows, seeded in SQL. */
export async function benchAdmin(): Promise<LoadResult[]> {
  const target = await benchServer("postgres");
  try {
    const [admin] = await target.signIn(1, "admin");
    const started = performance.now();
    await target.withDatabase(async (db) => {
      await db.update(users).set({ isAdmin: true }).where(eq(users.email, admin!.email));
      await seedAdminDataset(db);
      await db.execute(sql`analyze`);
    });
    console.log(`seeded ${USERS.toLocaleString("en")} users and ${HISTORY.toLocaleString("en")} history rows in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const headers = { cookie: admin!.cookie };
    const results: LoadResult[] = [];
    for (const [name, path] of [
      ["GET /api/admin/overview", "/api/admin/overview"],
      ["GET /api/admin/analytics", "/api/admin/analytics"],
      ["GET /api/admin/subscriptions", "/api/admin/subscriptions"],
      ["GET /api/admin/users?q=user 4242", "/api/admin/users?q=user%204242"],
      ["GET /api/admin/users (first page)", "/api/admin/users"],
    ] as const) {
      for (const options of runs) {
        const row = await load(`${name} ×${options.concurrency}`, () => fetch(`${target.url}${path}`, { headers }), options);
        console.log(formatRow(row));
        results.push(row);
      }
    }
    return results;
  } finally {
    await target.stop();
  }
}

/** 100,000 users (a tenth on Pro), their payments, and 1,000,000 generations over 60 days, in SQL. */
export async function seedAdminDataset(db: Db) {
  await db.execute(sql`
    insert into users (id, full_name, email, email_verified, created_at)
    select 'bench-' || n, 'Bench User ' || n, 'bench' || n || '@example.com', true, now() - (random() * 365) * interval '1 day'
    from generate_series(1, ${USERS}) n`);
  await db.execute(sql`
    insert into subscriptions (user_id, plan_id, remaining_generations, total_generations, current_period_start, current_period_end)
    select 'bench-' || n, p.plan, p.total, p.total, now() - interval '10 days', now() + interval '20 days'
    from generate_series(1, ${USERS}) n,
         lateral (select case when n % 10 = 0 then 'pro' when n % 97 = 0 then 'teams' else 'free' end as plan) q,
         lateral (select q.plan, case q.plan when 'pro' then 1000 when 'teams' then 5000 else 5 end as total) p`);
  await db.execute(sql`
    insert into billing_transactions (user_id, amount_cents, currency, status, transaction_type, provider, external_reference, metadata, created_at)
    select 'bench-' || n, 1000, 'USD', 'completed', 'plan_change', 'demo', 'txn_bench_' || n, '{"plan_id":"pro"}', now() - (random() * 90) * interval '1 day'
    from generate_series(10, ${USERS}, 10) n`);
  await db.execute(sql`
    insert into generation_history (user_id, generation_type, model_used, status, prompt_content, metadata, created_at)
    select 'bench-' || (1 + floor(power(random(), 3) * ${USERS - 1}))::int,
           t.type, 'promptsmith-composer', 'completed', 'prompt',
           case when t.type = 'text'
             then jsonb_build_object('form', jsonb_build_object('contentType', (array['blog-post','email','ad-copy','newsletter','linkedin-post'])[1 + (g % 5)]))
             else jsonb_build_object('form', jsonb_build_object('styleAndMedium', (array['watercolor','anime','3d-render','oil-painting'])[1 + (g % 4)]))
           end,
           now() - (random() * 60) * interval '1 day'
    from generate_series(1, ${HISTORY}) g,
         lateral (select case when g % 3 = 0 then 'art' else 'text' end as type) t`);
  // The generation service keeps these counters with each history row.
  await recountGenerations(db);
}
