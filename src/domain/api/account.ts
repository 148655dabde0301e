import { z } from "zod";
import { TEAM_ROLES } from "../teams";
import { ACCOUNT_STATUSES } from "../users";

/** The signed-in user's profile, as GET /api/account and GET /api/session answer it. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The name to show: name, else the e-mail's local part, else 'User' (domain/users displayName). */
  displayName: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Who is signed in: signed out (or no longer active) is `{ user: null }`, an ordinary answer. */
export const sessionSchema = z.object({
  user: profileSchema.nullable(),
  /** The team workspace the session acts in, with the user's role; null (or absent) is the personal workspace. */
  team: z.object({ id: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) }).nullable().optional(),
});
export type SessionAnswer = z.infer<typeof sessionSchema>;

/** Deleting the account: the current password, unless the account has none (server/auth/reauth.ts). */
export const deleteAccountSchema = z.object({ currentPassword: z.string().optional() });

/** GET /api/health. */
export const healthSchema = z.object({ status: z.literal("ok") });
