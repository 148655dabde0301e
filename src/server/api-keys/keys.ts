import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { API_KEY_MESSAGES, API_KEYS_MAX, type ApiKey, type ApiKeyCreate, type CreatedApiKey } from "@/domain/api/api-keys";
import { recordActivity } from "../auth/activity";
import type { Clock } from "../clock";
import { type Db, preparedStatement } from "../db/client";
import { notFound, requireUuid } from "../db/list-queries";
import { apiKeys, users } from "../db/schema";
import { toSessionUser } from "../auth/guard";
import type { SessionUser } from "../http/context";
import { HttpError } from "../http/errors";
import { countRequests, rateDecision, type RateDecision, type RateRule } from "../http/rate-limit";

/** Every key starts so, for secret scanners and for people to recognise one. */
const KEY_START = "ps_";
/** How much of the key the list shows. */
const PREFIX_LENGTH = 10;
/** last_used_at is written at most this often per key: a busy key costs no extra write per request. */
const LAST_USED_PRECISION_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Per key: a tool in a loop is slowed down, a person's scripts never notice. */
export const API_KEY_RATE_LIMIT: RateRule = { window: 60, max: 120 };

type KeyUse = Omit<SessionUser, "isAdmin"> & { isAdmin: boolean; keyId: string; live: boolean; count: number | null; windowStart: string | null };

/**
 * `use`'s statement, written once: the key with its user, its last use noted, and the request counted against its rate
 * limit (`API_KEY_RATE_LIMIT`, part of the statement's text).
 */
const keyUse = preparedStatement<{ hash: string; now: string; nowMs: number }, KeyUse>("api_key_use", () => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  return sql`with found as (
      select ${apiKeys.id} as key_id, ${apiKeys.lastUsedAt} as last_used_at,
        (${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > ${now}) as live,
        ${users.id} as id, ${users.email} as email, ${users.name} as name, ${users.emailVerified} as email_verified,
        ${users.isAdmin} as is_admin, ${users.accountStatus} as account_status, ${users.createdAt} as created_at
      from ${apiKeys} inner join ${users} on ${users.id} = ${apiKeys.userId}
      where ${apiKeys.hash} = ${sql.placeholder("hash")}
    ),
    touched as (
      update ${apiKeys} set last_used_at = ${now} from found
      where ${apiKeys.id} = found.key_id and found.live
        and (found.last_used_at is null or found.last_used_at <= ${now} - make_interval(secs => ${LAST_USED_PRECISION_MS / 1000}))
    ),
    counted as (${countRequests(sql`select 'api-key:' || key_id from found where live and account_status = 'active'`, API_KEY_RATE_LIMIT, sql.placeholder("nowMs"))})
    select found.key_id as "keyId", found.live, found.id, found.email, found.name, found.email_verified as "emailVerified",
      found.is_admin as "isAdmin", found.account_status as "accountStatus", found.created_at as "createdAt",
      counted.count, counted."windowStart"
    from found left join counted on true`;
});

/**
 * The key carries 256 random bits, so a fast hash is enough: nobody can guess their way back from it, and every
 * request can look its key up by an index (docs/decisions/0014-personal-api-keys.md).
 */
export const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

function toApiKey(row: typeof apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

type Client = { ipAddress: string | null; userAgent: string | null };

export function apiKeysService(db: Db, clock: Clock) {
  return {
    async list(userId: string): Promise<ApiKey[]> {
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
      return rows.map(toApiKey);
    },

    async create(userId: string, input: ApiKeyCreate, client: Client): Promise<CreatedApiKey> {
      const now = clock.now();
      const key = `${KEY_START}${randomBytes(32).toString("base64url")}`;
      const row = await db.transaction(async (tx) => {
        // The user's row is locked so two creations at once are counted one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
        if ((held?.n ?? 0) >= API_KEYS_MAX) throw new HttpError(409, "api_key_limit", API_KEY_MESSAGES.tooMany);
        const [created] = await tx
          .insert(apiKeys)
          .values({
            userId,
            name: input.name,
            prefix: key.slice(0, PREFIX_LENGTH),
            hash: hashOf(key),
            createdAt: now,
            expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
          })
          .returning();
        await recordActivity(tx, {
          userId,
          type: "api_key_created",
          ...client,
          metadata: { keyId: created!.id, name: created!.name, prefix: created!.prefix },
        });
        return created!;
      });
      return { ...toApiKey(row), key };
    },

    async revoke(userId: string, id: string, client: Client): Promise<void> {
      requireUuid(id, "API key");
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId))).returning();
        if (!removed) throw notFound("API key");
        await recordActivity(tx, {
          userId,
          type: "api_key_revoked",
          ...client,
          metadata: { keyId: removed.id, name: removed.name, prefix: removed.prefix },
        });
      });
    },

    /**
     * A request with `key`: the key's id, its user and the request counted against its rate limit, for a key that exists
     * and has not expired (null otherwise). Only a live key of an active user is counted; its last use is noted at
     * most once a minute. One statement (`keyUse`).
     */
    async use(key: string): Promise<{ keyId: string; user: SessionUser; limit: RateDecision } | null> {
      const now = clock.now();
      const [found] = await keyUse(db, { hash: hashOf(key), now: now.toISOString(), nowMs: now.getTime() });
      if (!found?.live) return null;
      const { keyId, live: _live, count, windowStart, ...user } = found;
      return { keyId, user: toSessionUser(user), limit: rateDecision(API_KEY_RATE_LIMIT, now.getTime(), count === null ? undefined : { count, windowStart: windowStart! }) };
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
