import { createHash } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode, StatusCode } from "hono/utils/http-status";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import type { AuthedEnv } from "../http/context";
import { HttpError } from "../http/errors";

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A claim this old without an answer is a request whose server died before answering (the longest request, a
 * generation, ends within the model's deadline plus the sweep's margin): a retry with the same request takes it over.
 */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;
/** The methods a key applies to: the ones that make something. */
const IDEMPOTENT_METHODS = new Set(["POST", "PATCH"]);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** What a replay repeats of the first answer's headers, besides the rate limit's own (those are the replay's). */
const REPLAYED_HEADERS = ["content-type", "location", "etag"] as const;

export const IDEMPOTENCY_MESSAGES = {
  invalid: "An Idempotency-Key is 1 to 255 visible ASCII characters (a UUID is a good choice).",
  stream: "An Idempotency-Key applies to JSON answers: a stream cannot be replayed. Leave out 'Accept: text/event-stream' or the key.",
  inUse: "A request with this Idempotency-Key is still running. Try again in a moment to get its answer.",
  reused: "This Idempotency-Key was already used with another request (a different method, path or body). Use a new key for a new request.",
} as const;

/** The header as the document declares it on every POST and PATCH of /api/v1. */
export const idempotencyHeaders = z.object({
  "Idempotency-Key": z
    .string()
    .regex(KEY_PATTERN)
    .optional()
    .meta({
      description:
        "Any unique value of yours (a UUID): the same key with the same request within 24 hours answers the first answer " +
        "again (`Idempotent-Replayed: true`) without doing anything twice. While the first is running: 409 " +
        "`idempotency_key_in_use`. With another method, path or body: 422 `idempotency_key_reused`. Only a success (2xx) " +
        "is kept: after a refusal or a failure, nothing was done and the key can be sent again. JSON answers only: with " +
        "`Accept: text/event-stream` the key is refused (400 `invalid_idempotency_key`).",
    }),
});

/**
 * `Idempotency-Key` on /api/v1 (docs/decisions/0043-idempotency-and-key-scopes.md): per user, the first request with
 * a key claims it in the database, runs, and keeps its answer if it succeeded; a retry within 24 hours gets that
 * answer back, a request arriving while the first runs gets 409, the key with another request 422. Runs behind the
 * key's authentication, so the key holder is known.
 */
export function idempotency(db: Db, clock: Clock): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (key === undefined || !IDEMPOTENT_METHODS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, "invalid_idempotency_key", IDEMPOTENCY_MESSAGES.invalid);
    if (c.req.header("accept")?.includes("text/event-stream")) throw new HttpError(400, "invalid_idempotency_key", IDEMPOTENCY_MESSAGES.stream);

    const userId = c.get("user").id;
    const fingerprint = createHash("sha256").update(`${c.req.method} ${c.req.path}\n${await c.req.text()}`).digest("hex");
    const now = clock.now();
    const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    // Expired answers go as keys are used: an index range that is empty almost every time.
    await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
    // One statement claims the key, or takes over an abandoned claim of the same request: two requests at once
    // cannot both get a row back.
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { createdAt: now },
        setWhere: and(
          isNull(idempotencyKeys.status),
          eq(idempotencyKeys.fingerprint, fingerprint),
          lte(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      })
      .returning({ key: idempotencyKeys.key });

    if (!claimed.length) {
      const [held] = await db.select().from(idempotencyKeys).where(thisKey);
      if (held && held.fingerprint !== fingerprint) throw new HttpError(422, "idempotency_key_reused", IDEMPOTENCY_MESSAGES.reused);
      if (!held || held.status === null) {
        // Gone between the two statements (the first request failed and gave the key back): the retry will run.
        c.header("Retry-After", "1");
        throw new HttpError(409, "idempotency_key_in_use", IDEMPOTENCY_MESSAGES.inUse);
      }
      const headers = { ...held.headers, "Idempotent-Replayed": "true" };
      // A 204's body is none at all.
      return held.body ? c.body(held.body, held.status as ContentfulStatusCode, headers) : c.body(null, held.status as StatusCode, headers);
    }

    let answered = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        answered = true;
        const headers = Object.fromEntries(REPLAYED_HEADERS.flatMap((name) => (c.res.headers.has(name) ? [[name, c.res.headers.get(name)!]] : [])));
        await db.update(idempotencyKeys).set({ status: c.res.status, headers, body: await c.res.clone().text() }).where(thisKey);
      }
    } finally {
      // A refusal or a failure did nothing (its transaction rolled back, a failed generation's unit went back): the
      // key is given back for a retry.
      if (!answered) await db.delete(idempotencyKeys).where(and(thisKey, isNull(idempotencyKeys.status)));
    }
  };
}
