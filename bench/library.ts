import { desc, eq, sql } from "drizzle-orm";
import { encodePromptCursor } from "@/domain/prompt-list";
import { cursorAt } from "@/server/db/list-queries";
import type { Db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { savedPrompts } from "@/server/db/schema-library";
import { formatRow, load, type LoadResult, warmUp } from "./load";
import { benchServer, type DatabaseKind } from "./servers";

const PROMPTS = 10_000;
const DEEP_OFFSET = 9_000;
const options = { concurrency: 8, requests: 2000, maxSeconds: 15 };

/** `PROMPTS` saved prompts of `userId`, each with three versions, one in ten shared: what a library that is used carries. */
export async function seedSavedPrompts(db: Db, userId: string) {
  await db.execute(sql`
    insert into saved_prompts (user_id, title, content, prompt_type, tags, created_at)
    select ${userId}, 'Prompt ' || n, repeat('Write a compelling post about topic ' || n || '. ', 20),
           case when n % 3 = 0 then 'art' else 'text' end,
           array['tag' || (n % 12), 'batch' || (n % 5)],
           now() - make_interval(mins => n)
    from generate_series(1, ${PROMPTS}) as n`);
  // Each prompt edited twice (three versions) and one in ten shared: what a library that is used carries.
  await db.execute(sql`
    insert into saved_prompt_versions (prompt_id, version, content, author_id, created_at)
    select p.id, v, p.content || repeat(' Edit ' || v || '.', v), p.user_id, p.created_at + make_interval(mins => v)
    from saved_prompts p, generate_series(1, 3) as v where p.user_id = ${userId}`);
  await db.execute(sql`
    insert into prompt_shares (prompt_id, user_id, token, view_count)
    select id, user_id, md5(id::text), 0
    from saved_prompts where user_id = ${userId} and right(title, 1) = '7'`);
  await db.execute(sql`analyze saved_prompts`);
  await db.execute(sql`analyze saved_prompt_versions`);
  await db.execute(sql`analyze prompt_shares`);
}

/**
 * Listing saved prompts for a user who has 10,000 of them (each with three versions, one in ten shared): the first
 * page, a page 9,000 rows deep, a tag filter, the tag panel's counts (the page asks for them beside its first page)
 * and a search.
 */
export async function benchLibrary(kind: DatabaseKind): Promise<LoadResult[]> {
  const target = await benchServer(kind);
  try {
    const [account] = await target.signIn(1, `lib-${kind}`);
    const deepCursor = await target.withDatabase(async (db) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, account!.email));
      await seedSavedPrompts(db, user!.id);
      const [row] = await db
        .select({ id: savedPrompts.id, pinned: savedPrompts.pinned, cursorAt: cursorAt(savedPrompts.createdAt) })
        .from(savedPrompts)
        .where(eq(savedPrompts.userId, user!.id))
        .orderBy(desc(savedPrompts.pinned), desc(savedPrompts.createdAt), desc(savedPrompts.id))
        .offset(DEEP_OFFSET)
        .limit(1);
      return encodePromptCursor({ s: "newest", p: row!.pinned, k: row!.cursorAt, id: row!.id });
    });
    const headers = { cookie: account!.cookie };
    const measure = async (name: string, send: () => Promise<Response>) => {
      await warmUp(send, options, 1000);
      return load(name, send, options);
    };
    const results = [
      await measure(`list saved prompts, first page (${kind})`, () => fetch(`${target.url}/api/saved-prompts`, { headers })),
      await measure(
        `list saved prompts, ${DEEP_OFFSET.toLocaleString("en")} deep (${kind})`,
        () => fetch(`${target.url}/api/saved-prompts?cursor=${deepCursor}`, { headers }),
      ),
      await measure(`list saved prompts, tag filter (${kind})`, () => fetch(`${target.url}/api/saved-prompts?tags=tag3`, { headers })),
      await measure(`tags of 10,000 prompts (${kind})`, () => fetch(`${target.url}/api/saved-prompts/tags`, { headers })),
      await measure(`search saved prompts (${kind})`, () => fetch(`${target.url}/api/saved-prompts?q=topic%20777`, { headers })),
    ];
    for (const row of results) console.log(formatRow(row));
    return results;
  } finally {
    await target.stop();
  }
}
