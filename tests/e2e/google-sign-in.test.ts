import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchConsole } from "../support/browser";
import { signUpInBrowser, useJourney } from "../support/journey";
import { startOpenIdProvider } from "../support/openid-provider";

type Provider = Awaited<ReturnType<typeof startOpenIdProvider>>;

/** Every address the page navigates through, redirects included, in order. */
function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
  });
  return visited;
}

// Google sign-in through the buttons, against a local OpenID provider standing in for Google.
describe("journey: signing in with Google", () => {
  let provider: Provider;
  beforeAll(async () => {
    provider = await startOpenIdProvider();
  });
  afterAll(() => provider?.stop());
  const journey = useJourney({
    env: () => ({
      GOOGLE_CLIENT_ID: "promptsmith-test",
      GOOGLE_CLIENT_SECRET: "test-secret",
      GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
    }),
  });

  it("signs in from /login through the provider and /auth/callback, landing on /build-text", async () => {
    provider.next({ sub: "google-sub-journey", email: "grace@example.com", name: "Grace Hopper" });
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const consoleErrors = watchConsole(page);
    const visited = recordNavigations(page);

    await page.goto(journey.url("/login"));
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.waitForURL(journey.url("/build-text"));
    await page.getByText("Signed in successfully").waitFor();
    await expect(page.getByTestId("account-name").textContent()).resolves.toBe("Grace Hopper");

    const path = visited.map((address) => new URL(address));
    expect(path.some((u) => u.origin === new URL(provider.issuer).origin)).toBe(true);
    expect(path.some((u) => u.origin === journey.server.url && u.pathname === "/auth/callback")).toBe(true);

    const me = await page.request.get(journey.url("/api/account"));
    expect(await me.json()).toMatchObject({ email: "grace@example.com", name: "Grace Hopper", emailVerified: true });
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("signs up a new user from /signup with the Google button", async () => {
    provider.next({ sub: "google-sub-new", email: "alan@example.com", name: "Alan Turing" });
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } });
    const consoleErrors = watchConsole(page);

    await page.goto(journey.url("/signup"));
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await page.waitForURL(journey.url("/build-text"));
    const me = await page.request.get(journey.url("/api/account"));
    expect(await me.json()).toMatchObject({ email: "alan@example.com", name: "Alan Turing" });
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("shows 'Authentication Error' with Return to Login and Retry when Google cannot sign the user in", async () => {
    // A password account with the same e-mail: Google must not take it over by e-mail alone.
    const context = await journey.browser.newContext();
    const setup = await context.newPage();
    await signUpInBrowser(setup, journey.server.url, "taken@example.com");
    await context.close();

    provider.next({ sub: "google-sub-other", email: "taken@example.com", name: "Someone Else" });
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(journey.url("/login"));
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.waitForURL(/\/auth\/callback\?error=/);
    await page.getByRole("heading", { name: "Authentication Error" }).waitFor();
    await page.getByRole("link", { name: "Return to Login" }).waitFor();
    await page.getByRole("button", { name: "Retry" }).waitFor();
    expect((await page.request.get(journey.url("/api/account"))).status()).toBe(401);
    await page.close();
  });
});

describe("journey: Google not configured", () => {
  const journey = useJourney();

  it("shows no Google buttons on /login or /signup", async () => {
    const page = await journey.browser.newPage();
    const consoleErrors = watchConsole(page);
    for (const [path, label] of [
      ["/login", "Sign in with Google"],
      ["/signup", "Sign up with Google"],
    ] as const) {
      const providers = page.waitForResponse((res) => res.url().endsWith("/api/auth/providers"));
      await page.goto(journey.url(path));
      expect(await (await providers).json()).toEqual({ google: false });
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("button", { name: label }).count()).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
  });
});
