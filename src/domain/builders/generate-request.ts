/**
 * The request of POST /api/generate-prompt, text, art or improve by `promptType`, and the built-in composer
 * for each kind. The rules that check a request are in schemas.ts.
 */
import type { z } from "zod";
import type { ArtPromptPayload } from "./art-form";
import { composeArtPrompt } from "./compose-art";
import { composeTextPrompt } from "./compose-text";
import { improvePrompt } from "./improve";
import type { ImprovePromptPayload } from "./improve-options";
import type { generatePromptRequestSchema } from "./schemas";
import type { TextPromptPayload } from "./text-form";

/** A parsed generation request. */
export type GeneratePromptRequest = z.output<typeof generatePromptRequestSchema>;
/** The JSON body the browser sends. */
export type GeneratePromptPayload = TextPromptPayload | ArtPromptPayload | ImprovePromptPayload;

/** The built-in composer's prompt for a parsed request (deterministic: same request, same prompt). */
export function composePrompt(request: GeneratePromptRequest): string {
  switch (request.promptType) {
    case "text":
      return composeTextPrompt(request);
    case "art":
      return composeArtPrompt(request);
    case "improve":
      return improvePrompt(request);
  }
}
