import { hash, verify } from "@node-rs/argon2";
import { APIError, betterAuth } from "better-auth";
import { isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth, openAPI } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { accounts, sessions, twoFactors, users, verifications } from "../db/schema";
import { teamInvitations, teamMembers, teams } from "../db/schema-teams";
import type { Db } from "../db/client";
import type { AppDeps } from "../http/context";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { consumeRateLimit } from "../http/rate-limit";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";
import { recordActivity } from "./activity";
import { authHooks, emailChangedFrom, SECURITY_NOTICES } from "./hooks";
import { secretVersions } from "./secret";
import { twoFactorPlugins } from "./two-factor";
import { createFreeSubscription } from "../entitlements/subscriptions";
import { teamPlugin } from "../teams/team-plugin";

/** argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations. */
export const ARGON2 = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
export const GOOGLE_PROVIDER_ID = "google";
export const SESSION_COOKIE_PREFIX = "promptsmith";

/** Per-IP limits on the endpoints that send e-mail or check passwords. */
const RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 60 * 10, max: 5 },
  "/request-password-reset": { window: 60 * 10, max: 5 },
  "/send-verification-email": { window: 60 * 10, max: 5 },
  "/change-email": { window: 60 * 10, max: 5 },
};

/**
 * Whether a new session is a sign-in to record (activity log, last login). Not when better-auth renews the
 * current session after a security change (a password change; turning two-factor on or off, whose code steps
 * run without the sign-in challenge cookie), nor at the password step of an account with two-factor: the plugin
 * ends that session at once, and the sign-in is the code step that follows.
 */
async function isSignIn(db: Db, userId: string, endpoint: { path?: string; headers?: Headers } | null | undefined) {
  const path = endpoint?.path;
  if (path === "/change-password") return false;
  if (path?.startsWith("/two-factor/")) {
    return Boolean(endpoint?.headers?.get("cookie")?.includes(`${SESSION_COOKIE_PREFIX}.two_factor=`));
  }
  if (path !== "/sign-in/email") return true;
  const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return !user?.twoFactorEnabled;
}

export function createAuth(deps: AppDeps & { mailer: Mailer; secret: string }) {
  const { config, database, mailer } = deps;
  const db = database.db;
  const appUrl = config.appUrl;

  return betterAuth({
    appName: "Promptsmith",
    baseURL: `${appUrl}/api/auth`,
    secret: deps.secret,
    secrets: secretVersions(deps.secret, config.authSecretPrevious),
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        organization: teams,
        member: teamMembers,
        invitation: teamInvitations,
      },
    }),
    user: {
      // Never settable by sign-up or profile updates: only the server and admins change these.
      additionalFields: {
        isAdmin: { type: "boolean", input: false, defaultValue: false },
        accountStatus: { type: "string", input: false, defaultValue: "active" },
      },
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(user.email, mailTemplates.resetPassword(`${appUrl}/reset-password?token=${token}`));
      },
      // A sign-up with a known address answers like a new one; the owner is told by e-mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(user.email, mailTemplates.existingAccount(`${appUrl}/login`, `${appUrl}/forgot-password`));
      },
      onPasswordReset: async ({ user }) => {
        await mailer.send(user.email, mailTemplates.securityNotice(SECURITY_NOTICES.passwordChanged));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // better-auth also calls this for an e-mail change, addressed to the new address.
        const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
        const isChange = stored !== undefined && stored.email !== user.email;
        await mailer.send(user.email, isChange ? mailTemplates.changeEmail(url) : mailTemplates.confirmEmail(url));
      },
    },
    account: {
      // A Google account joins an existing user only through its subject id, never by matching e-mail.
      accountLinking: { enabled: false },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: RATE_LIMITS,
      customStorage: { consume: (key, rule) => consumeRateLimit(db, `auth:${key}`, rule, deps.clock.now()) },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.secureTransport,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Other sessions are listed and ended by id through /api/security, never by their tokens.
    // better-auth's routes are documented in /api/openapi.json (api-docs/routes.ts), not by endpoints of their own.
    // A team is created through POST /api/teams (its limits, auth.api underneath) and read through
    // GET /api/teams/current; the plugin's own ways to create, rename and list a team are not offered.
    disabledPaths: [
      "/list-sessions",
      "/revoke-session",
      "/open-api/generate-schema",
      "/reference",
      "/organization/create",
      "/organization/update",
      "/organization/list-members",
      "/organization/get-full-organization",
    ],
    plugins: [
      openAPI({ disableDefaultReference: true }),
      ...twoFactorPlugins(mailer, db),
      teamPlugin({ db, mailer, appUrl, clock: deps.clock }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  accessType: "offline",
                  prompt: "consent",
                },
              ],
            }),
          ]
        : []),
    ],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createFreeSubscription(db, user.id, deps.clock.now());
          },
        },
        update: {
          // The old address hears of an e-mail change: the owner, if someone else made it.
          after: async (user, endpoint) => {
            const from = emailChangedFrom(endpoint, user.email);
            if (from) await mailer.send(from, mailTemplates.securityNotice(SECURITY_NOTICES.emailChanged(user.email)));
          },
        },
      },
      session: {
        create: {
          // Inactive or suspended users get no session, whatever the sign-in method.
          before: async (session) => {
            const [user] = await db
              .select({ accountStatus: users.accountStatus })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user && user.accountStatus !== "active") {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_NOT_ACTIVE",
                message: `Your account is ${user.accountStatus}. Please contact support.`,
              });
            }
          },
          after: async (session, endpoint) => {
            if (!(await isSignIn(db, session.userId, endpoint))) return;
            await db.update(users).set({ lastLoginAt: deps.clock.now() }).where(eq(users.id, session.userId));
            await recordActivity(db, {
              userId: session.userId,
              type: "login",
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
              metadata: { source: "web_app" },
            });
          },
        },
      },
    },
    hooks: authHooks({ db, mailer, clock: deps.clock }),
    telemetry: { enabled: false },
    // better-auth's own messages go to our JSON log; its "user not found" notices are debug-level noise.
    logger: {
      level: "error",
      log: (level, message, ...args) => deps.logger[level]({ args }, `auth: ${message}`),
    },
    // A refusal (4xx) is an answer, not an error: only failures are logged, to our log.
    onAPIError: {
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) return;
        deps.logger.error({ err: error }, "auth: request failed");
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
