import type { AccountStatus } from "@/domain/users";

/** The signed-in user's profile, as GET /api/account answers it. */
export interface Profile {
  id: string;
  email: string;
  name: string;
  /** The name to show: name, else the e-mail's local part, else 'User' (domain/users displayName). */
  displayName: string;
  emailVerified: boolean;
  isAdmin: boolean;
  accountStatus: AccountStatus;
  createdAt: string;
}
