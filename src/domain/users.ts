import { z } from "zod";

/** The name shown for a user: their name, else the part of the e-mail before the @, else 'User'. */
export function displayName(user: { name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const local = user.email?.split("@")[0]?.trim();
  return local || "User";
}

export const ACCOUNT_STATUSES = ["active", "inactive", "suspended"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The longest name a user can have, whichever way it is set. */
export const NAME_MAX_LENGTH = 100;
/** The longest e-mail address: what fits in an SMTP path (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest picture address (`image`): a URL, as Google gives one; never the picture itself. */
export const IMAGE_MAX_LENGTH = 2048;

export const USER_FIELD_MESSAGES = {
  nameMissing: "Please enter your name",
  nameTooLong: `Use at most ${NAME_MAX_LENGTH} characters`,
  emailTooLong: `Use at most ${EMAIL_MAX_LENGTH} characters`,
  imageTooLong: `Use at most ${IMAGE_MAX_LENGTH} characters`,
} as const;

/** A user's name wherever one is set (sign-up may leave it empty). */
export const userNameSchema = z.string().trim().max(NAME_MAX_LENGTH, USER_FIELD_MESSAGES.nameTooLong);
/** An e-mail address a user gives as theirs; its format is checked by whoever sends to it. */
export const userEmailSchema = z.string().trim().max(EMAIL_MAX_LENGTH, USER_FIELD_MESSAGES.emailTooLong);

/** The profile name form, in the browser and on the server. */
export const profileNameSchema = z.object({
  name: userNameSchema.min(1, USER_FIELD_MESSAGES.nameMissing),
});

/**
 * The user fields of the account endpoints (sign-up, update-user, change-email), each optional: one set of
 * limits, whichever path a name, an address or a picture arrives by.
 */
export const userFieldsSchema = z.object({
  name: userNameSchema.optional(),
  email: userEmailSchema.optional(),
  newEmail: userEmailSchema.optional(),
  image: z.string().trim().max(IMAGE_MAX_LENGTH, USER_FIELD_MESSAGES.imageTooLong).nullable().optional(),
});

/**
 * The error code of a sensitive change refused because the account has no password and its session is not
 * fresh: the user signs in again (with Google) and retries.
 */
export const REAUTHENTICATION_REQUIRED = "reauthentication_required" as const;
