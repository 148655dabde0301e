import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { IMPROVE_PROMPT_MAX } from "@/domain/builders/improve-options";
import { PROMPT_SORTS } from "@/domain/prompt-list";
import { subscriptions } from "@/server/db/schema-billing";
import { generationHistory } from "@/server/db/schema-generation";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";

const t = setupTestApp();
let server: ServerType;
let origin: string;
let firstUser: Awaited<ReturnType<typeof userWithKey>>;

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The first answer of a file builds the document checker (test-app.ts): paid here rather than by the first test.
  firstUser = await userWithKey();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** The client configuration docs/api.md gives: its URL and headers, with the key put in. */
function documentedClient(key: string) {
  const doc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
  const block = doc.slice(doc.indexOf("## MCP server")).match(/```json\n([\s\S]*?)```/)?.[1];
  const { url, headers } = (JSON.parse(block!) as { mcpServers: { promptsmith: { url: string; headers: Record<string, string> } } }).mcpServers.promptsmith;
  const withKey = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace("ps_your_key", key)]));
  return { url: new URL(new URL(url).pathname, origin), headers: withKey };
}

async function userWithKey() {
  const user = await signedInUser(t);
  const res = await call(t, user.client, "/api/api-keys", { json: { name: "My assistant" } });
  expect(res.status).toBe(201);
  return { ...user, key: ((await res.json()) as { key: string }).key };
}

/** Every HTTP exchange of a client: what it asked and what the server answered. */
type Exchange = { method: string; status: number; rateLimitRemaining: string | null; sessionId: string | null };

/** The SDK's client on the Streamable HTTP transport, configured as docs/api.md tells an MCP client to be. */
async function connect(key: string | null) {
  const exchanges: Exchange[] = [];
  const documented = documentedClient(key ?? "");
  const transport = new StreamableHTTPClientTransport(documented.url, {
    requestInit: { headers: key ? documented.headers : {} },
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      exchanges.push({
        method: init?.method ?? "GET",
        status: res.status,
        rateLimitRemaining: res.headers.get("ratelimit-remaining"),
        sessionId: res.headers.get("mcp-session-id"),
      });
      return res;
    },
  });
  const client = new Client({ name: "promptsmith-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport, exchanges };
}

/** The error body a refused tool call carries as its text. */
function refusalOf(result: Awaited<ReturnType<Client["callTool"]>>) {
  const { isError, content } = result as CallToolResult;
  expect(isError).toBe(true);
  const [first] = content;
  return JSON.parse(first?.type === "text" ? first.text : "null") as { error: { code: string; message: string; fields?: Record<string, string[]> } };
}

const remainingOf = async (userId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!.remainingGenerations;
const historyOf = (userId: string) => t.database.db.select().from(generationHistory).where(eq(generationHistory.userId, userId));

describe("the MCP server (/api/mcp)", () => {
  it("initializes without a session and lists its tools, with the API's schemas and whether they change anything", async () => {
    const { client, transport, exchanges } = await connect(firstUser.key);
    expect(client.getServerVersion()).toMatchObject({ name: "promptsmith", title: "Promptsmith" });
    expect(client.getInstructions()).toContain("spends one generation");
    // Stateless: no session id is handed out, and the event stream a client may open with GET is refused with 405.
    expect(transport.sessionId).toBeUndefined();
    // (The client opens that stream on its own once initialized, without waiting for it.)
    await expect.poll(() => exchanges.map(({ method, status }) => `${method} ${status}`)).toEqual(["POST 200", "POST 202", "GET 405"]);
    expect(exchanges.every((exchange) => exchange.sessionId === null)).toBe(true);

    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName)).toEqual(["list_prompts", "get_prompt", "render_prompt", "generate_prompt", "improve_prompt"]);
    expect(tools.map((tool) => tool.annotations?.readOnlyHint)).toEqual([true, true, true, false, false]);
    expect(tools.every((tool) => tool.inputSchema.type === "object" && tool.outputSchema?.type === "object")).toBe(true);
    const properties = (name: string) => byName[name]!.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(properties("list_prompts").sort).toMatchObject({ enum: [...PROMPT_SORTS], default: "newest" });
    expect(properties("improve_prompt").prompt).toMatchObject({ type: "string", maxLength: IMPROVE_PROMPT_MAX });
    expect(byName.improve_prompt!.inputSchema.required).toEqual(["prompt"]);
    expect(properties("render_prompt")).toHaveProperty("values");
    const forms = properties("generate_prompt").form!.oneOf ?? properties("generate_prompt").form!.anyOf;
    expect((forms as { properties: { promptType: { const: string } } }[]).map((form) => form.properties.promptType.const)).toEqual(["text", "art"]);
    await client.close();
  });

  it("lists, reads and renders the key's user's prompts only, refusing with the API's codes", async () => {
    const user = await userWithKey();
    const other = await userWithKey();
    const saved = await call(t, user.client, "/api/saved-prompts", {
      json: { title: "Launch post", content: "Write about {{topic}} for {{audience}}.", promptType: "text", tags: ["launch"] },
    });
    const prompt = (await saved.json()) as { id: string };
    const { client } = await connect(user.key);

    const page = await client.callTool({ name: "list_prompts", arguments: { tags: "launch" } });
    expect(page.isError).toBeFalsy();
    expect(page.structuredContent).toMatchObject({ items: [{ id: prompt.id, variables: ["topic", "audience"] }], nextCursor: null });
    // The same answer as text, for clients that read only that.
    expect(JSON.parse((page.content as { text: string }[])[0]!.text)).toEqual(page.structuredContent);
    const read = await client.callTool({ name: "get_prompt", arguments: { id: prompt.id } });
    expect(read.structuredContent).toMatchObject({ id: prompt.id, title: "Launch post", content: "Write about {{topic}} for {{audience}}." });

    const rendered = await client.callTool({ name: "render_prompt", arguments: { id: prompt.id, values: { topic: "our $& app", audience: "" } } });
    expect(rendered.structuredContent).toEqual({ text: "Write about our $& app for ." });
    const missing = refusalOf(await client.callTool({ name: "render_prompt", arguments: { id: prompt.id, values: { topic: "cats" } } }));
    expect(missing.error).toEqual({
      code: "invalid_input",
      message: "No value for {{audience}}.",
      fields: { "values.audience": ["No value for {{audience}}"] },
    });

    const invalid = refusalOf(await client.callTool({ name: "list_prompts", arguments: { sort: "sideways", limit: 0 } }));
    expect(invalid.error.code).toBe("invalid_input");
    expect(Object.keys(invalid.error.fields ?? {}).sort()).toEqual(["limit", "sort"]);
    expect(refusalOf(await client.callTool({ name: "get_prompt", arguments: { id: "a\u0000" } })).error.code).toBe("invalid_text");
    // Asking for a tool that is not there is the protocol's error, not a tool's.
    await expect(client.callTool({ name: "delete_everything", arguments: {} })).rejects.toThrow(/No tool is called "delete_everything"/);

    const stranger = (await connect(other.key)).client;
    expect((await stranger.callTool({ name: "list_prompts", arguments: {} })).structuredContent).toEqual({ items: [], nextCursor: null });
    for (const [name, args] of [
      ["get_prompt", { id: prompt.id }],
      ["render_prompt", { id: prompt.id, values: { topic: "x", audience: "y" } }],
    ] as const) {
      expect(refusalOf(await stranger.callTool({ name, arguments: args })).error, name).toEqual({ code: "not_found", message: "Prompt not found." });
    }
    await Promise.all([client.close(), stranger.close()]);
  });

  it("generates and improves through the same service as /api/v1: one unit and one history row per call, none once spent", async () => {
    const user = await userWithKey();
    const { client, exchanges } = await connect(user.key);
    const before = await remainingOf(user.id);

    const generated = await client.callTool({
      name: "generate_prompt",
      arguments: { form: toTextPayload({ ...defaultTextForm, topic: "a bakery's new sourdough", industry: "marketing" }) },
    });
    expect(generated.isError).toBeFalsy();
    expect(generated.structuredContent).toMatchObject({ generatedPrompt: expect.stringContaining("sourdough"), remaining: before - 1 });
    expect(await remainingOf(user.id)).toBe(before - 1);
    expect(await historyOf(user.id)).toHaveLength(1);

    const improved = await client.callTool({ name: "improve_prompt", arguments: { prompt: "write poem cats", focus: ["clarity"] } });
    expect(improved.structuredContent).toMatchObject({ remaining: before - 2 });
    expect(await remainingOf(user.id)).toBe(before - 2);
    const rows = await historyOf(user.id);
    expect(rows.map((row) => `${row.generationType} ${row.status}`).sort()).toEqual(["improve completed", "text completed"]);

    // An invalid form spends nothing.
    const invalid = refusalOf(await client.callTool({ name: "generate_prompt", arguments: { form: { promptType: "text", industry: "technologyy" } } }));
    expect(invalid.error.code).toBe("invalid_input");
    expect(Object.keys(invalid.error.fields ?? {}).every((field) => field.startsWith("form."))).toBe(true);

    await t.database.db.update(subscriptions).set({ remainingGenerations: 0 }).where(eq(subscriptions.userId, user.id));
    const exhausted = refusalOf(await client.callTool({ name: "improve_prompt", arguments: { prompt: "write poem dogs" } }));
    expect(exhausted.error.code).toBe("allowance_exhausted");
    expect(await historyOf(user.id)).toHaveLength(2);
    expect(await remainingOf(user.id)).toBe(0);

    // One key, one rate limit: each HTTP request to /api/mcp counts, and /api/v1 goes on from the same count.
    const counted = exchanges.map((exchange) => Number(exchange.rateLimitRemaining));
    expect(counted).toEqual(counted.map((_, i) => counted[0]! - i));
    const v1 = await t.app.request("/api/v1/allowance", { headers: { authorization: `Bearer ${user.key}` } });
    expect(Number(v1.headers.get("ratelimit-remaining"))).toBe(counted.at(-1)! - 1);
    await client.close();
  });

  it("opens to a live key only: no key, a wrong key and a session cookie are refused with 401", async () => {
    for (const key of [null, "ps_not-a-key"]) {
      const refused = await connect(key).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StreamableHTTPError);
      expect((refused as StreamableHTTPError).code).toBe(401);
    }
    const user = await userWithKey();
    const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } };
    const withCookie = await call(t, user.client, "/api/mcp", { json: initialize, headers: { accept: "application/json, text/event-stream" } });
    expect(withCookie.status).toBe(401);
    expect(((await withCookie.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });
});
