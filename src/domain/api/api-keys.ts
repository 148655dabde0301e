import { z } from "zod";

/** A user keeps at most this many keys at once: enough for every tool, few enough to review. */
export const API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 100;
/** The longest expiry a key can be given; without one it lasts until revoked. */
export const API_KEY_EXPIRY_DAYS_MAX = 365;

export const API_KEY_MESSAGES = {
  nameMissing: "Please enter a name for the key",
  nameTooLong: `The name can have at most ${API_KEY_NAME_MAX} characters`,
  expiry: `Choose an expiry between 1 and ${API_KEY_EXPIRY_DAYS_MAX} days, or none`,
  tooMany: `You can have at most ${API_KEYS_MAX} API keys. Revoke one you no longer use first.`,
  invalidKey: "A valid API key is required: send it as 'Authorization: Bearer <key>'.",
} as const;

/** POST /api/api-keys. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameMissing })
    .trim()
    .min(1, API_KEY_MESSAGES.nameMissing)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  expiresInDays: z.int({ error: API_KEY_MESSAGES.expiry }).min(1, API_KEY_MESSAGES.expiry).max(API_KEY_EXPIRY_DAYS_MAX, API_KEY_MESSAGES.expiry).nullish(),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as the list shows it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to recognise it. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the key, this once, with its listing. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
