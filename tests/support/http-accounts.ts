import { request } from "node:http";

/** One HTTP call from a chosen loopback address, so each simulated user has its own rate-limit bucket. */
function post(url: string, body: unknown, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; cookies: string[]; location?: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: body === undefined ? "GET" : "POST", localAddress, headers: { "content-type": "application/json", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cookies: res.headers["set-cookie"] ?? [], location: res.headers.location }),
        );
      },
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The confirmation link mailed to `email`, from the development mailbox. */
async function developmentMailboxLink(baseUrl: string, email: string): Promise<string | undefined> {
  const { messages } = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as { messages: { to: string; text: string }[] };
  return messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
}

/**
 * Signs up, confirms and signs in users over HTTP; returns their cookies. The confirmation link comes from the
 * development mailbox, or from `linkTo` (a server in production mode mails it: tests/support/smtp-sink.ts).
 */
export async function signedInCookies(
  baseUrl: string,
  count: number,
  prefix: string,
  linkTo: (email: string) => Promise<string | undefined> = (email) => developmentMailboxLink(baseUrl, email),
) {
  const users: { email: string; cookie: string }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}@bench.example`;
    const password = "benchmark password";
    const from = `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 2}`;
    const origin = { origin: baseUrl };
    await post(`${baseUrl}/api/auth/sign-up/email`, { email, password, name: "" }, from, origin);
    const link = await linkTo(email);
    if (!link) throw new Error(`no confirmation mail for ${email}`);
    await post(link, undefined, from);
    const signIn = await post(`${baseUrl}/api/auth/sign-in/email`, { email, password }, from, origin);
    if (signIn.status !== 200) throw new Error(`sign-in failed for ${email}: ${signIn.status}`);
    users.push({ email, cookie: signIn.cookies.map((c) => c.split(";")[0]).join("; ") });
  }
  return users;
}
