import { eq, sql } from "drizzle-orm";
import { hashOf } from "@/server/api-keys/keys";
import { apiKeys, users } from "@/server/db/schema";
import { formatRow, load, type LoadResult, warmUp } from "./load";
import { benchServer, type DatabaseKind } from "./servers";

const PROMPTS = 10_000;
/** More keys than a user may create, written straight to the database: each is held to 120 requests a minute. */
const KEYS = 60;
const options = { concurrency: 8, requests: 2000, maxSeconds: 15 };

/**
 * What an application does with a library of 10,000 prompts (each with three versions, a third labelled
 * production): fetch one by name (its production version) and render it with its variables filled in.
 */
export async function benchPromptsByName(kind: DatabaseKind): Promise<LoadResult[]> {
  const target = await benchServer(kind);
  try {
    const [account] = await target.signIn(1, `names-${kind}`);
    const keys = Array.from({ length: KEYS }, (_, i) => `ps_bench-${kind}-${i}-${"x".repeat(30)}`);
    await target.withDatabase(async (db) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account!.email));
      const userId = user!.id;
      await db.execute(sql`
        insert into saved_prompts (user_id, name, title, content, prompt_type, labels, created_at)
        select ${userId}, 'prompt-' || n, 'Prompt ' || n, 'Write about {{topic}} for {{audience}}, number ' || n || '. ' || repeat('Keep it short. ', 20), 'text',
               case when n % 3 = 0 then '{"production": 2}'::jsonb else '{}'::jsonb end, now() - make_interval(mins => n)
        from generate_series(1, ${PROMPTS}) as n`);
      await db.execute(sql`
        insert into saved_prompt_versions (prompt_id, version, content, author_id, created_at)
        select p.id, v, p.content || repeat(' Edit ' || v || '.', v), p.user_id, p.created_at + make_interval(mins => v)
        from saved_prompts p, generate_series(1, 3) as v where p.user_id = ${userId}`);
      await db.insert(apiKeys).values(keys.map((key, i) => ({ userId, name: `bench ${i}`, prefix: key.slice(0, 10), hash: hashOf(key) })));
      await db.execute(sql`analyze saved_prompts`);
      await db.execute(sql`analyze saved_prompt_versions`);
    });
    let turn = 0;
    const headers = () => ({ authorization: `Bearer ${keys[turn++ % KEYS]}`, "content-type": "application/json" });
    const measure = async (name: string, send: () => Promise<Response>) => {
      const first = await send();
      if (first.status !== 200) throw new Error(`${name}: ${first.status} ${await first.text()}`);
      await warmUp(send, options, 500);
      return load(name, send, options);
    };
    const body = JSON.stringify({ variables: { topic: "green tea", audience: "new customers" } });
    const results = [
      await measure(`prompt by name, production (${kind})`, () => fetch(`${target.url}/api/v1/prompts/prompt-7776`, { headers: headers() })),
      await measure(`render by name (${kind})`, () =>
        fetch(`${target.url}/api/v1/prompts/prompt-4321/render`, { method: "POST", headers: headers(), body }),
      ),
    ];
    for (const row of results) console.log(formatRow(row));
    return results;
  } finally {
    await target.stop();
  }
}
