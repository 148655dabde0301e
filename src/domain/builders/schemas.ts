/**
 * The builders' zod rules: the server checks every request with them, the browser checks a form with them
 * before sending it. They are most of a builder page's code, so they are kept out of the index: the
 * browser loads this module only when it first checks a form.
 */
import { z } from "zod";
import { artPromptRequestSchema } from "./art-schema";
import { improvePromptRequestSchema } from "./improve-schema";
import { textPromptRequestSchema } from "./text-schema";

export { artFormSchema, artPromptRequestSchema, imageCountSchema } from "./art-schema";
export { improveFormSchema, improvePromptRequestSchema } from "./improve-schema";
export { personalizationSchema, textFormSchema, textPromptRequestSchema } from "./text-schema";

/** The body of POST /api/generate-prompt: a text or an art request, or a prompt to improve, by `promptType`. */
export const generatePromptRequestSchema = z.discriminatedUnion("promptType", [
  textPromptRequestSchema,
  artPromptRequestSchema,
  improvePromptRequestSchema,
]);
