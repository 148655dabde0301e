import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { CONTACT_MESSAGES, contactMessageSchema, tooManyContactMessages } from "@/domain/contact";
import type { Auth } from "../auth/auth";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema";
import { readJson } from "../http/body";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { consumeRateLimit, type RateRule } from "../http/rate-limit";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";
import { storeContactMessage } from "./messages";

/** Messages from one client address: enough for a follow-up or two, too few to flood the team's inbox. */
export const CONTACT_PER_ADDRESS: RateRule = { window: 60 * 60, max: 5 };
/** Messages signed with one e-mail address, from any client address. */
export const CONTACT_PER_SENDER: RateRule = { window: 60 * 60, max: 3 };

/**
 * POST /api/contact: public. A message is stored, then mailed to the support address; the sender is told it
 * was sent only once the mail went out. A message whose mail failed is not kept, so a retry does not
 * leave the team a duplicate.
 */
export function contactRoutes(deps: { db: Db; auth: Auth; mailer: Mailer; config: Config; clock: Clock }) {
  const { db, auth, mailer, config, clock } = deps;
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await readJson(c, contactMessageSchema);
    for (const [key, rule] of [
      [`contact:address:${clientIp(c)}`, CONTACT_PER_ADDRESS],
      [`contact:sender:${input.email.toLowerCase()}`, CONTACT_PER_SENDER],
    ] as const) {
      const decision = await consumeRateLimit(db, key, rule, clock.now());
      if (!decision.allowed) {
        c.header("Retry-After", String(decision.retryAfter));
        throw new HttpError(429, "rate_limited", tooManyContactMessages(decision.retryAfter!));
      }
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true } });
    const senderId = session?.user.accountStatus === "active" ? session.user.id : null;
    const stored = await storeContactMessage(db, input, senderId);
    const delivered = await mailer.send(config.supportEmail, mailTemplates.contactMessage(stored));
    if (!delivered) {
      await db.delete(contactMessages).where(eq(contactMessages.id, stored.id));
      throw new HttpError(502, "mail_failed", CONTACT_MESSAGES.sendFailed);
    }
    return c.json({ message: CONTACT_MESSAGES.sent }, 201);
  });
}
