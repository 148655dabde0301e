import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPROVE_PROMPT_MAX } from "@/domain/builders";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory } from "@/server/db/schema-generation";
import { startModelServer } from "../../../tests/support/model-server";
import { readEvents } from "../../../tests/support/sse";
import { setupTestApp, type TestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { COMPOSER_MODEL, composedParts } from "./providers/composer";

const ORIGINAL = "a castle on a hill, no people, 1920x1080";
const improveRequest = (overrides: Record<string, unknown> = {}) => ({
  promptType: "improve",
  prompt: ORIGINAL,
  target: "stable-diffusion",
  ...overrides,
});

const remainingOf = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0]!.remainingGenerations;
const historyOf = (t: TestApp, id: string) => t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));

describe("POST /api/generate-prompt to improve a prompt, offline", () => {
  const t = setupTestApp();

  it("streams the composer's improvement, spends one unit and keeps the original in the history", async () => {
    const { client, id } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", {
      json: improveRequest({ focus: ["Brevity"] }),
      headers: { accept: "text/event-stream" },
    });
    const events = await readEvents(res);
    const done = JSON.parse(events.at(-1)!.data);
    // The exclusion moves to the negative prompt's own field and the pixel size to the parameters.
    const improved = "a castle on a hill";
    const parts = composedParts(generatePromptRequestSchema.parse(improveRequest({ focus: ["Brevity"] })));
    expect(parts).toMatchObject({ negativePrompt: "people", parameters: { width: 1344, height: 768 } });
    expect(done).toEqual({ prompt: improved, generatedPrompt: improved, ...parts, remaining: 4, total: 5, model: COMPOSER_MODEL, fallback: false });
    expect(events.filter((e) => e.event === "delta").map((e) => JSON.parse(e.data).text).join("")).toBe(improved);
    expect(await remainingOf(t, id)).toBe(4);
    const [row] = await historyOf(t, id);
    expect(row).toMatchObject({ generationType: "improve", status: "completed", promptContent: improved });
    expect(row!.metadata).toEqual({ form: { prompt: ORIGINAL, target: "stable-diffusion", focus: ["brevity"] }, target: "stable-diffusion" });
  });

  it("gives a prompt that needs no change back as it was, spending nothing and writing no history", async () => {
    const { client, id } = await signedInUser(t);
    for (const [prompt, target] of [
      ["Write a haiku about autumn leaves.", "text"],
      ["a castle on a hill at dawn --ar 16:9 --v 6.1", "midjourney-v6"],
    ]) {
      const res = await call(t, client, "/api/generate-prompt", { json: improveRequest({ prompt, target }) });
      const answer = await res.json();
      expect(answer).toMatchObject({ prompt, generatedPrompt: prompt, remaining: 5, total: 5, model: COMPOSER_MODEL, fallback: false });
      expect(answer.notes.join(" ")).toMatch(/^Nothing needed changing/);
    }
    expect(await remainingOf(t, id)).toBe(5);
    expect(await historyOf(t, id)).toEqual([]);
  });

  it("answers 400 naming the field for an empty, too long or unknown request, spending nothing", async () => {
    const { client, id } = await signedInUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ prompt: "   " }, "prompt", "Please paste the prompt you want to improve"],
      [{ prompt: "x".repeat(IMPROVE_PROMPT_MAX + 1) }, "prompt", "Your prompt must be at most 6,000 characters"],
      [{ target: "paint" }, "target", 'Unknown target "paint"'],
      [{ focus: ["speed"] }, "focus", 'Unknown focus "speed"'],
      [{ focus: "clarity" }, "focus", "What to improve must be a list"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(t, client, "/api/generate-prompt", { json: improveRequest(overrides) });
      expect(res.status, field).toBe(400);
      const body = await res.json();
      expect(body.error.fields[field]?.[0], JSON.stringify(overrides).slice(0, 60)).toContain(message);
    }
    const exactly = await call(t, client, "/api/generate-prompt", { json: improveRequest({ prompt: "a".repeat(IMPROVE_PROMPT_MAX) }) });
    expect(exactly.status).toBe(200);
    // "aaa…" needs no change for Stable Diffusion, so even the accepted request spent nothing.
    expect(await remainingOf(t, id)).toBe(5);
  });

  it("saves an improved prompt as its own type with its original as input, and checks that input", async () => {
    const { client } = await signedInUser(t);
    const inputData = { prompt: ORIGINAL, target: "midjourney", focus: [] };
    const saved = await call(t, client, "/api/saved-prompts", {
      json: { title: "Castle", content: "a castle on a hill --ar 16:9 --no people", promptType: "improve", inputData },
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ promptType: "improve", inputData });
    const list = await (await call(t, client, "/api/saved-prompts")).json();
    expect(list.items.map((p: { promptType: string }) => p.promptType)).toEqual(["improve"]);
    const markdown = await (await call(t, client, "/api/saved-prompts/export?format=markdown")).text();
    expect(markdown).toContain("## Castle\n\nImproved prompt · Saved ");

    const refused = await call(t, client, "/api/saved-prompts", {
      json: { title: "Castle", content: "x", promptType: "improve", inputData: { prompt: "", target: "midjourney" } },
    });
    expect(refused.status).toBe(400);
    const inputs = await call(t, client, "/api/saved-inputs", { json: { name: "x", inputType: "improve", inputData } });
    expect(inputs.status).toBe(400);
  });
});

describe("POST /api/generate-prompt to improve a prompt, with a model", () => {
  let model: Awaited<ReturnType<typeof startModelServer>>;
  const env: Record<string, string> = { LLM_MODEL: "test-model", LLM_TIMEOUT_MS: "1000" };
  beforeAll(async () => {
    model = await startModelServer();
    env.LLM_BASE_URL = model.url;
  });
  afterAll(() => model?.stop());
  const t = setupTestApp({ env });

  it("sends the meta-prompt for the target, with the prompt as pasted in its data tag, its target and focus, and the composer's draft", async () => {
    model.state.behaviour = "stream";
    model.state.reply = "Write a welcome e-mail to {{name}} at {{company}}. Open with \"hello\", then say what happens on their first day.";
    const { client, id } = await signedInUser(t);
    const pasted = 'Write a welcome e-mail to {{name}} at [Company].\nSay "hello".';
    const res = await call(t, client, "/api/generate-prompt", { json: improveRequest({ prompt: pasted, target: "text", focus: ["clarity"] }) });
    expect(await res.json()).toMatchObject({ generatedPrompt: model.state.reply, model: "test-model", fallback: false, remaining: 4 });

    const [system, user] = model.state.requests.at(-1)!.messages as { content: string }[];
    expect(system!.content).toContain("Improve the prompt in <prompt_to_improve> for a text model");
    expect(system!.content).toContain("keep every {{variable}} exactly as written");
    expect(user!.content).toContain(`<prompt_to_improve>\n${pasted}\n</prompt_to_improve>`);
    expect(user!.content).toContain("Target: Text model (ChatGPT, Claude, Gemini…)\nWhat to improve: Clarity\n</form>");
    expect(user!.content).toContain("<draft>\nWrite a welcome e-mail to {{name}} at {{company}}.");
    const [row] = await historyOf(t, id);
    expect(row).toMatchObject({ generationType: "improve", modelUsed: "test-model" });
  });

  it("does not call the model, nor spend, for a prompt the composer leaves unchanged", async () => {
    const { client, id } = await signedInUser(t);
    const asked = model.state.requests.length;
    const res = await call(t, client, "/api/generate-prompt", {
      json: improveRequest({ prompt: "Write a haiku about autumn leaves.", target: "text" }),
      headers: { accept: "text/event-stream" },
    });
    const done = JSON.parse((await readEvents(res)).at(-1)!.data);
    expect(done).toMatchObject({ generatedPrompt: "Write a haiku about autumn leaves.", remaining: 5, total: 5 });
    expect(model.state.requests.length).toBe(asked);
    expect(await remainingOf(t, id)).toBe(5);
  });
});
