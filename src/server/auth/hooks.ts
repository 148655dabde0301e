import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { userFieldsSchema } from "@/domain/users";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { invalidInput } from "../http/body";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";
import { teamRoleRefusal } from "../teams/team-plugin";
import { MEMBERSHIP_ACTIVITY_PATHS, type MembershipBefore, membershipActivityBefore, recordMembershipActivity } from "../teams/activity";
import { confirmOwner, type Refusal } from "./reauth";
import {
  clearPasswordAttempts,
  consumeInboxMail,
  consumePasswordAttempt,
  normalizedEmail,
  tooManyAttempts,
} from "./throttles";

/** The endpoints that take a user's name, address or picture: one set of limits for all of them. */
const USER_FIELD_PATHS = new Set(["/sign-up/email", "/update-user", "/change-email"]);

/**
 * The endpoints that check a signed-in user's password (or a code standing for it): each counts towards the
 * account's cool-down, as sign-in does, so a stolen session cannot guess the password through any of them.
 */
const PASSWORD_CHECK_PATHS = new Set([
  "/change-password",
  "/verify-password",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
]);

/** The endpoints that send mail, and the body field that names the inbox they send to. */
const MAIL_TARGETS: Record<string, string> = {
  "/sign-up/email": "email",
  "/request-password-reset": "email",
  "/send-verification-email": "email",
  "/change-email": "newEmail",
};

export const SECURITY_NOTICES = {
  passwordChanged: "The password of your Promptsmith account was just changed. Every other device has been signed out.",
  emailChanged: (to: string) => `The e-mail address of your Promptsmith account was just changed to ${to}.`,
};

function refuse(refusal: Refusal): never {
  const headers: Record<string, string> = refusal.retryAfter ? { "X-Retry-After": String(refusal.retryAfter) } : {};
  throw new APIError(refusal.status, { code: refusal.code, message: refusal.message }, headers);
}

function refuseTooMany(retryAfter: number | null): never {
  const seconds = retryAfter ?? 60;
  refuse({ status: 429, code: "rate_limited", message: tooManyAttempts(seconds), retryAfter: seconds });
}

/**
 * Our rules around better-auth's own endpoints: field limits, per-account and per-inbox throttles, the
 * current password before an e-mail change, every other session ended by a password change, a notice mailed
 * when the password changes, and the team activity log's rows for membership changes (teams/activity.ts).
 * The per-address limits run before these (better-auth's rate limiter).
 */
export function authHooks({ db, mailer, clock }: { db: Db; mailer: Mailer; clock: Clock }) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
    let checked: Record<string, unknown> = {};
    if (USER_FIELD_PATHS.has(ctx.path)) {
      const parsed = userFieldsSchema.safeParse({ name: body.name, email: body.email, newEmail: body.newEmail, image: body.image });
      if (!parsed.success) {
        const error = invalidInput(parsed.error);
        throw new APIError("BAD_REQUEST", { code: error.code, message: error.message, fields: error.fields });
      }
      // Stored as checked: without the spaces around them.
      checked = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
    }

    if (ctx.path === "/sign-in/email") {
      const email = normalizedEmail(body.email);
      const attempt = email && (await consumePasswordAttempt(db, email, clock.now()));
      if (attempt && !attempt.allowed) refuseTooMany(attempt.retryAfter);
    }

    teamRoleRefusal(ctx.path, body);

    if (PASSWORD_CHECK_PATHS.has(ctx.path) || ctx.path === "/change-email") {
      const session = await getSessionFromCtx(ctx);
      // Signed out: the endpoint answers 401 itself, and no one's counts move.
      if (!session) return;
      if (ctx.path === "/change-email") {
        const refusal = await confirmOwner(
          db,
          {
            userId: session.user.id,
            email: session.user.email,
            sessionCreatedAt: new Date(session.session.createdAt),
            currentPassword: body.currentPassword,
          },
          clock.now(),
        );
        if (refusal) refuse(refusal);
      }
      if (PASSWORD_CHECK_PATHS.has(ctx.path)) {
        const attempt = await consumePasswordAttempt(db, session.user.email.toLowerCase(), clock.now());
        if (!attempt.allowed) refuseTooMany(attempt.retryAfter);
      }
      // Whatever the client asks, a new password signs every other device out.
      if (ctx.path === "/change-password") checked.revokeOtherSessions = true;
    }

    const inboxField = MAIL_TARGETS[ctx.path];
    const inbox = inboxField && normalizedEmail(checked[inboxField] ?? body[inboxField]);
    if (inbox) {
      const mail = await consumeInboxMail(db, ctx.path, inbox, clock.now());
      if (!mail.allowed) refuseTooMany(mail.retryAfter);
    }

    // What the team activity row needs from before the change; the endpoint's context carries it to `after`.
    const membership = await membershipActivityBefore(db, ctx.path, body);
    if (membership) return { context: membership };

    if (Object.keys(checked).length > 0) return { context: { body: { ...body, ...checked } } };
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (returned === undefined || isAPIError(returned) || returned instanceof Response) return;
    if (ctx.path === "/sign-in/email") {
      const email = normalizedEmail((ctx.body as { email?: unknown } | undefined)?.email);
      if (email) await clearPasswordAttempts(db, email);
    }
    if (PASSWORD_CHECK_PATHS.has(ctx.path)) {
      // The right password ends the run of failures before it.
      const session = await getSessionFromCtx(ctx);
      if (session) await clearPasswordAttempts(db, session.user.email.toLowerCase());
    }
    if (ctx.path === "/change-password") {
      const { email } = (returned as { user: { email: string } }).user;
      await mailer.send(email, mailTemplates.securityNotice(SECURITY_NOTICES.passwordChanged));
    }
    if (MEMBERSHIP_ACTIVITY_PATHS.has(ctx.path)) {
      const session = await getSessionFromCtx(ctx);
      const before = ctx as unknown as MembershipBefore;
      if (session) await recordMembershipActivity(db, { path: ctx.path, returned, before }, session.user.id);
    }
  });

  return { before, after };
}

/**
 * The address an account had before a confirmed e-mail change, when `endpoint` is the confirmation link:
 * its token (already verified by better-auth when the user row changes) names the old address and the new.
 */
export function emailChangedFrom(endpoint: { path?: string; query?: unknown } | null | undefined, newEmail: string) {
  const token = (endpoint?.query as { token?: unknown } | undefined)?.token;
  if (endpoint?.path !== "/verify-email" || typeof token !== "string") return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      email?: unknown;
      updateTo?: unknown;
    };
    const changed = typeof payload.email === "string" && payload.updateTo === newEmail && payload.email !== newEmail;
    return changed ? (payload.email as string) : null;
  } catch {
    return null;
  }
}
