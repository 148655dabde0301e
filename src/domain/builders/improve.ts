/**
 * Improve a Prompt without a model: a text prompt restructured, an image prompt rewritten in its target's
 * syntax. Deterministic: the same request always gives the same prompt. When the target is left at its default
 * (a text model) and the pasted prompt is plainly an image prompt, it is improved for the image target its syntax
 * names, and a note says so (decision 0039).
 */
import { TARGET_OPTIONS, type ArtTarget } from "./art-options";
import type { ComposedPrompt } from "./composed-prompt";
import { improveImagePrompt } from "./improve-image";
import { DEFAULT_IMPROVE_FOCUS, TEXT_TARGET, type ImprovePromptRequest } from "./improve-options";
import { improveTextPrompt } from "./improve-text";

/** Syntax and words that name an image target, most specific first. */
const IMAGE_TARGETS: readonly [RegExp, ArtTarget, string][] = [
  [/(^|\s)--(v|version)\s+[1-6](\.\d)?\b|(^|\s)--niji\s+[1-6]\b/i, "midjourney-v6", "its --v 6 parameter"],
  [/^\s*\/imagine\b|(^|\s)--(ar|aspect|v|version|stylize|s|chaos|c|no|style|q|quality|seed|weird|sref|cref|niji|p|profile|raw|tile)\b/i, "midjourney", "its Midjourney parameters"],
  [/^\s*negative prompt:|\bsteps:\s*\d+,\s*sampler:|\([^()\n]+:\d(\.\d+)?\)|\b(masterpiece|best quality|score_\d)\b/im, "stable-diffusion", "its Stable Diffusion syntax"],
  [/\bdall[·.\- ]?e\b/i, "dalle", "its mention of DALL·E"],
  [/\bgpt-image\b/i, "gpt-image", "its mention of gpt-image-1"],
  [/\bflux\b/i, "flux", "its mention of Flux"],
];
/** Words only an image prompt is made of. */
const IMAGE_WORDS =
  /\b(photo(graph)? of|portrait of|illustration of|painting of|render(ed|ing)?|[48]k|uhd|hdr|octane|unreal engine|trending on artstation|artstation|bokeh|cinematic lighting|highly detailed|ultra detailed|wide shot|close-up|volumetric|depth of field|aspect ratio)\b/i;
/** An instruction to a text model: it opens on a verb or speaks to the model. */
const TEXT_TASK =
  /^(please\s+)?(write|draft|compose|summari[sz]e|explain|describe (how|why|what)|list|translate|rewrite|edit|review|analy[sz]e|answer|act as|you are|i want you|i need you|your task|help me)\b/i;

/** The image target a prompt pasted for "a text model" is written for, or undefined when it reads as text. */
export function detectImageTarget(prompt: string): { target: ArtTarget; because: string } | undefined {
  const text = prompt.trim();
  if (TEXT_TASK.test(text)) return undefined;
  const named = IMAGE_TARGETS.find(([pattern]) => pattern.test(text));
  if (named) return { target: named[1], because: named[2] };
  // A comma list of short terms with image words, and no sentence addressed to a model, is an image prompt.
  const terms = text.split(",").map((t) => t.trim());
  const termList = terms.length >= 3 && terms.every((t) => t.split(/\s+/).length <= 8) && !/[.?!]\s+[A-Z]/.test(text);
  if (IMAGE_WORDS.test(text) && (termList || text.length <= 200)) return { target: "generic", because: "its image words" };
  return undefined;
}

const targetLabel = (target: ArtTarget) => TARGET_OPTIONS.find((o) => o.value === target)?.label ?? target;

export function improvePrompt(request: Pick<ImprovePromptRequest, "prompt" | "target" | "focus">): ComposedPrompt {
  const focus = request.focus.length > 0 ? request.focus : DEFAULT_IMPROVE_FOCUS;
  const detected = request.target === TEXT_TARGET ? detectImageTarget(request.prompt) : undefined;
  if (request.target !== TEXT_TARGET || detected) {
    const target = detected?.target ?? (request.target as ArtTarget);
    const improved = improveImagePrompt(request.prompt, target);
    const detectedNote = `Improved as an image prompt for ${targetLabel(target)}, from ${detected?.because}; choose a target to improve it for another.`;
    return withUnchanged(request.prompt, { ...improved, notes: detected ? [detectedNote, ...improved.notes] : improved.notes });
  }
  const { prompt, variables, added, edits } = improveTextPrompt(request.prompt, focus);
  const notes = [...edits];
  notes.push(...variables.map((name) => `{{${name}}}: a placeholder to fill in before you use the prompt, or at run time if your application fills it.`));
  if (added) notes.push(`Added "${added}": you asked for nothing made up, and a model told what to do when the answer is missing guesses less. Reword it if it should hand over to a person instead.`);
  return withUnchanged(request.prompt, { prompt, parameters: {}, notes });
}

/** The text with runs of whitespace as one space: an improvement that changes only layout changes nothing. */
const sameModuloWhitespace = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/** An improvement that changes nothing gives the prompt back as it was, with a note that says so. */
function withUnchanged(original: string, improved: ComposedPrompt): ComposedPrompt {
  if (!sameModuloWhitespace(original, improved.prompt)) return improved;
  return { ...improved, prompt: original.trim(), notes: ["Nothing needed changing: the prompt already follows its target's structure and syntax. This Improve was not counted."] };
}
