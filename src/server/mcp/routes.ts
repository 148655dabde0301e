import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type ErrorBody, errorBodySchema } from "@/domain/api/errors";
import type { ApiKeysService } from "../api-keys/keys";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { GenerationService } from "../generation/service";
import { clientIp } from "../http/client-ip";
import type { AppEnv, AuthedEnv } from "../http/context";
import { handleError } from "../http/errors";
import { declaredRoutes, json, refusal } from "../http/openapi";
import { scopeOf } from "../library/workspace-scope";
import { requireApiKey } from "../public-api/routes";
import { needingScope, SCOPE_EXTENSION } from "../public-api/scopes";
import { mcpServer } from "./server";
import { mcpTools, type ToolCaller } from "./tools";

/** A JSON-RPC error as the MCP transport answers a message it cannot take. */
const jsonRpcErrorSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number(), z.null()]),
  error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }),
});

const jsonRpcResultSchema = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string(), z.number()]),
  result: z.record(z.string(), z.unknown()),
});

/**
 * Documented, not validated: the transport reads the body itself and answers a malformed message the way MCP
 * clients expect (a JSON-RPC error), so the body is described as JSON Schema rather than by a zod schema.
 */
const jsonRpcMessage = {
  type: "object" as const,
  description: "One JSON-RPC 2.0 message of the Model Context Protocol: `initialize`, `tools/list`, `tools/call`, or a notification.",
  required: ["jsonrpc"],
  properties: {
    jsonrpc: { type: "string" as const, enum: ["2.0"] },
    id: { type: ["string" as const, "integer" as const] },
    method: { type: "string" as const },
    params: { type: "object" as const },
  },
};

const mcpEndpoint = createRoute({
  method: "post",
  path: "/",
  summary: "The MCP server (Streamable HTTP)",
  description:
    "A Model Context Protocol server for MCP clients, stateless: every message is its own request, answered with JSON " +
    "(no session id, no event stream; GET and DELETE answer 405). Tools: `list_prompts`, `get_prompt`, " +
    "`render_prompt`, `generate_prompt` and `improve_prompt`, with the same rules, rate limit and allowance as " +
    "`/api/v1`. A tool's refusal is a tool result with `isError` and, as its text, the error body `/api/v1` would " +
    "answer. Send `Accept: application/json, text/event-stream`.",
  request: { body: { required: true, content: { "application/json": { schema: jsonRpcMessage } } } },
  responses: {
    200: json(jsonRpcResultSchema.or(jsonRpcErrorSchema), "The answer to the request: a result, or a JSON-RPC error."),
    202: { description: "A notification, taken." },
    400: json(jsonRpcErrorSchema.or(errorBodySchema(["invalid_text"])), "Not a JSON-RPC message of MCP."),
    401: refusal(["unauthorized", "account_not_active"]),
    406: json(jsonRpcErrorSchema, "`Accept` does not take both `application/json` and `text/event-stream`."),
    413: refusal(["payload_too_large"]),
    415: json(jsonRpcErrorSchema, "The body is not `application/json`."),
    500: refusal(["internal_error"]),
    503: refusal(["database_unavailable"]),
  },
});

/**
 * /api/mcp: the MCP server, behind the same API-key guard as /api/v1 (its key, its rate limit; cookies count for
 * nothing). Stateless, a new server and transport per request (decision 0045): nothing is kept between requests,
 * so any instance answers any of them.
 */
export function mcpRoutes(deps: { db: Db; clock: Clock; keys: ApiKeysService; generation: GenerationService }) {
  const { db, clock, keys, generation } = deps;
  const tools = mcpTools(db, clock, generation);
  const routes = declaredRoutes<AuthedEnv>();
  routes.use(requireApiKey(db, clock, keys, routes));
  routes.openapi(mcpEndpoint, async (c) => {
    const scope = scopeOf(c);
    const caller: ToolCaller = {
      scope,
      payer: { userId: scope.userId, teamId: scope.team?.id ?? null },
      client: { ipAddress: clientIp(c), userAgent: c.req.header("user-agent") ?? null },
      // The request's signal aborts when the client closes the connection before its answer.
      signal: c.req.raw.signal,
    };
    // The app's own error handler (it reads nothing of the user): the tools refuse with the body the API answers.
    const appContext = c as unknown as Context<AppEnv>;
    const errorBodyOf = async (error: unknown) =>
      (await handleError(error instanceof Error ? error : new Error(String(error)), appContext).json()) as ErrorBody;
    const server = mcpServer(tools, caller, errorBodyOf);
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    try {
      const answer = await transport.handleRequest(c.req.raw);
      // 499 ("client closed request") is for the request log: nobody reads this answer.
      if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
      // Through the context, so the answer keeps the headers set before it (the key's RateLimit-*).
      return c.newResponse(answer.body, answer);
    } finally {
      await server.close();
    }
  });
  // Stateless: no event stream to open with GET and no session to end with DELETE.
  routes.all("/", (c) => c.body(null, 405, { Allow: "POST" }));
  // Its tools generate and improve, so the endpoint needs a `generate` (or `full`) key; it answers in the app's
  // error shape, so it is declared here rather than with /api/v1's problem details.
  return declaredForKeys(needingScope(routes, "generate"));
}

/** The endpoint in the document with bearer-key security naming its scope, and the key's rate limit (429). */
function declaredForKeys<R extends ReturnType<typeof declaredRoutes<AuthedEnv>>>(routes: R): R {
  for (const definition of routes.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const scope = (definition.route as { [SCOPE_EXTENSION]?: string })[SCOPE_EXTENSION] ?? "generate";
    definition.route = {
      ...definition.route,
      security: [{ apiKey: [scope] }],
      responses: { ...definition.route.responses, 403: refusal(["insufficient_scope"]), 429: refusal(["rate_limited"]) },
    };
  }
  return routes;
}
