import type { Db } from "../db/client";
import { clearRateLimit, consumeRateLimit, type RateDecision, type RateRule } from "../http/rate-limit";

/**
 * Password checks per account, from any address: 5 in 15 minutes, then the account's sign-in waits for
 * the window to end, the right password included. Keyed by the address typed, known or not, so the answer
 * says nothing about which addresses have accounts.
 */
export const PASSWORD_ATTEMPTS: RateRule = { window: 15 * 60, max: 5 };

/** Mails of one kind (reset, confirmation, e-mail change, sign-up) to one inbox: 3 an hour. */
export const MAILS_PER_INBOX: RateRule = { window: 60 * 60, max: 3 };

/** What a client is told on 429, whichever limit it reached. */
export function tooManyAttempts(retryAfter: number): string {
  return `Too many attempts. Please wait ${retryAfter} seconds and try again.`;
}

/** The form an address is counted under: what better-auth looks accounts up by. */
export function normalizedEmail(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const email = value.trim().toLowerCase();
  return email || null;
}

/** Counts one password check against the account of `email`; refused once the account is cooling down. */
export function consumePasswordAttempt(db: Db, email: string, now: Date): Promise<RateDecision> {
  return consumeRateLimit(db, `password:${email}`, PASSWORD_ATTEMPTS, now);
}

/** A correct password ends the run of failures before it. */
export function clearPasswordAttempts(db: Db, email: string): Promise<void> {
  return clearRateLimit(db, `password:${email}`);
}

/** Counts one mail of `kind` to `email`'s inbox. */
export function consumeInboxMail(db: Db, kind: string, email: string, now: Date): Promise<RateDecision> {
  return consumeRateLimit(db, `inbox:${kind}:${email}`, MAILS_PER_INBOX, now);
}
