import type { Locator, Page } from "playwright-core";
import { PASSWORD } from "./users";

/**
 * Creates a confirmed account through the API from inside the browser context (so the session cookie
 * lands in the browser), reading the confirmation link from the development mailbox.
 */
export async function signUpInBrowser(page: Page, baseUrl: string, email: string, password = PASSWORD) {
  const headers = { origin: baseUrl, "content-type": "application/json" };
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers,
    data: { email, password, name: "" },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const link = await mailboxLink(page, baseUrl, email);
  await page.request.get(link, { maxRedirects: 0 });
  const signIn = await page.request.post(`${baseUrl}/api/auth/sign-in/email`, { headers, data: { email, password } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
}

/** The first link of the newest message to `to` in the development mailbox API. */
export async function mailboxLink(page: Page, baseUrl: string, to: string, subject?: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await page.request.get(`${baseUrl}/api/dev/mailbox`);
    const { messages } = (await res.json()) as { messages: { to: string; subject: string; text: string }[] };
    const mail = messages.find((m) => m.to === to && (!subject || subject.test(m.subject)));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await page.waitForTimeout(100);
  }
  throw new Error(`no mail to ${to}`);
}

/** Picks the option labelled `option` in the native select labelled `label`. */
export async function choose(scope: Page | Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

/** The text the native select labelled `label` shows: the chosen option's label, or the placeholder. */
export function shownOption(scope: Page | Locator, label: string): Promise<string> {
  return scope
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? "");
}
