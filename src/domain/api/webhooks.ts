import { z } from "zod";

/**
 * Webhooks of a workspace (the personal one, or a team's): where its events are sent, signed (docs/api.md,
 * decision 0044). The web's forms and the server validate with the same schemas.
 */

export const WEBHOOK_EVENTS = ["prompt.created", "prompt.updated", "prompt.deleted", "prompt.label_moved", "generation.completed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "prompt.created": "A prompt is saved (also a copy, an import, or an undone deletion)",
  "prompt.updated": "A prompt is edited",
  "prompt.deleted": "A prompt is deleted",
  "prompt.label_moved": "A label moves to another version",
  "generation.completed": "A generation completes",
};

/** A workspace keeps at most this many endpoints: enough for an app and its staging copy, few enough to review. */
export const WEBHOOK_ENDPOINTS_MAX = 5;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 100;
/** How many deliveries the log shows per endpoint, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

export const WEBHOOK_MESSAGES = {
  urlMissing: "Enter the address that receives the events",
  urlInvalid: "Enter an http:// or https:// address, such as https://example.com/hooks",
  urlTooLong: `The address can have at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: "Leave user names and passwords out of the address",
  httpsRequired: "Use an https:// address.",
  descriptionTooLong: `The description can have at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  eventsMissing: "Choose at least one event",
  tooMany: `A workspace can have at most ${WEBHOOK_ENDPOINTS_MAX} webhooks. Delete one it no longer needs first.`,
  editorsOnly: "Only owners and editors can manage this team's webhooks.",
} as const;

const isWebUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const urlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlMissing })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlMissing)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .refine(isWebUrl, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => !isWebUrl(value) || (!new URL(value).username && !new URL(value).password), WEBHOOK_MESSAGES.urlCredentials);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS), { error: WEBHOOK_MESSAGES.eventsMissing })
  .min(1, WEBHOOK_MESSAGES.eventsMissing)
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong);

/** POST …/webhooks. */
export const webhookCreateSchema = z.object({
  url: urlSchema,
  description: descriptionSchema.default(""),
  events: eventsSchema,
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PATCH …/webhooks/{id}: any of the fields, at least one (an empty body would change nothing, nor default anything). */
export const webhookUpdateSchema = z
  .object({ url: urlSchema.optional(), description: descriptionSchema.optional(), events: eventsSchema.optional() })
  .refine((v) => v.url !== undefined || v.description !== undefined || v.events !== undefined, { message: "Nothing to update" });
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

/** An endpoint as the list shows it: never its secret. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The secret's first characters, to tell which one a receiver holds. */
  secretPrefix: z.string(),
  /** Until then deliveries are signed with the secret a rotation replaced as well. */
  previousSecretExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ items: z.array(webhookSchema), limit: z.int() });

/** The answer to a creation or a rotation: the signing secret, this once. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** One try at a delivery: the receiver's status code, or why there was none. */
export const webhookAttemptSchema = z.object({
  at: z.iso.datetime(),
  statusCode: z.int().nullable(),
  error: z.string().nullable(),
  durationMs: z.int(),
});

/** A delivery of one event to the endpoint, with every attempt; `failed` once retries are over. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  messageId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** When the event happened (a redelivery keeps it). */
  occurredAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });
