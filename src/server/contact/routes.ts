import { eq } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { contactSentSchema } from "@/domain/api/contact";
import { CONTACT_MESSAGES, contactMessageSchema, tooManyContactMessages } from "@/domain/contact";
import type { Auth } from "../auth/auth";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { contactMessages } from "../db/schema-messages";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { HttpError } from "../http/errors";
import { declaredRoutes, json, jsonBody, publicRoute, refusal } from "../http/openapi";
import { consumeRateLimit, type RateRule } from "../http/rate-limit";
import type { Mailer } from "../mail/service";
import { mailTemplates } from "../mail/templates";
import { storeContactMessage } from "./messages";

/** Messages from one client address: enough for a follow-up or two, too few to flood the team's inbox. */
export const CONTACT_PER_ADDRESS: RateRule = { window: 60 * 60, max: 5 };
/** Messages signed with one e-mail address, from any client address. */
export const CONTACT_PER_SENDER: RateRule = { window: 60 * 60, max: 3 };

const sendMessage = publicRoute(
  createRoute({
    method: "post",
    path: "/",
    summary: "Send a message to the team",
    description:
      `Anyone may write; a signed-in sender's account is kept with the message. At most ${CONTACT_PER_ADDRESS.max} ` +
      `messages an hour from one client address, and ${CONTACT_PER_SENDER.max} signed with one e-mail address.`,
    request: { body: jsonBody(contactMessageSchema) },
    responses: {
      201: json(contactSentSchema, "The message was stored and mailed to the team."),
      429: refusal(["rate_limited"]),
      502: refusal(["mail_failed"]),
    },
  }),
);

/**
 * POST /api/contact: public. A message is stored, then mailed to the support address; the sender is told it
 * was sent only once the mail went out. A message whose mail failed is not kept, so a retry does not
 * leave the team a duplicate.
 */
export function contactRoutes(deps: { db: Db; auth: Auth; mailer: Mailer; config: Config; clock: Clock }) {
  const { db, auth, mailer, config, clock } = deps;
  return declaredRoutes<AppEnv>().openapi(sendMessage, async (c) => {
    const input = c.req.valid("json");
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
