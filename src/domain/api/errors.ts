import { z } from "zod";

/**
 * Every error code the API answers with, as `{ error: { code, message, fields? } }`. A closed list: the web acts on
 * these codes (never on bare statuses), and each route declares which of them it may answer (server/http/openapi.ts).
 */
export const API_ERROR_CODES = [
  // Any route
  "bad_request",
  "invalid_json",
  "invalid_input",
  "invalid_text",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "cross_site_request",
  "database_unavailable",
  "internal_error",
  // Who is asking
  "unauthorized",
  "account_not_active",
  "forbidden",
  "reauthentication_required",
  "current_password_required",
  "invalid_password",
  "current_session",
  // Teams
  "team_access_lost",
  "team_owner",
  // Generation
  "allowance_exhausted",
  "generation_failed",
  // Library
  "saved_prompts_limit",
  "saved_prompts_cap",
  "name_taken",
  "missing_variables",
  // Billing
  "already_on_plan",
  "already_free",
  "no_paid_plan",
  "no_provider_subscription",
  "checkout_already_paid",
  "invalid_checkout",
  "invalid_transaction",
  "contact_sales",
  "provider_unavailable",
  "invalid_signature",
  // Admin
  "own_status",
  "own_admin_flag",
  // Mail
  "mail_failed",
  // API keys
  "api_key_limit",
  "insufficient_scope",
  "invalid_idempotency_key",
  "idempotency_key_in_use",
  "idempotency_key_reused",
  // Webhooks
  "webhook_limit",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The codes of better-auth's own routes (/api/auth/*) that the web tells apart; any other refusal of theirs arrives
 * as `auth_error` with better-auth's message, or as `unauthorized` (no session) or `rate_limited` like our own
 * routes' (server/auth/routes.ts).
 */
export const AUTH_ERROR_CODES = [
  "INVALID_EMAIL_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "ACCOUNT_NOT_ACTIVE",
  "PASSWORD_TOO_SHORT",
  "INVALID_PASSWORD",
  "INVALID_TOKEN",
  "INVALID_CODE",
  "INVALID_BACKUP_CODE",
  "INVALID_TWO_FACTOR_COOKIE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "auth_error",
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Field name -> messages, for forms to show beside their inputs. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The body of every error answer, with the codes a route may give. */
export function errorBodySchema<const C extends readonly [ApiErrorCode, ...ApiErrorCode[]]>(codes: C) {
  return z.object({ error: z.object({ code: z.enum(codes), message: z.string(), fields: fieldErrorsSchema.optional() }) });
}

export interface ErrorBody {
  error: { code: ApiErrorCode | AuthErrorCode; message: string; fields?: FieldErrors };
}

/**
 * An error answer of the public API (/api/v1) as RFC 9457 problem details (`application/problem+json`): `type`
 * names the problem by its code, `title` is the same for every occurrence of it, `detail` is the message, and `code`
 * and `fields` are those of the app's error shape.
 */
export function problemSchema<const C extends readonly [ApiErrorCode, ...ApiErrorCode[]]>(codes: C) {
  return z.object({
    type: z.string().meta({ description: "`urn:promptsmith:problem:<code>`: the problem's identity." }),
    title: z.string().meta({ description: "The problem's name, the same for every answer with this code." }),
    status: z.number().int(),
    detail: z.string().meta({ description: "What went wrong this time, in words for people." }),
    code: z.enum(codes),
    fields: fieldErrorsSchema.optional(),
  });
}

/** `rate_limited` -> "Rate limited". */
export const problemTitle = (code: string) => `${code.charAt(0).toUpperCase()}${code.slice(1).replace(/_/g, " ")}`;

export const problemType = (code: string) => `urn:promptsmith:problem:${code}`;
