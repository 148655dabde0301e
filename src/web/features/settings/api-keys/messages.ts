import { ApiError } from "@/web/lib/api-client";

/** Our texts for personal API keys (the spec has none). */
export const API_KEY_TEXTS = {
  loadFailed: "Could not load your API keys.",
  none: "You have no API keys yet.",
  created: "API key created",
  createFailed: "Failed to create the API key",
  revoked: "API key revoked",
  revokeFailed: "Failed to revoke the API key",
  shownOnce: "Copy this key now: you will not be able to see it again.",
  copied: "API key copied",
  copyFailed: "Could not copy. Select the key and copy it yourself.",
} as const;

/** The server's words for a refusal it explains (a bad name, too many keys), else ours. */
export function apiKeyFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const field = Object.values(error.fields)[0]?.[0];
  if (field) return field;
  if (error.code === "api_key_limit" || error.code === "rate_limited" || error.code === "network_error") return error.message;
  return fallback;
}
