import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { watchConsole } from "../support/browser";
import { signUpInBrowser, useJourney } from "../support/journey";
import { documentedVerifier, webhookReceiver } from "../support/webhook-receiver";

// A user creates a personal API key in Settings and calls /api/v1 with it from their own tool (plain fetch, no
// cookies): generations count against the allowance the billing page shows. The key reaches nothing of the
// session API. A webhook set in Settings receives, signed, the prompt the key saves, and the delivery log shows it and
// sends it again. Revoked in the browser, the key is refused at once. A read-only key reads but cannot generate. The
// API reference renders from our own files.
describe("journey: personal API keys", () => {
  // The receiver runs on this machine: loopback targets are allowed here, as in every test (never in production).
  const journey = useJourney({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true" } });

  it("creates a key, uses it from fetch, sees the generation counted, revokes it and is refused", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const consoleErrors = watchConsole(page);
    const { url } = journey;
    await signUpInBrowser(page, journey.server.url, `api-keys-${randomBytes(4).toString("hex")}@example.com`);

    await page.goto(url("/settings"));
    await page.getByText("You have no API keys yet.").waitFor();
    await page.getByRole("button", { name: "Create key" }).click();
    const dialog = page.getByRole("dialog", { name: "Create an API key" });
    await dialog.getByLabel("Name").fill("My script");
    await dialog.getByLabel("Expires").selectOption("30");
    await dialog.getByRole("button", { name: "Create key" }).click();
    const key = (await page.getByLabel("The API key", { exact: true }).textContent())!;
    expect(key).toMatch(/^ps_/);
    await page.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("list", { name: "API keys" }).getByRole("listitem");
    await expect.poll(() => row.textContent()).toContain(`My script ${key.slice(0, 10)}…`);
    expect(await row.textContent()).not.toContain(key);

    // A webhook for what the script will do: its signing secret is shown once.
    const receiver = await webhookReceiver();
    const addWebhook = page.getByRole("form", { name: "Add a webhook" });
    await addWebhook.getByLabel("Endpoint URL").fill(receiver.url);
    await addWebhook.getByRole("button", { name: "Add webhook" }).click();
    const secret = (await page.getByLabel("The signing secret", { exact: true }).textContent())!;
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("list", { name: "Webhooks" }).getByText(receiver.url).waitFor();

    // The user's own tool: fetch with the key, no cookie, no Origin.
    const v1 = (path: string, init: RequestInit = {}) =>
      fetch(url(`/api/v1${path}`), {
        ...init,
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...init.headers },
      });
    const generated = await v1("/generate", { method: "POST", body: JSON.stringify(toTextPayload({ ...defaultTextForm, industry: "marketing" })) });
    expect(generated.status).toBe(200);
    const { generatedPrompt, remaining, total } = await generated.json();
    expect(generatedPrompt.length).toBeGreaterThan(20);
    expect(remaining).toBe(total - 1);
    expect(Number(generated.headers.get("ratelimit-remaining"))).toBeGreaterThan(0);

    const saved = await v1("/saved-prompts", {
      method: "POST",
      body: JSON.stringify({ title: "From my script", content: generatedPrompt, promptType: "text", tags: ["api"] }),
    });
    expect(saved.status).toBe(201);
    const list = await (await v1("/saved-prompts")).json();
    expect(list.items.map((p: { title: string }) => p.title)).toEqual(["From my script"]);

    // The generation and the save reached the endpoint, signed as docs/api.md says to verify them; the log shows the
    // save delivered and sends it again.
    const ofType = (type: string) => receiver.received.filter((delivery) => JSON.parse(delivery.body).type === type);
    await expect.poll(() => ofType("prompt.created").length).toBe(1);
    const verify = await documentedVerifier();
    const [delivery] = ofType("prompt.created");
    expect(verify(secret, delivery!.headers, delivery!.body)).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({ data: { prompt: { title: "From my script" } } });
    expect(ofType("generation.completed")).toHaveLength(1);
    await page.getByRole("button", { name: "Deliveries" }).click();
    const saveDelivery = page.getByRole("list", { name: "Deliveries" }).getByRole("listitem").filter({ hasText: "prompt.created" });
    await expect.poll(() => saveDelivery.textContent()).toMatch(/Delivered.*HTTP 200/s);
    await saveDelivery.getByRole("button", { name: /^Redeliver prompt\.created/ }).click();
    await page.getByText("Sent again").waitFor();
    await expect.poll(() => ofType("prompt.created").length).toBe(2);
    expect(ofType("prompt.created")[1]!.body).toBe(delivery!.body);
    await receiver.close();
    expect((await fetch(url("/api/account"), { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);

    // The web app shows what the key spent, and the prompt it saved.
    await page.goto(url("/billing"));
    await page.getByLabel("Generations remaining").waitFor();
    expect(await page.getByLabel("Generations remaining").getAttribute("aria-valuetext")).toBe(`${remaining} of ${total} generations remaining`);
    await page.goto(url("/saved-prompts"));
    await page.getByText("From my script").waitFor();

    // Revoked in Settings: the next call is refused.
    await page.goto(url("/settings"));
    await page.getByRole("list", { name: "API keys" }).getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke key" }).click();
    await page.getByText("You have no API keys yet.").waitFor();
    const refused = await v1("/saved-prompts");
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe("unauthorized");

    // A read-only key, for a dashboard: its scope is on the list; it reads the library and is refused a generation.
    await page.getByRole("button", { name: "Create key" }).click();
    await dialog.getByLabel("Name").fill("Dashboard");
    await dialog.getByRole("radio", { name: /^Read only/ }).check();
    await dialog.getByRole("button", { name: "Create key" }).click();
    const readKey = (await page.getByLabel("The API key", { exact: true }).textContent())!;
    await page.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => row.textContent()).toContain(`Dashboard ${readKey.slice(0, 10)}…Read only`);
    const withReadKey = { authorization: `Bearer ${readKey}`, "content-type": "application/json" };
    expect((await fetch(url("/api/v1/saved-prompts"), { headers: withReadKey })).status).toBe(200);
    const notAllowed = await fetch(url("/api/v1/generate"), { method: "POST", headers: withReadKey, body: JSON.stringify(toTextPayload(defaultTextForm)) });
    expect(notAllowed.status).toBe(403);
    expect((await notAllowed.json()).code).toBe("insufficient_scope");

    // The API reference: every route, drawn from our own files only.
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(journey.server.url) && !request.url().startsWith("data:")) elsewhere.push(request.url());
    });
    await page.goto(url("/docs/api"));
    await page.getByRole("heading", { name: "Promptsmith API" }).waitFor();
    await page.getByText("v1", { exact: true }).first().waitFor();
    expect(elsewhere).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
