import { createHmac } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { twoFactor } from "better-auth/plugins";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { twoFactors } from "../db/schema";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";

export const TWO_FACTOR_ISSUER = "Promptsmith";

export const TWO_FACTOR_NOTICES = {
  enabled: "Two-factor sign-in was turned on for your Promptsmith account. From now on, signing in asks for a code from your authenticator app.",
  disabled: "Two-factor sign-in was turned off for your Promptsmith account. Signing in now needs only your password.",
};

/**
 * Tells the owner by e-mail when two-factor sign-in is turned on or off. better-auth changes the user's
 * `twoFactorEnabled` in exactly two places: confirming the first authenticator code (verify-totp while
 * signed in) and disabling; the update hook knows which endpoint it runs under.
 */
function twoFactorNotices(mailer: Mailer): BetterAuthPlugin {
  return {
    id: "two-factor-notices",
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            update: {
              after: async (user, ctx) => {
                const wasEnabled = ctx?.context.session?.user.twoFactorEnabled === true;
                if (ctx?.path === "/two-factor/verify-totp" && user.twoFactorEnabled === true && !wasEnabled) {
                  await mailer.send(user.email, mailTemplates.securityNotice(TWO_FACTOR_NOTICES.enabled));
                }
                if (ctx?.path === "/two-factor/disable" && wasEnabled) {
                  await mailer.send(user.email, mailTemplates.securityNotice(TWO_FACTOR_NOTICES.disabled));
                }
              },
            },
          },
        },
      },
    }),
  };
}

const TOTP_PERIOD_MS = 30_000;

/** The 6-digit code of one 30-second step (RFC 4226 over the secret's UTF-8 bytes, as better-auth computes it). */
function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * Each authenticator code signs in once. better-auth accepts the codes of the previous, current and next
 * 30-second step and keeps no record of use, so a code seen over a shoulder or in a phishing relay would work
 * again for up to a minute. Before its check, the step the code belongs to is claimed for the user in one
 * conditional update (concurrent requests with one code cannot both win); a step no later than the last claimed
 * is refused like a wrong code (RFC 6238, section 5.2). A code that matches no step is left to better-auth.
 */
function totpUsedOnce(db: Db): BetterAuthPlugin {
  return {
    id: "totp-used-once",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            // Signed in (confirming the setup) or half-way through a sign-in (the challenge cookie names the user).
            let userId = (await getSessionFromCtx(ctx))?.user.id;
            if (!userId) {
              const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
              userId = challenge ? (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value : undefined;
            }
            if (!userId) return;
            const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            // better-auth's own clock, the machine's, decides which steps it accepts.
            const now = Math.floor(Date.now() / TOTP_PERIOD_MS);
            const step = [now - 1, now, now + 1].find((candidate) => codeAt(secret, candidate) === code);
            if (step === undefined) return;
            const claimed = await db
              .update(twoFactors)
              .set({ lastUsedStep: step })
              .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step))))
              .returning({ id: twoFactors.id });
            if (claimed.length === 0) throw new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });
          }),
        },
      ],
    },
  };
}

/**
 * Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. Codes by e-mail are not
 * offered (no `otpOptions`): a mailbox is what a stolen password often opens too.
 */
export function twoFactorPlugins(mailer: Mailer, db: Db) {
  return [
    twoFactor({
      issuer: TWO_FACTOR_ISSUER,
      // Ten recovery codes, stored encrypted with the auth secret, each good for one sign-in.
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    }),
    twoFactorNotices(mailer),
    totpUsedOnce(db),
  ];
}
