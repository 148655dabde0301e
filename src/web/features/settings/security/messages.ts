import { ApiError } from "@/web/lib/api-client";

/** Our texts for two-factor sign-in and sessions (the spec has none). */
export const SECURITY_MESSAGES = {
  twoFactorLoadFailed: "Could not load your two-factor settings.",
  sessionsLoadFailed: "Could not load your sessions.",
  wrongPassword: "Incorrect password.",
  wrongCode: "That code is not right. Check your authenticator app and try again.",
  twoFactorEnabled: "Two-factor authentication is on",
  twoFactorDisabled: "Two-factor authentication is off",
  enableFailed: "Failed to turn on two-factor authentication",
  disableFailed: "Failed to turn off two-factor authentication",
  sessionEnded: "Signed out of that session",
  otherSessionsEnded: "Signed out of all other sessions",
  sessionEndFailed: "Failed to sign out of that session",
  otherSessionsEndFailed: "Failed to sign out of the other sessions",
  codesCopied: "Recovery codes copied",
  copyFailed: "Could not copy. Select the codes and copy them yourself.",
  connectionError: "Connection error. Please check your internet connection and try again.",
} as const;

/** What a failed security action says: a wrong password or code by name, rate limits in the server's words. */
export function securityFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === "INVALID_PASSWORD") return SECURITY_MESSAGES.wrongPassword;
  if (error.code === "INVALID_CODE") return SECURITY_MESSAGES.wrongCode;
  if (error.code === "rate_limited") return error.message;
  if (error.code === "network_error") return SECURITY_MESSAGES.connectionError;
  return fallback;
}
