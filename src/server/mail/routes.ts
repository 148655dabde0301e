import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema-messages";
import type { AppEnv } from "../http/context";

const MAILBOX_SIZE = 50;

function latest(db: Db) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(MAILBOX_SIZE);
}

/** The development mailbox: mounted only when no SMTP server is configured. */
export function mailboxApiRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const messages = await latest(db);
    return c.json({
      messages: messages.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.textBody,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });
}

/** A plain server-rendered page (no scripts) listing the outbox, newest first, with clickable links. */
export function mailboxPageRoutes(db: Db) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const messages = await latest(db);
    c.header("Cache-Control", "no-store");
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Mailbox · Promptsmith (development)</title>
          <style>
            body { font: 16px/1.5 system-ui, sans-serif; max-width: 760px; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
            article { border: 1px solid #e5e7eb; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0; }
            h2 { font-size: 1.05rem; margin: 0 0 .25rem; }
            .meta { color: #4b5563; font-size: .875rem; }
            a { color: #4338ca; }
          </style>
        </head>
        <body>
          <main>
            <h1>Development mailbox</h1>
            <p class="meta">E-mails the app would send. No SMTP server is configured, so they are kept here.</p>
            ${messages.length === 0 ? html`<p>No messages yet.</p>` : ""}
            ${messages.map(
              (m) => html`<article>
                <h2>${m.subject}</h2>
                <p class="meta">To ${m.toAddress} · ${m.createdAt.toISOString()}</p>
                <div>${raw(m.htmlBody)}</div>
              </article>`,
            )}
          </main>
        </body>
      </html>`);
  });
}
