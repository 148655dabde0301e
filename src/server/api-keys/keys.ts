import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { API_KEY_MESSAGES, API_KEYS_MAX, type ApiKey, type ApiKeyCreate, type CreatedApiKey } from "@/domain/api/api-keys";
import { recordActivity } from "../auth/activity";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { HttpError, notFound, requireUuid } from "../http/errors";
import { apiKeys, users } from "../db/schema";

/** Every key starts so, for secret scanners and for people to recognise one. */
const KEY_START = "ps_";
/** How much of the key the list shows. */
const PREFIX_LENGTH = 10;
/** last_used_at is written at most this often per key: a busy key costs no extra write per request. */
const LAST_USED_PRECISION_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

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
    scope: row.scope,
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
            scope: input.scope,
            createdAt: now,
            expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
          })
          .returning();
        await recordActivity(tx, {
          userId,
          type: "api_key_created",
          ...client,
          metadata: { keyId: created!.id, name: created!.name, prefix: created!.prefix, scope: created!.scope },
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

    /** The key's id, scope and user, for a key that exists and has not expired; null otherwise. */
    async authenticate(key: string) {
      const now = clock.now();
      const [found] = await db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.hash, hashOf(key)));
      if (!found || (found.key.expiresAt && found.key.expiresAt <= now)) return null;
      if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
        await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, found.key.id));
      }
      return { keyId: found.key.id, scope: found.key.scope, user: found.user };
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
