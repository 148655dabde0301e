/**
 * The request of POST /api/generate-prompt, text, art or improve by `promptType`, and the built-in composer
 * for each kind. The rules that check a request are in schemas.ts.
 */
import type { z } from "zod";
import type { ArtPromptPayload } from "./art-form";
import { composeArtPrompt } from "./compose-art";
import type { ComposedPrompt } from "./composed-prompt";
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
export function composePrompt(request: GeneratePromptRequest): ComposedPrompt {
  switch (request.promptType) {
    case "text":
      return composeTextPrompt(request);
    case "art":
      return composeArtPrompt(request);
    case "improve":
      return improvePrompt(request);
  }
}

/**
 * The builder's form for a request as the server recorded it (generation history's `metadata.form`: the parsed
 * request without its promptType), so a past generation reopens in its builder and saves like a builder's save.
 * Sliders are one-element lists in a form; an art request's `prompt` (its subject) travels along, as Use Inputs
 * hands it over. Anything else is the same field by field.
 */
export function formOfRequest(form: Record<string, unknown>): Record<string, unknown> {
  const asList = (value: unknown) => (typeof value === "number" ? [value] : value);
  const sliders: Record<string, unknown> = {};
  if ("creativityLevel" in form) sliders.creativityLevel = asList(form.creativityLevel);
  if ("detailLevel" in form) sliders.detailLevel = asList(form.detailLevel);
  return { ...form, ...sliders };
}
