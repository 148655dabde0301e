import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema-messages";
import type { MailContent } from "./templates";

export interface Mailer {
  /** True once the message is delivered (or kept in the development outbox); false when SMTP refused it. */
  send(to: string, content: MailContent): Promise<boolean>;
}

/**
 * Every message is written to the outbox first. With SMTP_URL it is then sent and marked sent or failed;
 * without it, the outbox is the delivery: the message is printed to the log and readable at /dev/mailbox.
 */
export function createMailer(deps: { db: Db; config: Config; logger: Logger }): Mailer {
  const { db, config, logger } = deps;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  return {
    async send(to, content) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: to, subject: content.subject, textBody: content.text, htmlBody: content.html })
        .returning({ id: mailOutbox.id });
      if (!row) return false;
      if (!transport) {
        logger.info({ mail: { to, subject: content.subject, body: content.text } }, "mail written to the outbox");
        await db.update(mailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return true;
      }
      try {
        await transport.sendMail({ from: config.mailFrom, to, ...content });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: 1 })
          .where(eq(mailOutbox.id, row.id));
        return true;
      } catch (error) {
        logger.error({ err: error, to }, "mail could not be sent");
        await db
          .update(mailOutbox)
          .set({ status: "failed", attempts: 1, lastError: String(error) })
          .where(eq(mailOutbox.id, row.id));
        return false;
      }
    },
  };
}
