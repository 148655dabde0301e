import type { BetterAuthPlugin } from "better-auth";
import { twoFactor } from "better-auth/plugins";
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

/**
 * Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes. Codes by e-mail are not
 * offered (no `otpOptions`): a mailbox is what a stolen password often opens too.
 */
export function twoFactorPlugins(mailer: Mailer) {
  return [
    twoFactor({
      issuer: TWO_FACTOR_ISSUER,
      // Ten recovery codes, stored encrypted with the auth secret, each good for one sign-in.
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    }),
    twoFactorNotices(mailer),
  ];
}
