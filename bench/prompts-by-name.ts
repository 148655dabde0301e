import { eq, sql } from "drizzle-orm";
import { hashOf } from "@/server/api-keys/keys";
import { apiKeys, users } from "@/server/db/schema";
import { withCpu } from "./generation";
import { type LoadResult, loadInTurns, warmUp } from "./load";
import { benchServer, type DatabaseKind } from "./servers";

const PROMPTS = 10_000;
/** More keys than a user may create, written straight to the database: each is held to 120 requests a minute. */
const KEYS = 120;
const options = { concurrency: 8, requests: 2000, maxSeconds: 15 };
/** Each line is measured in this many slices, in turns with the others. */
const ROUNDS = 4;

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
    const body = JSON.stringify({ variables: { topic: "green tea", audience: "new customers" } });
    const lines = [
      // What every key's request costs before its route (the key, its rate limit): the floor the two others stand on.
      { name: `allowance, a key's least (${kind})`, send: () => fetch(`${target.url}/api/v1/allowance`, { headers: headers() }) },
      { name: `prompt by name, production (${kind})`, send: () => fetch(`${target.url}/api/v1/prompts/prompt-7776`, { headers: headers() }) },
      {
        name: `render by name (${kind})`,
        send: () => fetch(`${target.url}/api/v1/prompts/prompt-4321/render`, { method: "POST", headers: headers(), body }),
      },
    ];
    for (const line of lines) {
      const first = await line.send();
      if (first.status !== 200) throw new Error(`${line.name}: ${first.status} ${await first.text()}`);
      await warmUp(line.send, options, 500);
    }
    // In turns, so a machine whose load drifts weighs on each line alike (bench/load.ts).
    const results = await loadInTurns(lines, options, ROUNDS, () => target.cpuMilliseconds());
    for (const row of results) console.log(withCpu(row));
    return results;
  } finally {
    await target.stop();
  }
}
