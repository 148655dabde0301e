/**
 * The request of POST /api/generate-prompt, text or art by `promptType`, and the built-in composer for
 * either kind. The rules that check a request are in schemas.ts.
 */
import type { z } from "zod";
import type { ArtPromptPayload } from "./art-form";
import { composeArtPrompt } from "./compose-art";
import { composeTextPrompt } from "./compose-text";
import type { generatePromptRequestSchema } from "./schemas";
import type { TextPromptPayload } from "./text-form";

/** A parsed generation request. */
export type GeneratePromptRequest = z.output<typeof generatePromptRequestSchema>;
/** The JSON body the browser sends. */
export type GeneratePromptPayload = TextPromptPayload | ArtPromptPayload;
export type PromptType = GeneratePromptRequest["promptType"];

/** The built-in composer's prompt for a parsed request (deterministic: same request, same prompt). */
export function composePrompt(request: GeneratePromptRequest): string {
  return request.promptType === "text" ? composeTextPrompt(request) : composeArtPrompt(request);
}
