/**
 * Every /api/v1 operation, called as an integrator's code would: through `openapi-fetch`, typed by the client that
 * `openapi-typescript` generates from /api/openapi.json. The contract test (openapi-client.test.ts) generates
 * `./openapi-types`, type-checks this file under strict TypeScript, then runs each call against the server.
 * One entry per operationId: the test fails on an operation of the document that has none here.
 */
import type { Client } from "openapi-fetch";
// Generated at test time beside a copy of this file (never committed).
import type { paths } from "./openapi-types";

/** A JSON client: the answers it types are the JSON ones and the problem details, never a stream or a file. */
export type Api = Client<paths, "application/json" | "application/problem+json">;
export type Call = (api: Api) => Promise<unknown>;

/** The checks of a call: no test library's types, so that type-checking this file stays cheap. */
function same(actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
function ok(condition: unknown, what: string) {
  if (!condition) throw new Error(`expected ${what}`);
}

const text = { promptType: "text", topic: "A launch post", industry: "marketing", toneOfVoice: "friendly" } as const;

async function savedPrompt(api: Api, title = "From the client") {
  const { data, error } = await api.POST("/api/v1/saved-prompts", { body: { title, content: "Write about {{topic}}.", promptType: "text", tags: ["sdk"] } });
  if (!data) throw new Error(`could not save a prompt: ${JSON.stringify(error)}`);
  return data.id;
}

async function savedInput(api: Api) {
  const { data, error } = await api.POST("/api/v1/saved-inputs", { body: { name: "Launch inputs", inputType: "text", inputData: { topic: "A launch" } } });
  if (!data) throw new Error(`could not save an input: ${JSON.stringify(error)}`);
  return data.id;
}

const path = (id: string) => ({ params: { path: { id } } });

export const calls = {
  postV1Generate: async (api) => {
    const { data } = await api.POST("/api/v1/generate", { body: text });
    ok((data?.prompt.length ?? 0) > 0, "a prompt");
    // @ts-expect-error An industry the form does not offer does not compile.
    const refused = await api.POST("/api/v1/generate", { body: { promptType: "text", industry: "technology" } });
    same(refused.error?.code, "invalid_input");
    // The stream, by Accept: a ReadableStream, no cast.
    const stream = await api.POST("/api/v1/generate", { body: text, headers: { Accept: "text/event-stream" }, parseAs: "stream" });
    const events = await new Response(stream.data).text();
    ok(/^event: done$/m.test(events), "a done event");
  },
  getV1Allowance: async (api) => {
    const { data } = await api.GET("/api/v1/allowance");
    same(typeof data?.remaining, "number");
  },
  getV1SavedPrompts: async (api) => {
    await savedPrompt(api);
    const { data } = await api.GET("/api/v1/saved-prompts", { params: { query: { sort: "title", tags: "sdk", tagMode: "any", limit: 1 } } });
    same(data?.items.length, 1);
    const next = await api.GET("/api/v1/saved-prompts", { params: { query: { sort: "title", limit: 1, cursor: data?.nextCursor ?? undefined } } });
    same(next.response.status, 200);
  },
  postV1SavedPrompts: async (api) => same(typeof (await savedPrompt(api)), "string"),
  getV1SavedPromptsTags: async (api) => {
    const { data } = await api.GET("/api/v1/saved-prompts/tags");
    ok(data?.tags.map((tag) => tag.tag).includes("sdk"), "the tag sdk");
  },
  getV1SavedPromptsExport: async (api) => {
    const { data } = await api.GET("/api/v1/saved-prompts/export");
    same(data?.format, "promptsmith.saved-prompts");
    const markdown = await api.GET("/api/v1/saved-prompts/export", { headers: { Accept: "text/markdown" }, parseAs: "text" });
    ok(/^# /m.test(markdown.data ?? ""), "a Markdown heading");
  },
  postV1SavedPromptsImport: async (api) => {
    const { data: file } = await api.GET("/api/v1/saved-prompts/export");
    if (!file) throw new Error("no export");
    const { data } = await api.POST("/api/v1/saved-prompts/import", { body: file });
    ok((data?.imported ?? 0) > 0, "prompts imported");
  },
  getV1SavedPromptsById: async (api) => {
    const { data } = await api.GET("/api/v1/saved-prompts/{id}", path(await savedPrompt(api)));
    same(data?.title, "From the client");
    const missing = await api.GET("/api/v1/saved-prompts/{id}", path("nope"));
    same([missing.response.status, missing.error?.code], [404, "not_found"]);
  },
  patchV1SavedPromptsById: async (api) => {
    const { data } = await api.PATCH("/api/v1/saved-prompts/{id}", { ...path(await savedPrompt(api)), body: { content: "Write about {{topic}} twice.", note: "Twice" } });
    ok(data?.content.includes("twice"), "the new text");
  },
  deleteV1SavedPromptsById: async (api) => {
    const { response } = await api.DELETE("/api/v1/saved-prompts/{id}", path(await savedPrompt(api)));
    same(response.status, 204);
  },
  postV1SavedPromptsByIdRestore: async (api) => {
    const id = await savedPrompt(api);
    await api.DELETE("/api/v1/saved-prompts/{id}", path(id));
    const { data } = await api.POST("/api/v1/saved-prompts/{id}/restore", path(id));
    same(data?.id, id);
  },
  putV1SavedPromptsByIdPin: async (api) => {
    const { data } = await api.PUT("/api/v1/saved-prompts/{id}/pin", { ...path(await savedPrompt(api)), body: { pinned: true } });
    same(data?.pinned, true);
  },
  postV1SavedPromptsByIdUse: async (api) => {
    const { data } = await api.POST("/api/v1/saved-prompts/{id}/use", { ...path(await savedPrompt(api)), body: { values: { topic: "tea" } } });
    same(data?.useCount, 1);
  },
  postV1SavedPromptsByIdDuplicate: async (api) => {
    const { data } = await api.POST("/api/v1/saved-prompts/{id}/duplicate", path(await savedPrompt(api)));
    ok(data?.title.includes("From the client"), "the copy's title");
  },
  postV1SavedPromptsByIdCopy: async (api) => {
    const { data } = await api.POST("/api/v1/saved-prompts/{id}/copy", { ...path(await savedPrompt(api)), body: { teamId: null } });
    same(typeof data?.id, "string");
  },
  getV1SavedPromptsByIdVersions: async (api) => {
    const { data } = await api.GET("/api/v1/saved-prompts/{id}/versions", path(await savedPrompt(api)));
    same(data?.versions.map((version) => version.version), [1]);
  },
  postV1SavedPromptsByIdVersionsByVersionRestore: async (api) => {
    const id = await savedPrompt(api);
    await api.PATCH("/api/v1/saved-prompts/{id}", { ...path(id), body: { content: "Another text." } });
    const { data } = await api.POST("/api/v1/saved-prompts/{id}/versions/{version}/restore", { params: { path: { id, version: "1" } }, body: {} });
    same(data?.content, "Write about {{topic}}.");
  },
  getV1SavedInputs: async (api) => {
    await savedInput(api);
    const { data } = await api.GET("/api/v1/saved-inputs", { params: { query: { limit: 1 } } });
    same(data?.items.length, 1);
  },
  postV1SavedInputs: async (api) => same(typeof (await savedInput(api)), "string"),
  getV1SavedInputsExport: async (api) => {
    const { data } = await api.GET("/api/v1/saved-inputs/export");
    ok((data?.inputs.length ?? 0) > 0, "inputs exported");
  },
  patchV1SavedInputsById: async (api) => {
    const { data } = await api.PATCH("/api/v1/saved-inputs/{id}", { ...path(await savedInput(api)), body: { name: "Renamed" } });
    same(data?.name, "Renamed");
  },
  postV1SavedInputsByIdCopy: async (api) => {
    const { data } = await api.POST("/api/v1/saved-inputs/{id}/copy", { ...path(await savedInput(api)), body: { teamId: null } });
    same(typeof data?.id, "string");
  },
  deleteV1SavedInputsById: async (api) => {
    const { response } = await api.DELETE("/api/v1/saved-inputs/{id}", path(await savedInput(api)));
    same(response.status, 204);
  },
  postV1SavedInputsByIdRestore: async (api) => {
    const id = await savedInput(api);
    await api.DELETE("/api/v1/saved-inputs/{id}", path(id));
    const { data } = await api.POST("/api/v1/saved-inputs/{id}/restore", path(id));
    same(data?.id, id);
  },
  putV1SavedPromptsByIdLabelsByLabel: async (api) => {
    const id = await savedPrompt(api);
    const { data } = await api.PUT("/api/v1/saved-prompts/{id}/labels/{label}", { params: { path: { id, label: "production" } }, body: { version: 1 } });
    same(data?.labels, { production: 1 });
  },
  getPromptByName: async (api) => {
    const { data: saved } = await api.GET("/api/v1/saved-prompts/{id}", path(await savedPrompt(api, "By name")));
    const { data } = await api.GET("/api/v1/prompts/{name}", { params: { path: { name: saved?.name ?? "" } } });
    same(data?.name, saved?.name);
  },
  renderPrompt: async (api) => {
    const { data: saved } = await api.GET("/api/v1/saved-prompts/{id}", path(await savedPrompt(api, "Rendered")));
    const { data } = await api.POST("/api/v1/prompts/{name}/render", { params: { path: { name: saved?.name ?? "" } }, body: { variables: { topic: "tea" } } });
    same(data?.text, "Write about tea.");
  },
  getV1History: async (api) => {
    await api.POST("/api/v1/generate", { body: text });
    const { data } = await api.GET("/api/v1/history", { params: { query: { limit: 1 } } });
    same(data?.items.length, 1);
  },
  getV1HistoryById: async (api) => {
    await api.POST("/api/v1/generate", { body: text });
    const { data: page } = await api.GET("/api/v1/history", { params: { query: { limit: 1 } } });
    const id = page?.items[0]?.id ?? "";
    const { data } = await api.GET("/api/v1/history/{id}", path(id));
    same(data?.id, id);
  },
  getV1HistoryExport: async (api) => {
    const { response } = await api.GET("/api/v1/history/export");
    same(response.status, 200);
  },
} satisfies Record<string, Call>;
