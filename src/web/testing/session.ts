/** A signed-in user for web unit tests, and the fake API's answers about the session. */
import type { Profile } from "@/web/features/auth";

export const PROFILE: Profile = {
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  displayName: "Ada Lovelace",
  emailVerified: true,
  isAdmin: false,
  accountStatus: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** Fake API routes for a signed-in session. */
export function signedIn(profile: Profile = PROFILE) {
  return {
    "GET /api/session": { body: { user: profile } },
  };
}

export const signedOut = { "GET /api/session": { body: { user: null } } };
