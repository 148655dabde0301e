/**
 * Midjourney prompts: the subject first, then short comma-separated phrases, then the parameters last.
 * V7 (the default) reads no `::` multi-prompt weights, so those are turned into plain phrases; V6 keeps them.
 * There is no pixel size in Midjourney: the shape is said with `--ar` alone.
 */
import type { ArtParts, ArtTerm } from "./art-parts";
import { MIDJOURNEY_GRID, MIDJOURNEY_VERSION, type MidjourneyTarget } from "./art-targets";
import { cleanInline } from "./choices";
import { joinPresent } from "./prose";

/**
 * `--chaos` (0–100) spreads the four images of a grid apart. The art form's one slider, the detail level,
 * already sets `--stylize`; how different the images should be is what the number of images asks, so the
 * spread grows with it (one image: none).
 */
const CHAOS_BY_COUNT: Readonly<Record<number, number>> = { 1: 0, 2: 10, 4: 25, 8: 50 };

/** The parameters a user may have typed themselves, by every name Midjourney accepts for them. */
const PARAMETER_NAMES: Readonly<Record<string, string>> = {
  ar: "ar",
  aspect: "ar",
  s: "stylize",
  stylize: "stylize",
  c: "chaos",
  chaos: "chaos",
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

export function midjourney(p: ArtParts, target: MidjourneyTarget): string {
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
      p.detail.terms,
      p.texture,
      p.background?.term,
      p.effects?.term,
      p.artist && `in the style of ${p.artist}`,
      plain(extra.text),
      p.frame.aspectDescription && `${p.frame.aspectDescription} aspect ratio`,
    ],
    ", ",
  );
  const typed = joinPresent([subject.params, extra.params], " ");
  const typedNames = new Set([...typed.matchAll(/--([a-z]+)/gi)].map((m) => PARAMETER_NAMES[m[1]!.toLowerCase()]));
  const chaos = CHAOS_BY_COUNT[p.frame.count] ?? 0;
  const repeat = Math.ceil(p.frame.count / MIDJOURNEY_GRID);
  const ours: [string, string | undefined][] = [
    ["ar", p.frame.ratio && `--ar ${p.frame.ratio}`],
    ["stylize", `--stylize ${Math.round(p.detailValue * 1000)}`],
    ["chaos", chaos > 0 ? `--chaos ${chaos}` : undefined],
    ["repeat", repeat > 1 ? `--repeat ${repeat}` : undefined],
    ["no", p.negative && `--no ${plain(p.negative)}`],
    ["v", `--v ${MIDJOURNEY_VERSION[target]}`],
  ];
  const params = joinPresent([...ours.filter(([name]) => !typedNames.has(name)).map(([, text]) => text), typed], " ");
  return `${terms} ${params}`;
}
