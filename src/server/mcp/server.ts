import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult, ErrorCode, ListToolsRequestSchema, McpError, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { ErrorBody } from "@/domain/api/errors";
import { GenerationCancelled } from "../generation/service";
import { invalidInput } from "../http/body";
import { assertCleanText } from "../http/text-guard";
import type { McpTool, ToolCaller } from "./tools";

/** Told to the client at `initialize`, for the model that chooses the tools. */
const INSTRUCTIONS =
  "Promptsmith: your library of saved prompts and the prompt generator. Listing, reading and rendering prompts " +
  "change nothing; generating or improving a prompt spends one generation of your allowance.";

/**
 * A JSON schema as a tool lists it: draft 7, which every client's validator reads (the SDK's own client compiles
 * output schemas with a default Ajv), from the input side of the arguments and the output side of the answer.
 */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, target: "draft-7" });
  return json as Tool["inputSchema"];
}

/** The tools as `tools/list` answers them, worked out once per set of tools (converting the schemas takes tens of ms). */
const listings = new WeakMap<McpTool[], Tool[]>();
function listingOf(tools: McpTool[]): Tool[] {
  let listed = listings.get(tools);
  if (!listed) {
    listed = tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: jsonSchemaOf(tool.input, "input"),
      outputSchema: jsonSchemaOf(tool.output, "output"),
      annotations: { readOnlyHint: tool.readOnly, openWorldHint: false },
    }));
    listings.set(tools, listed);
  }
  return listed;
}

/** A refusal as a tool's error: the body the HTTP API would answer, `{ error: { code, message, fields? } }`. */
const toolError = (body: ErrorBody): CallToolResult => ({ isError: true, content: [{ type: "text", text: JSON.stringify(body) }] });

/**
 * The MCP server of one request, acting for `caller`. Arguments are checked with the tool's schema here, as the
 * API checks a body, so a refusal carries the API's code and fields; `errorBodyOf` turns anything a tool throws
 * into the API's error body (the app's error handler: it logs what is unexpected and shows none of it).
 */
export function mcpServer(tools: McpTool[], caller: ToolCaller, errorBodyOf: (error: unknown) => Promise<ErrorBody>) {
  const server = new Server({ name: "promptsmith", title: "Promptsmith", version: "1.0.0" }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listingOf(tools) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }): Promise<CallToolResult> => {
    const tool = tools.find((candidate) => candidate.name === params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool is called "${params.name}".`);
    try {
      const args = params.arguments ?? {};
      assertCleanText(args);
      const parsed = tool.input.safeParse(args);
      if (!parsed.success) throw invalidInput(parsed.error);
      const answer = (await tool.run(parsed.data, caller)) as Record<string, unknown>;
      return { content: [{ type: "text", text: JSON.stringify(answer) }], structuredContent: answer };
    } catch (error) {
      // The client went away: nobody reads an answer, and it is no failure of ours to log (the route answers 499).
      if (error instanceof GenerationCancelled) throw error;
      return toolError(await errorBodyOf(error));
    }
  });
  return server;
}
