import { verify } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import type { ApiErrorCode } from "@/domain/api/errors";
import { REAUTHENTICATION_REQUIRED } from "@/domain/users";
import type { Db } from "../db/client";
import { accounts } from "../db/schema";
import { clearPasswordAttempts, consumePasswordAttempt, PASSWORD_ATTEMPTS, tooManyAttempts } from "./throttles";

/** How recent a sign-in confirms a sensitive change for an account that has no password (Google only). */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export const REAUTH_MESSAGES = {
  passwordMissing: "Please enter your current password to confirm this change.",
  passwordWrong: "Your current password is not correct.",
  signInAgain: "For your security, please sign in again, then make this change within 10 minutes.",
} as const;

/** Why a sensitive change was refused, for the caller to answer in its own error type. */
export interface Refusal {
  status: 400 | 403 | 429;
  code: ApiErrorCode;
  message: string;
  /** Seconds, on 429. */
  retryAfter?: number;
}

/**
 * Confirms that whoever holds this session is the account's owner before the e-mail changes or the account
 * is deleted: the current password when the account has one (counted like a sign-in, so a stolen session
 * cannot guess it), otherwise a sign-in in the last 10 minutes. Null when confirmed. Attempts are counted at
 * `now`, the app's Clock; the sign-in's age is read on the wall clock, the one better-auth dates sessions by.
 */
export async function confirmOwner(
  db: Db,
  owner: { userId: string; email: string; sessionCreatedAt: Date; currentPassword: unknown },
  now: Date,
): Promise<Refusal | null> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, owner.userId), eq(accounts.providerId, "credential")));
  if (!credential?.hash) {
    if (Date.now() - owner.sessionCreatedAt.getTime() < FRESH_SIGN_IN_MS) return null;
    return { status: 403, code: REAUTHENTICATION_REQUIRED, message: REAUTH_MESSAGES.signInAgain };
  }
  if (typeof owner.currentPassword !== "string" || owner.currentPassword === "") {
    return { status: 400, code: "current_password_required", message: REAUTH_MESSAGES.passwordMissing };
  }
  const email = owner.email.toLowerCase();
  const attempt = await consumePasswordAttempt(db, email, now);
  if (!attempt.allowed) {
    const retryAfter = attempt.retryAfter ?? PASSWORD_ATTEMPTS.window;
    return { status: 429, code: "rate_limited", message: tooManyAttempts(retryAfter), retryAfter };
  }
  if (!(await verify(credential.hash, owner.currentPassword))) {
    return { status: 403, code: "invalid_password", message: REAUTH_MESSAGES.passwordWrong };
  }
  await clearPasswordAttempts(db, email);
  return null;
}
