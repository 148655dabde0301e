import { inArray } from "drizzle-orm";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { subscriptions, users } from "@/server/db/schema";
import { formatRow, load, type LoadResult } from "./load";
import { benchServer, type DatabaseKind } from "./servers";

const USERS = 32;
const CONCURRENCY = 16;
const REQUESTS = 4000;
const MAX_SECONDS = 15;

/** POST /api/generate-prompt (signed in, composer) against GET /api/health on the same server, same run. */
export async function benchGeneration(kind: DatabaseKind): Promise<{ health: LoadResult; generate: LoadResult; ratio: number }> {
  const target = await benchServer(kind);
  try {
    const accounts = await target.signIn(USERS, `gen-${kind}`);
    // Enough allowance that the run measures generation, not refusals.
    await target.withDatabase(async (db) => {
      const ids = (await db.select({ id: users.id }).from(users).where(inArray(users.email, accounts.map((a) => a.email)))).map((u) => u.id);
      await db.update(subscriptions).set({ totalGenerations: 1_000_000, remainingGenerations: 1_000_000 }).where(inArray(subscriptions.userId, ids));
    });
    const body = JSON.stringify(toTextPayload({ ...defaultTextForm, industry: "marketing", contentType: "blog-post", toneOfVoice: "friendly" }));
    const options = { concurrency: CONCURRENCY, requests: REQUESTS, maxSeconds: MAX_SECONDS };
    let next = 0;

    const health = await load(`GET /api/health (${kind})`, () => fetch(`${target.url}/api/health`), options);
    const generate = await load(
      `POST /api/generate-prompt, composer (${kind})`,
      () =>
        fetch(`${target.url}/api/generate-prompt`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: target.url, cookie: accounts[next++ % accounts.length]!.cookie },
          body,
        }),
      options,
    );
    for (const row of [health, generate]) console.log(formatRow(row));
    const ratio = generate.rps / health.rps;
    console.log(`generate / health throughput: ${(ratio * 100).toFixed(0)}%`);
    return { health, generate, ratio };
  } finally {
    await target.stop();
  }
}
