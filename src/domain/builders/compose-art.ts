/**
 * The built-in art prompt composer: offline, deterministic, pure. The same request always gives the same
 * prompt. Subject and composition come first, then style, mood, lighting, palette, perspective, detail,
 * texture, background, effects and inspiration, then the technical settings, in the syntax of the Target.
 */
import type { ArtPromptRequest } from "./art-form";
import { countSentence, frameSentence } from "./art-frame";
import type { ArtTarget } from "./art-options";
import { artParts, PREPOSITION, type ArtParts, type ArtTerm } from "./art-parts";
import { joinPresent, sentence, termsToPhrase, withArticle } from "./prose";

/** "style, cue, cue" for term lists. */
function styleTerms(style: ArtTerm | undefined): string | undefined {
  if (!style) return undefined;
  return style.cues ? `${style.term}, ${style.cues}` : style.term;
}

/** Text before the first Midjourney parameter, and the parameters themselves ("--chaos 20 --v 6.1"). */
function splitParams(text: string | undefined): { text?: string; params?: string } {
  if (text === undefined) return {};
  const m = /(^|\s)--[a-z]/i.exec(text);
  if (!m) return { text };
  const before = text.slice(0, m.index).replace(/[\s,;:.]+$/u, "").trim();
  return { text: before === "" ? undefined : before, params: text.slice(m.index).trim() };
}

/** One line: comma-separated terms, then `--ar`, `--stylize`, `--no` and any parameters the user wrote. */
function midjourney(p: ArtParts): string {
  const subject = splitParams(p.subject);
  const extra = splitParams(p.extra);
  const terms = joinPresent(
    [
      subject.text,
      p.composition?.term,
      styleTerms(p.style),
      p.mood?.term,
      p.lighting?.term,
      p.palette?.term,
      p.perspective?.term,
      p.detail.terms,
      p.texture,
      p.background?.term,
      p.effects?.term,
      p.artist && `in the style of ${p.artist}`,
      extra.text,
      p.frame.aspectDescription && `${p.frame.aspectDescription} aspect ratio`,
    ],
    ", ",
  );
  const params = joinPresent(
    [
      p.frame.ratio && `--ar ${p.frame.ratio}`,
      `--stylize ${Math.round(p.detailValue * 1000)}`,
      p.negative && `--no ${p.negative}`,
      subject.params,
      extra.params,
    ],
    " ",
  );
  return `${terms} ${params}`;
}

/** `(term:1.2)`, unless the text already uses the brackets or colons of the weighting syntax. */
function weight(text: string | undefined, w: number): string | undefined {
  if (text === undefined) return undefined;
  return /[():]/.test(text) ? text : `(${text}:${w})`;
}

/** Weighted comma-separated terms, a 'Negative prompt:' line, then the size and batch line. */
function stableDiffusion(p: ArtParts): string {
  const positive = joinPresent(
    [
      weight(p.subject, 1.2),
      p.composition?.term,
      weight(p.style?.term, 1.2),
      p.style?.cues,
      p.mood?.term,
      p.lighting?.term,
      p.palette?.term,
      p.perspective?.term,
      p.detail.terms,
      p.texture,
      p.background?.term,
      p.effects?.term,
      weight(p.artist && `in the style of ${p.artist}`, 1.1),
      p.extra,
      p.frame.aspectDescription && `${p.frame.aspectDescription} aspect ratio`,
    ],
    ", ",
  );
  const settings = joinPresent([p.frame.size && `Size: ${p.frame.size}`, `Batch size: ${p.frame.count}`], ", ");
  return joinPresent([positive, p.negative && `Negative prompt: ${p.negative}`, settings], "\n");
}

/** One flowing paragraph with no labels or parameters, as DALL·E and other natural-language models like. */
function dalle(p: ArtParts): string {
  const style = p.style && (p.style.cues ? `${p.style.prose} with ${termsToPhrase(p.style.cues)}` : p.style.prose);
  const composed = p.composition && `composed with ${p.composition.prose}`;
  const opening = p.subject
    ? joinPresent([p.subject, composed, style && `rendered as ${style}`], ", ")
    : style
      ? joinPresent([style, composed], ", ")
      : composed && `An image ${composed}`;

  const lit = p.lighting && `lit by ${p.lighting.prose}`;
  const palette = p.palette && `in a palette of ${p.palette.prose}`;
  const atmosphere = p.mood
    ? joinPresent([`The mood is ${p.mood.prose}`, lit, palette], ", ")
    : lit
      ? joinPresent([`It is ${lit}`, palette], ", ")
      : p.palette && `Use a palette of ${p.palette.prose}`;

  const view =
    p.perspective &&
    (p.perspective.custom && PREPOSITION.test(p.perspective.prose)
      ? `Framed ${p.perspective.prose}`
      : `Framed as ${withArticle(p.perspective.prose)}`);
  const detail = view ? `${view}, with ${p.detail.prose}` : `Render it with ${p.detail.prose}`;

  const finish = p.effects && `finished with ${p.effects.prose}`;
  const scene = p.background
    ? joinPresent([`The scene is ${p.background.prose}`, finish], ", ")
    : finish && `The image is ${finish}`;

  return joinPresent(
    [
      opening && sentence(opening),
      atmosphere && sentence(atmosphere),
      sentence(detail),
      p.texture && sentence(`Emphasize textures such as ${p.texture}`),
      scene && sentence(scene),
      p.artist && sentence(`Draw inspiration from the style of ${p.artist}`),
      p.extra && sentence(p.extra),
      frameSentence(p.frame),
      countSentence(p.frame.count),
      p.negative && sentence(`Do not include any of the following: ${p.negative}`),
    ],
    " ",
  );
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
      line("Resolution", p.frame.resolutionText),
      line("Number of images", String(p.frame.count)),
      line("Negative prompt", p.negative),
    ],
    "\n",
  );
}

const RENDERERS: Record<ArtTarget, (parts: ArtParts) => string> = {
  generic,
  midjourney,
  "stable-diffusion": stableDiffusion,
  dalle,
};

/** The art prompt for a parsed request, in the syntax of its Target (Generic when unset). */
export function composeArtPrompt(request: ArtPromptRequest): string {
  const render = RENDERERS[request.target === "" ? "generic" : request.target];
  return render(artParts(request));
}
