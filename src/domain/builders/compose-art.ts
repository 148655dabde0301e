/**
 * The built-in art prompt composer: offline, deterministic, pure. The same request always gives the same
 * result: the prompt in the syntax of its Target, the target's settings and the notes for the user.
 */
import type { ArtPromptRequest } from "./art-form";
import { midjourney } from "./art-midjourney";
import { natural } from "./art-natural";
import type { ArtTarget } from "./art-options";
import { artParts, type ArtParts } from "./art-parts";
import { stableDiffusion } from "./art-stable-diffusion";
import type { ComposedPrompt } from "./composed-prompt";

const RENDERERS: Record<ArtTarget, (parts: ArtParts) => ComposedPrompt> = {
  generic: (p) => natural(p, "generic"),
  midjourney: (p) => midjourney(p, "midjourney"),
  "midjourney-v6": (p) => midjourney(p, "midjourney-v6"),
  "stable-diffusion": stableDiffusion,
  dalle: (p) => natural(p, "dalle"),
  "gpt-image": (p) => natural(p, "gpt-image"),
  flux: (p) => natural(p, "flux"),
};

/** The art prompt for a parsed request, in the syntax of its Target (Generic when unset). */
export function composeArtPrompt(request: ArtPromptRequest): ComposedPrompt {
  return RENDERERS[request.target === "" ? "generic" : request.target](artParts(request));
}
