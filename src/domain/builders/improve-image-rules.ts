/**
 * Midjourney's parameters as its documentation gives them (sources in docs/decisions/0037-image-targets.md):
 * which take a value, the legal range of each, and the repair of a pasted value that is out of range,
 * plus the tokens models that read sentences ignore ("4k", "trending on artstation", "masterpiece").
 */
import type { ArtTarget } from "./art-options";
import { MIDJOURNEY_VERSION, type MidjourneyTarget } from "./art-targets";

export interface Parameter {
  name: string;
  value: string;
}

/** Resolution and quality tags: Stable Diffusion's convention, noise to Midjourney V7, DALL·E, gpt-image-1 and Flux. */
export const IGNORED_TOKEN =
  /^(4k|8k|16k|uhd|hd|full hd|high resolution|highres|hi-res|ultra hd|trending on artstation|artstation|trending on cgsociety|masterpiece|best quality|high quality|highest quality|top quality|ultra detailed|ultra-detailed|hyperdetailed|hyper detailed|highly detailed|very detailed|extremely detailed|award winning|award-winning)$/i;

/**
 * The same tags inside a term ("8k photo of a fox", "masterpiece portrait"), and realism said beside a photograph
 * ("hyperrealistic photo"), which the photograph already says. "highly detailed" is left: there it describes content.
 */
export const INNER_FILLER =
  /\b(?:(?:4k|8k|16k|uhd|ultra hd|full hd)(?:\s+(?:resolution|quality|detail|uhd))?|high resolution|masterpiece|best quality|highest quality|top quality|ultra[- ]detailed|hyper[- ]?detailed|trending on artstation|award[- ]winning|(?:hyper|ultra|photo)[- ]?realistic(?=\s+(?:photo|photograph|photography)\b))\b/gi;

/** What to do with a count of images the prompt asked for in words, per target: a request setting or a note. */
export function countNote(target: ArtTarget, count: { n: number; words: string }): { note: string; parameters: Record<string, number> } {
  const { n, words } = count;
  const out = `"${words}" taken out of the prompt: a number of images is a request setting, not something to draw`;
  switch (target) {
    case "gpt-image":
      return { note: `${out}; set as n: ${Math.min(n, 10)}, the number of images gpt-image-1 makes per request${n > 10 ? " (10 at most)" : ""}.`, parameters: { n: Math.min(n, 10) } };
    case "stable-diffusion":
      return { note: `${out}; set as batch_size: ${n}, the images made per run.`, parameters: { batch_size: n } };
    case "dalle":
      return { note: `${out}. DALL·E 3 makes one image per request (n is 1), so send the prompt ${n} times.`, parameters: {} };
    case "flux":
      return { note: `${out}. The Flux API makes one image per request, so send the prompt ${n} times.`, parameters: {} };
    case "midjourney":
    case "midjourney-v6":
      return { note: `${out}. Midjourney makes four images for each prompt${n > 4 ? "; run it again for more" : ""}.`, parameters: {} };
    default:
      return { note: `${out}. Set the number of images in your tool, or send the prompt ${n} times.`, parameters: {} };
  }
}

/** Praise and wallpaper words that describe nothing in the picture: dropped on every target. */
export const FILLER_TOKEN = /^(beautiful|stunning|gorgeous|amazing|awesome|breathtaking|perfect|(4k|8k|hd|uhd|desktop|phone) wallpaper|wallpaper)$/i;
/** Quality tags Stable Diffusion reads, whose weight above this stretches the image instead of improving it. */
export const SD_QUALITY_WEIGHT = 1.2;

/** Render engines: not filler but a style cue, the look of a 3D render (a game engine's for Unreal). */
export const RENDER_ENGINE = /^(unreal engine(?: \d)?|unreal|ue\d|octane(?: render)?|redshift(?: render)?|blender(?: render)?|cinema 4d|c4d|v-?ray(?: render)?)$/i;

/** The look a render engine names, in words a model that reads sentences follows. */
export const engineLook = (term: string): string => (/^(unreal|ue\d)/i.test(term.trim()) ? "a 3D render with a game-engine look" : "a polished 3D render");

/** Flags take no value; every other known parameter takes one. */
const FLAGS = new Set(["raw", "tile", "draft", "hd", "turbo", "fast", "relax"]);

/** Canonical names, and the numeric range of those that have one. */
const KNOWN: Readonly<Record<string, { name: string; range?: [number, number]; integer?: boolean }>> = {
  s: { name: "stylize", range: [0, 1000], integer: true },
  stylize: { name: "stylize", range: [0, 1000], integer: true },
  c: { name: "chaos", range: [0, 100], integer: true },
  chaos: { name: "chaos", range: [0, 100], integer: true },
  w: { name: "weird", range: [0, 3000], integer: true },
  weird: { name: "weird", range: [0, 3000], integer: true },
  seed: { name: "seed", range: [0, 4294967295], integer: true },
  r: { name: "repeat", range: [1, 40], integer: true },
  repeat: { name: "repeat", range: [1, 40], integer: true },
  stop: { name: "stop", range: [10, 100], integer: true },
  iw: { name: "iw", range: [0, 3] },
  sw: { name: "sw", range: [0, 1000], integer: true },
  cw: { name: "cw", range: [0, 100], integer: true },
  ow: { name: "ow", range: [1, 1000], integer: true },
  exp: { name: "exp", range: [0, 100], integer: true },
  q: { name: "q" },
  quality: { name: "q" },
  v: { name: "v" },
  version: { name: "v" },
  niji: { name: "niji" },
  style: { name: "style" },
  sref: { name: "sref" },
  cref: { name: "cref" },
  oref: { name: "oref" },
  sv: { name: "sv" },
  p: { name: "p" },
  profile: { name: "p" },
  raw: { name: "raw" },
  tile: { name: "tile" },
  draft: { name: "draft" },
};

/** --q values each version accepts (V7: 1, 2, 4; V6: .25, .5, 1, 2). */
const QUALITY: Readonly<Record<MidjourneyTarget, readonly number[]>> = { midjourney: [1, 2, 4], "midjourney-v6": [0.25, 0.5, 1, 2] };

/** Whether `--name` takes the word after it as its value. */
export function takesValue(name: string, next: string): boolean {
  if (FLAGS.has(name) || next === "") return false;
  if (KNOWN[name] !== undefined) return true;
  return /^[-\d.:]+$/.test(next);
}

/** The pasted parameters made legal for the target: values clamped into range, unknown or empty ones dropped. */
export function checkParameters(parameters: readonly Parameter[], target: MidjourneyTarget, notes: string[]): Parameter[] {
  const out: Parameter[] = [];
  for (const { name, value } of parameters) {
    const known = KNOWN[name];
    if (known === undefined) {
      notes.push(`--${name} taken out: Midjourney has no such parameter.`);
      continue;
    }
    if (!FLAGS.has(name) && value === "") {
      notes.push(`--${name} taken out: it had no value.`);
      continue;
    }
    if (known.name === "niji") {
      notes.push(`--niji ${value} taken out: it picks the Niji model, not the Midjourney ${MIDJOURNEY_VERSION[target]} the target names.`);
      continue;
    }
    if (known.name === "v") {
      const version = MIDJOURNEY_VERSION[target];
      if (Number(value) !== Number(version) && !(target === "midjourney-v6" && /^6(\.0|\.1)?$/.test(value))) {
        notes.push(`--v ${value} set to --v ${version}, the version the target names.`);
        out.push({ name: "v", value: version });
      } else out.push({ name, value });
      continue;
    }
    if (known.name === "q") {
      const allowed = QUALITY[target];
      if (!allowed.includes(Number(value))) notes.push(`--${name} ${value} taken out: this version takes --q ${allowed.join(", ")}.`);
      else out.push({ name, value });
      continue;
    }
    if (known.range) {
      const n = Number(value);
      if (!Number.isFinite(n)) {
        notes.push(`--${name} ${value} taken out: it takes a number.`);
        continue;
      }
      const [min, max] = known.range;
      const fixed = Math.min(max, Math.max(min, known.integer ? Math.round(n) : n));
      if (fixed !== n) notes.push(`--${name} ${value} set to ${fixed}: it takes ${min}–${max}.`);
      out.push({ name, value: String(fixed) });
      continue;
    }
    out.push({ name, value });
  }
  return out;
}

/**
 * SDXL and quality tags. Stability's SDXL release needs "no more gigantic paragraphs of qualifiers", and the
 * tag-style (Danbooru) checkpoints built on it (Animagine, Illustrious, Pony) name their own quality words,
 * "masterpiece, best quality" or "score_9", asking users to drop SD 1.5's "8k, HD" habits. So resolution and
 * site tags ("8k", "trending on artstation", "ultra detailed") go on SDXL as on every target; the checkpoints'
 * quality words stay only where the prompt shows that workflow (Danbooru tags such as "1girl" or "solo", a Pony
 * score tag, or a quality tag the author weighted).
 */
/** Tags that ask for detail: the author's intent, not a resolution or site tag. */
export const DETAIL_ASK = /^(ultra[- ]detailed|hyper[- ]?detailed|highly detailed|very detailed|extremely detailed)$/i;
const CHECKPOINT_QUALITY = /^(masterpiece|best quality|high quality|highest quality|top quality|amazing quality|very aesthetic|absurdres|highres)$/i;
const TAG_STYLE = /^(\d+(girls?|boys?|others?)|solo|multiple (girls|boys)|score_\d(_up)?|rating[_:]\s*\w+|absurdres|looking at viewer|upper body|cowboy shot|full body)$/i;

/** The quality tags an SDXL prompt keeps, and those it drops (for the note). */
export function sdxlQuality(terms: readonly string[], plain: (term: string) => string): { kept: string[]; dropped: string[] } {
  const weightedQuality = terms.some((t) => [...t.matchAll(/\(([^():]+):\d/g)].some((m) => CHECKPOINT_QUALITY.test(m[1]!.trim())));
  const tagStyle = weightedQuality || terms.some((t) => TAG_STYLE.test(plain(t)));
  // "highly detailed" is the author's ask for detail, which SDXL reads as such: kept.
  const dropped = terms.filter((t) => (IGNORED_TOKEN.test(plain(t)) || CHECKPOINT_QUALITY.test(plain(t))) && !DETAIL_ASK.test(plain(t)) && !(tagStyle && CHECKPOINT_QUALITY.test(plain(t))));
  return { kept: terms.filter((t) => !dropped.includes(t)), dropped };
}
