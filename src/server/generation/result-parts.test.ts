import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composePrompt, defaultArtForm, toArtPayload } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { generationHistory } from "@/server/db/schema-generation";
import { startModelServer } from "../../../tests/support/model-server";
import { readEvents } from "../../../tests/support/sse";
import { setupTestApp, type TestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";
import { composedParts } from "./providers/composer";

const payload = toArtPayload({ ...defaultArtForm, target: "stable-diffusion", negativePrompt: "people, text" }, "a lighthouse at dawn");
/** The composer's negative prompt, parameters and notes for the request: what every answer of it must carry. */
const composed = composePrompt(generatePromptRequestSchema.parse(payload));
const parts = composedParts(generatePromptRequestSchema.parse(payload));

const historyOf = (t: TestApp, id: string) => t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, id));

/** A generation's answer: its prompt apart from its negative prompt, parameters and notes. */
async function generate(t: TestApp, client: Client, stream: boolean) {
  const res = await call(t, client, "/api/generate-prompt", { json: payload, headers: stream ? { accept: "text/event-stream" } : {} });
  expect(res.status).toBe(200);
  return stream ? JSON.parse((await readEvents(res)).at(-1)!.data) : await res.json();
}

describe("a generation's three parts, with the composer", () => {
  const t = setupTestApp();

  it("answers the prompt, negative prompt, parameters and notes in the JSON answer and the stream's done event, and keeps them in its history row", async () => {
    const { client, id } = await signedInUser(t);
    for (const stream of [false, true]) {
      const result = await generate(t, client, stream);
      expect(result).toMatchObject({ ...parts, prompt: composed.prompt, generatedPrompt: composed.prompt });
      if (!parts.negativePrompt) expect(result).not.toHaveProperty("negativePrompt");
    }
    const rows = await historyOf(t, id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ negativePrompt: parts.negativePrompt ?? null, parameters: parts.parameters, notes: parts.notes });
    }

    const [item] = (await (await call(t, client, "/api/history")).json()).items;
    const entry = await (await call(t, client, `/api/history/${item.id}`)).json();
    expect(entry).toMatchObject({ content: rows[0]!.promptContent, ...parts, target: "stable-diffusion" });
  });

  it("keeps a saved generated prompt's negative prompt, parameters and notes, in its answers, copies and export", async () => {
    const { client } = await signedInUser(t);
    const saved = {
      title: "Lighthouse",
      content: "a lighthouse at dawn, watercolor",
      negativePrompt: "people, text",
      parameters: { width: 1216, height: 832, steps: 30, cfg_scale: 6, sampler_name: "DPM++ 2M", scheduler: "Karras", batch_size: 1 },
      notes: ["The 3:2 shape is rendered at SDXL's nearest size, 1216x832."],
      promptType: "art",
    };
    const created = await call(t, client, "/api/saved-prompts", { json: saved });
    expect(created.status).toBe(201);
    const prompt = await created.json();
    const { promptType: _, ...savedParts } = saved;
    expect(prompt).toMatchObject(savedParts);
    expect(await (await call(t, client, `/api/saved-prompts/${prompt.id}`)).json()).toMatchObject(savedParts);

    const copy = await (await call(t, client, `/api/saved-prompts/${prompt.id}/duplicate`, { method: "POST" })).json();
    expect(copy).toMatchObject({ ...savedParts, title: "Lighthouse (copy)" });

    const file = await (await call(t, client, "/api/saved-prompts/export")).json();
    expect(file.prompts.find((p: { title: string }) => p.title === "Lighthouse")).toMatchObject(savedParts);
  });

  it("answers a prompt written by hand with no negative prompt, no parameters and no notes, and refuses parts out of bounds", async () => {
    const { client } = await signedInUser(t);
    const plain = await (await call(t, client, "/api/saved-prompts", { json: { title: "Plain", content: "Write a haiku.", promptType: "text" } })).json();
    expect(plain).toMatchObject({ parameters: {}, notes: [] });
    expect(plain).not.toHaveProperty("negativePrompt");

    const refused = await call(t, client, "/api/saved-prompts", {
      json: { title: "Bad", content: "x", promptType: "text", parameters: { steps: [30] }, notes: "one" },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()).error.fields)).toEqual(expect.arrayContaining(["parameters.steps", "notes"]));
  });
});

describe("a generation's three parts, with a model", () => {
  let model: Awaited<ReturnType<typeof startModelServer>>;
  const env: Record<string, string> = { LLM_MODEL: "test-model", LLM_API_KEY: "sk-test", LLM_TIMEOUT_MS: "1000" };
  beforeAll(async () => {
    // A reply the checker takes for this Stable Diffusion request: it names the subject, in the target's grammar.
    model = await startModelServer("a lighthouse at dawn on a rocky coast, soft morning light, mist over the sea");
    env.LLM_BASE_URL = model.url;
  });
  afterAll(() => model?.stop());
  const t = setupTestApp({ env });

  it("gives the model's prompt the composer's negative prompt, parameters and notes for the same request", async () => {
    const { client, id } = await signedInUser(t);
    const result = await generate(t, client, true);
    expect(result).toMatchObject({ prompt: model.reply, generatedPrompt: model.reply, ...parts, model: "test-model" });
    const [row] = await historyOf(t, id);
    expect(row).toMatchObject({ promptContent: model.reply, negativePrompt: parts.negativePrompt ?? null, parameters: parts.parameters, notes: parts.notes });
  });
});
