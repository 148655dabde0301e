/**
 * Midjourney prompts: the subject first, then short comma-separated phrases, then the parameters last.
 * Only what the user set becomes a parameter: `--ar` from a chosen shape, `--no` from the negative prompt,
 * `--repeat` for more images than one grid, and `--v` for the version the target names. The detail slider
 * is words in the style's vocabulary, never `--stylize` (whose default, 100, is Midjourney's own look).
 * V7 reads no `::` multi-prompt weights, so those are turned into plain phrases; V6 keeps them.
 * There is no pixel size in Midjourney: the shape is said with `--ar` alone.
 */
import type { ArtParts, ArtTerm } from "./art-parts";
import { MIDJOURNEY_GRID, MIDJOURNEY_VERSION, type MidjourneyTarget } from "./art-targets";
import { cleanInline } from "./choices";
import type { ComposedPrompt } from "./composed-prompt";
import { joinPresent } from "./prose";

/** The parameters a user may have typed themselves, by every name Midjourney accepts for them. */
const PARAMETER_NAMES: Readonly<Record<string, string>> = {
  ar: "ar",
  aspect: "ar",
  r: "repeat",
  repeat: "repeat",
  v: "v",
  version: "v",
};

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

/** "cat::2 dog::1" → "cat, dog": V7 has no multi-prompt weights. */
function withoutWeights(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const phrases = text
    .split(/::\s*-?\d*(?:\.\d+)?/)
    .map(cleanInline)
    .filter((t) => t !== "");
  return phrases.length === 0 ? undefined : phrases.join(", ");
}

export function midjourney(p: ArtParts, target: MidjourneyTarget): ComposedPrompt {
  const notes: string[] = [];
  const plain = target === "midjourney" ? withoutWeights : (t: string | undefined) => t;
  const subject = splitParams(p.subject);
  const extra = splitParams(p.extra);
  const terms = joinPresent(
    [
      plain(subject.text),
      p.composition?.term,
      styleTerms(p.style),
      p.mood?.term,
      p.lighting?.term,
      p.palette?.term,
      p.perspective?.term,
      p.detail,
      p.texture,
      p.background?.term,
      p.effects?.term,
      p.artist && (p.artist.clash ? p.artist.traits : `in the style of ${p.artist.name}`),
      ...p.exclusions.instead,
      plain(extra.text),
      p.frameSet && p.frame.aspectDescription && `${p.frame.aspectDescription} aspect ratio`,
    ],
    ", ",
  );
  const typed = joinPresent([subject.params, extra.params], " ");
  const typedNames = new Set([...typed.matchAll(/--([a-z]+)/gi)].map((m) => PARAMETER_NAMES[m[1]!.toLowerCase()]));
  const count = p.frame.count;
  const repeat = Math.ceil(count / MIDJOURNEY_GRID);
  const exclusions = p.exclusions.terms.length > 0 ? p.exclusions.terms.map((t) => plain(t) ?? t).join(", ") : undefined;
  const ours: [string, string | undefined][] = [
    ["ar", p.frameSet && p.frame.ratio ? `--ar ${p.frame.ratio}` : undefined],
    ["repeat", repeat > 1 ? `--repeat ${repeat}` : undefined],
    ["no", exclusions && `--no ${exclusions}`],
    ["v", `--v ${MIDJOURNEY_VERSION[target]}`],
  ];
  const params = joinPresent([...ours.filter(([name]) => !typedNames.has(name)).map(([, text]) => text), typed], " ");

  notes.push(...p.notes, ...p.exclusions.notes);
  if (count > 1 && count < MIDJOURNEY_GRID) notes.push(`One Midjourney job makes a grid of ${MIDJOURNEY_GRID} images: keep the ${count} you like best.`);
  if (repeat > 1) {
    notes.push(`--repeat ${repeat} runs the job ${repeat} times (${repeat * MIDJOURNEY_GRID} images in grids of ${MIDJOURNEY_GRID}); Midjourney takes --repeat in Fast and Turbo mode, not in Relax.`);
  }
  if (p.resolutionSet) {
    notes.push(`Midjourney takes no pixel size: ${p.frame.ratio ? `--ar ${p.frame.ratio} sets the shape, and ` : ""}upscaling the image you pick makes it larger.`);
  }
  return { prompt: terms === "" ? params : `${terms} ${params}`, parameters: {}, notes };
}
