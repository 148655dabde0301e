/**
 * The built-in art prompt composer: offline, deterministic, pure. The same request always gives the same
 * prompt. Subject and composition come first, then style, mood, lighting, palette, perspective, detail,
 * texture, background, effects and inspiration, then the technical settings, in the syntax of the Target.
 */
import type { ArtPromptRequest } from "./art-form";
import { midjourney } from "./art-midjourney";
import { natural } from "./art-natural";
import type { ArtTarget } from "./art-options";
import { artParts, type ArtParts } from "./art-parts";
import { stableDiffusion } from "./art-stable-diffusion";
import { parseSize } from "./art-frame";
import { joinPresent } from "./prose";
import { plainPrompt, type ComposedPrompt } from "./composed-prompt";

/**
 * The pixel size with what it came from when the chosen resolution had another shape: the aspect ratio
 * wins and the size follows it ("1536x640, the pixel count of 1024x1024 at 21:9"), so the two never contradict.
 */
function resolutionLine(p: ArtParts): string | undefined {
  const f = p.frame;
  if (f.resolutionText === undefined) return undefined;
  const chosen = parseSize(f.resolutionText);
  if (!f.sizeIsPixels || f.size === undefined || chosen === undefined || f.ratio === undefined) return f.resolutionText;
  return f.size === `${chosen.width}x${chosen.height}` ? f.resolutionText : `${f.size}, the pixel count of ${f.resolutionText} at ${f.ratio}`;
}

/** A labelled list ('Subject: …', 'Style: …'), one line per set field, for any tool. */
function generic(p: ArtParts): string {
  const line = (label: string, value: string | undefined) => (value === undefined ? undefined : `${label}: ${value}`);
  const style = p.style && (p.style.cues ? `${p.style.term} (${p.style.cues})` : p.style.term);
  return joinPresent(
    [
      line("Subject", p.subject),
      line("Composition", p.composition?.term),
      line("Style", style),
      line("Mood", p.mood?.term),
      line("Lighting", p.lighting?.term),
      line("Color palette", p.palette?.term),
      line("Perspective", p.perspective?.term),
      line("Detail level", `${p.detail.label} (${p.detail.terms})`),
      line("Texture", p.texture),
      line("Background", p.background?.term),
      line("Effects", p.effects?.term),
      line("Artist inspiration", p.artist),
      line("Additional details", p.extra),
      line("Aspect ratio", p.frame.aspectText),
      line("Resolution", resolutionLine(p)),
      line("Number of images", String(p.frame.count)),
      line("Negative prompt", p.negative),
    ],
    "\n",
  );
}

const RENDERERS: Record<ArtTarget, (parts: ArtParts) => string> = {
  generic,
  midjourney: (p) => midjourney(p, "midjourney"),
  "midjourney-v6": (p) => midjourney(p, "midjourney-v6"),
  "stable-diffusion": stableDiffusion,
  dalle: (p) => natural(p, "dalle"),
  "gpt-image": (p) => natural(p, "gpt-image"),
  flux: (p) => natural(p, "flux"),
};

/** The art prompt for a parsed request, in the syntax of its Target (Generic when unset). */
export function composeArtPrompt(request: ArtPromptRequest): ComposedPrompt {
  const render = RENDERERS[request.target === "" ? "generic" : request.target];
  return plainPrompt(render(artParts(request)));
}
