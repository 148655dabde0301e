import { z } from "zod";

/** GET /api/security/two-factor: whether two-factor sign-in is on. */
export const twoFactorStateSchema = z.object({ enabled: z.boolean() });

/** One of the user's open sessions, named by id: the list never hands out tokens (a token is the session). */
export const sessionViewSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

/** GET /api/security/sessions: the open sessions, most recently used first. */
export const sessionsSchema = z.object({ sessions: z.array(sessionViewSchema) });
