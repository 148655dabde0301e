import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "@/server/db/schema-messages";
import type { TestApp } from "./test-app";

let nextIp = 1;
/** A fresh client address, so each simulated visitor has its own rate-limit bucket. */
export function newClientIp(): string {
  const n = nextIp++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Client {
  ip: string;
  cookie: string;
}

/** Sends a request the way a browser on the app's origin would, carrying the client's cookie. */
export async function call(
  t: TestApp,
  client: Client,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: t.config.appUrl, ...init.headers };
  if (client.cookie) headers.cookie = client.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const res = await t.app.request(
    path,
    { method: init.method ?? (init.json === undefined ? "GET" : "POST"), headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) },
    { incoming: { socket: { remoteAddress: client.ip } } },
  );
  const setCookies = res.headers.getSetCookie();
  if (setCookies.length) client.cookie = mergeCookies(client.cookie, setCookies);
  return res;
}

function mergeCookies(current: string, setCookies: string[]): string {
  const jar = new Map(current.split("; ").filter(Boolean).map((kv) => [kv.split("=")[0]!, kv] as const));
  for (const header of setCookies) {
    const pair = header.split(";")[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value === "" || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export function newClient(): Client {
  return { ip: newClientIp(), cookie: "" };
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

/** The newest e-mail sent to an address, and the first link in it. */
export async function latestMail(t: TestApp, to: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.textBody.match(/https?:\/\/\S+/)?.[0];
  return { ...mail, link };
}

/** Follows an e-mailed link against the in-process app (path and query only). */
export function openLink(t: TestApp, client: Client, link: string) {
  const url = new URL(link);
  return call(t, client, url.pathname + url.search);
}

export const PASSWORD = "correct horse battery";

/** Signs up, confirms the e-mail through the mailed link, and signs in: a ready, signed-in client. */
export async function signedInUser(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const client = newClient();
  const signUp = await call(t, client, "/api/auth/sign-up/email", { json: { email, password, name: "" } });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mail = await latestMail(t, email);
  await openLink(t, client, mail.link!);
  const signIn = await call(t, client, "/api/auth/sign-in/email", { json: { email, password } });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const me = (await (await call(t, client, "/api/account")).json()) as { id: string };
  return { client, email, password, id: me.id };
}
