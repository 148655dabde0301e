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

/** The profile name form, in the browser and on the server. */
export const profileNameSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Use at most 100 characters"),
});
