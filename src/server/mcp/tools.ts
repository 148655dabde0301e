import { z } from "zod";
import { generationResultSchema } from "@/domain/api/generation";
import { savedPromptPageSchema, savedPromptSchema } from "@/domain/api/library";
import type { GeneratePromptRequest } from "@/domain/builders";
import { artPromptRequestSchema, improveFormSchema, textPromptRequestSchema } from "@/domain/builders/schemas";
import { savedPromptListQuerySchema, savedPromptUseSchema } from "@/domain/library-schemas";
import { fillVariables, missingVariables, placeholder } from "@/domain/prompt-variables";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { Payer } from "../generation/records";
import type { GenerationClient, GenerationService } from "../generation/service";
import { HttpError } from "../http/errors";
import { idParam } from "../http/openapi";
import { savedPromptsService } from "../library/saved-prompts";
import type { LibraryScope } from "../library/workspace-scope";

/** Who a tool call acts for: the key's user, in the workspace the key reaches, and where the call came from. */
export interface ToolCaller {
  scope: LibraryScope;
  payer: Payer;
  client: GenerationClient;
  /** Aborts when the client goes away: a generation stops there and gives its unit back. */
  signal: AbortSignal;
}

/** A tool as the MCP server offers it: its arguments and its answer are the API's own schemas. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  input: z.ZodType;
  output: z.ZodType;
  /** MCP's `readOnlyHint`: the tool changes nothing (a client may call it without asking its user first). */
  readOnly: boolean;
  /** Runs with arguments already checked against `input`. */
  run: (args: unknown, caller: ToolCaller) => Promise<unknown>;
}

/** Types a tool's `run` by its schemas; the server checks the arguments with `input` before it runs. */
function tool<I extends z.ZodType, O extends z.ZodType>(
  definition: Omit<McpTool, "input" | "output" | "run"> & {
    input: I;
    output: O;
    run: (args: z.output<I>, caller: ToolCaller) => Promise<z.input<O>>;
  },
): McpTool {
  return { ...definition, run: (args, caller) => definition.run(args as z.output<I>, caller) };
}

export const renderedPromptSchema = z.object({
  text: z.string().meta({ description: "The prompt's text with each `{{variable}}` replaced by its value." }),
});

/** The prompt's text with its variables filled; a variable without a value is refused by name (400 invalid_input). */
export function renderPrompt(text: string, values: Readonly<Record<string, string>>): string {
  const missing = missingVariables(text, values);
  if (missing.length) {
    const fields = Object.fromEntries(missing.map((name) => [`values.${name}`, [`No value for ${placeholder(name)}`]]));
    throw new HttpError(400, "invalid_input", `No value for ${missing.map(placeholder).join(", ")}.`, fields);
  }
  return fillVariables(text, values);
}

/** A builder's form: a text prompt or an image prompt, told apart by `promptType`. */
const generateFormSchema = z.object({ form: z.discriminatedUnion("promptType", [textPromptRequestSchema, artPromptRequestSchema]) });

const SPENDS = "Spends one generation of your allowance (given back if the generation fails)";

/**
 * The tools: the library as the key's user sees it, and the generator, through the same services, schemas and
 * allowance as /api/v1.
 */
export function mcpTools(db: Db, clock: Clock, generation: GenerationService): McpTool[] {
  const prompts = savedPromptsService(db, clock);
  /** The one lookup of a saved prompt the tools make: another workspace's prompt is not found. */
  const promptOf = (caller: ToolCaller, id: string) => prompts.get(caller.scope, id);
  const generate = async (request: GeneratePromptRequest, caller: ToolCaller) => {
    const reservation = await generation.reserve(caller.payer, request, caller.client);
    return generation.produce(reservation, { signal: caller.signal, onDelta: () => {}, onRestart: () => {} });
  };

  return [
    tool({
      name: "list_prompts",
      title: "List saved prompts",
      description:
        "Your saved prompts, a page at a time: pinned first, then by `sort` (newest by default). `q` searches titles and texts; " +
        "`tags` (comma-separated) keeps the prompts carrying all of them, or any with `tagMode` any. Pass `nextCursor` as `cursor` for the next page.",
      input: savedPromptListQuerySchema,
      output: savedPromptPageSchema,
      readOnly: true,
      run: (query, caller) => prompts.list(caller.scope, query),
    }),
    tool({
      name: "get_prompt",
      title: "Get a saved prompt",
      description: "One saved prompt by its id: its text, the names of its `{{variables}}`, tags and parts.",
      input: idParam,
      output: savedPromptSchema,
      readOnly: true,
      run: ({ id }, caller) => promptOf(caller, id),
    }),
    tool({
      name: "render_prompt",
      title: "Render a saved prompt",
      description:
        "A saved prompt's text with its `{{variables}}` filled from `values` (name to text). Every variable needs a value; " +
        "the ones missing are named in the error.",
      input: idParam.extend(savedPromptUseSchema.shape),
      output: renderedPromptSchema,
      readOnly: true,
      run: async ({ id, values }, caller) => ({ text: renderPrompt((await promptOf(caller, id)).content, values) }),
    }),
    tool({
      name: "generate_prompt",
      title: "Generate a prompt from a form",
      description:
        `Writes an expert prompt from a builder's form: \`promptType\` text (with topic, industry, content type, tone…) or art (an image prompt for a target). ${SPENDS}, ` +
        "and kept in your history.",
      input: generateFormSchema,
      output: generationResultSchema,
      readOnly: false,
      run: ({ form }, caller) => generate(form, caller),
    }),
    tool({
      name: "improve_prompt",
      title: "Improve a prompt",
      description: `Rewrites a prompt for a target model, with the chosen focus. ${SPENDS}; a prompt it leaves unchanged spends nothing.`,
      input: improveFormSchema,
      output: generationResultSchema,
      readOnly: false,
      run: (fields, caller) => generate({ promptType: "improve", ...fields }, caller),
    }),
  ];
}
