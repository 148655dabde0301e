/**
 * The zod rules of Improve a Prompt: the page checks its form with them, the server the request.
 */
import { z } from "zod";
import { withThousands } from "../library";
import type { ChoiceOption } from "./choices";
import {
  IMPROVE_FIELD_LABELS as L,
  IMPROVE_FOCUS_OPTIONS,
  IMPROVE_PROMPT_MAX,
  IMPROVE_TARGET_OPTIONS,
  TEXT_TARGET,
  type ImproveFocus,
  type ImproveTarget,
} from "./improve-options";

export const MSG_IMPROVE_PROMPT_REQUIRED = "Please paste the prompt you want to improve";
export const MSG_IMPROVE_PROMPT_TOO_LONG = `Your prompt must be at most ${withThousands(IMPROVE_PROMPT_MAX)} characters`;

const targets = IMPROVE_TARGET_OPTIONS.map((option) => option.value);
const focuses = IMPROVE_FOCUS_OPTIONS.map((option) => option.value);
/** The values with the form's labels, for the API document (no unset value: these fields have defaults). */
const describedValues = (options: readonly ChoiceOption[]) => ({
  type: "string",
  enum: options.map((o) => o.value),
  "x-enumDescriptions": Object.fromEntries(options.map((o) => [o.value, o.label])),
});
const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(", ");

/** The fields of the form and of the request alike; a target or focus is accepted by value or label, any case. */
const improveFields = {
  prompt: z
    .string({ error: MSG_IMPROVE_PROMPT_REQUIRED })
    .trim()
    .min(1, MSG_IMPROVE_PROMPT_REQUIRED)
    .max(IMPROVE_PROMPT_MAX, MSG_IMPROVE_PROMPT_TOO_LONG),
  target: z
    .string({ error: `${L.target} must be text` })
    .trim()
    .transform((value, ctx): ImproveTarget => {
      const key = value.toLowerCase();
      const found = IMPROVE_TARGET_OPTIONS.find((o) => o.value === key || o.label.toLowerCase() === key);
      if (found) return found.value;
      ctx.issues.push({ code: "custom", input: value, message: `Unknown target "${value}". Choose one of ${quoted(targets)}.` });
      return z.NEVER;
    })
    .default(TEXT_TARGET)
    .meta({ description: `${L.target}. A label (any case) stands for its value.`, ...describedValues(IMPROVE_TARGET_OPTIONS) }),
  focus: z
    .array(z.string({ error: `${L.focus} must be a list` }), { error: `${L.focus} must be a list` })
    .max(focuses.length)
    .transform((values, ctx): ImproveFocus[] => {
      const chosen = new Set<ImproveFocus>();
      for (const value of values) {
        const key = value.trim().toLowerCase();
        const found = IMPROVE_FOCUS_OPTIONS.find((o) => o.value === key);
        if (!found) {
          ctx.issues.push({ code: "custom", input: value, message: `Unknown focus "${value}". Choose from ${quoted(focuses)}.` });
          return z.NEVER;
        }
        chosen.add(found.value);
      }
      // In the list's order, so the same choices always make the same request.
      return focuses.filter((f) => chosen.has(f));
    })
    .default([])
    .meta({ description: `${L.focus}; nothing chosen means clarity and structure.`, items: describedValues(IMPROVE_FOCUS_OPTIONS) }),
};

export const improveFormSchema = z.object(improveFields);

/** The body of POST /api/generate-prompt to improve a prompt. */
export const improvePromptRequestSchema = z.object({ promptType: z.literal("improve"), ...improveFields });
