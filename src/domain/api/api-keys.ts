import { z } from "zod";

/** A user keeps at most this many keys at once: enough for every tool, few enough to review. */
export const API_KEYS_MAX = 20;
export const API_KEY_NAME_MAX = 100;
/** The longest expiry a key can be given; without one it lasts until revoked. */
export const API_KEY_EXPIRY_DAYS_MAX = 365;

/**
 * What a key may do, narrowest first: each scope allows what the ones before it allow
 * (docs/decisions/0043-idempotency-and-key-scopes.md).
 */
export const API_KEY_SCOPES = ["read", "generate", "full"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Each scope's name on screen and what it lets a key do, for the form, the list and the API document. */
export const API_KEY_SCOPE_TEXTS: Record<ApiKeyScope, { label: string; description: string }> = {
  read: { label: "Read only", description: "Reads your library, history and allowance; changes nothing and spends nothing." },
  generate: { label: "Generate", description: "Reads, and generates or improves prompts (spending your allowance); changes nothing in your library." },
  full: { label: "Full access", description: "Everything the API offers: reads, generates, and creates, changes or deletes items in your library." },
};

/** The scopes that may call an operation needing `needed`: that one and every wider one. */
export const scopesAllowing = (needed: ApiKeyScope) => API_KEY_SCOPES.slice(API_KEY_SCOPES.indexOf(needed));

/** Whether a key of scope `held` may call an operation that needs `needed`. */
export const scopeAllows = (held: ApiKeyScope, needed: ApiKeyScope) => scopesAllowing(needed).includes(held);

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES).meta({
  description: API_KEY_SCOPES.map((scope) => `\`${scope}\`: ${API_KEY_SCOPE_TEXTS[scope].description}`).join(" "),
});

export const API_KEY_MESSAGES = {
  nameMissing: "Please enter a name for the key",
  nameTooLong: `The name can have at most ${API_KEY_NAME_MAX} characters`,
  expiry: `Choose an expiry between 1 and ${API_KEY_EXPIRY_DAYS_MAX} days, or none`,
  tooMany: `You can have at most ${API_KEYS_MAX} API keys. Revoke one you no longer use first.`,
  invalidKey: "A valid API key is required: send it as 'Authorization: Bearer <key>'.",
  scope: "Choose what the key may do",
} as const;

/** The refusal of an operation the key's scope does not cover, naming the scopes that would. */
export const insufficientScopeMessage = (held: ApiKeyScope, needed: ApiKeyScope) =>
  `This key's scope is '${held}'; this operation needs ${scopesAllowing(needed)
    .map((scope) => `'${scope}'`)
    .join(" or ")}.`;

/** POST /api/api-keys. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameMissing })
    .trim()
    .min(1, API_KEY_MESSAGES.nameMissing)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  expiresInDays: z.int({ error: API_KEY_MESSAGES.expiry }).min(1, API_KEY_MESSAGES.expiry).max(API_KEY_EXPIRY_DAYS_MAX, API_KEY_MESSAGES.expiry).nullish(),
  /** Without one, a key can do everything, as every key could before scopes. */
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scope }).default("full"),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** A key as the list shows it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to recognise it. */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the key, this once, with its listing. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
