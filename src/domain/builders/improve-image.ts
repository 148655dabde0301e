/**
 * The offline improver for image prompts: the pasted prompt taken apart into its terms, exclusions, aspect
 * and size, then written again in the syntax of its target (Midjourney parameters last, a Stable Diffusion
 * `Negative prompt:` line, natural language for DALL·E, gpt-image and Flux, a labelled list when generic).
 */
import type { ArtTarget } from "./art-options";

/** Midjourney parameters that take one value (`--no` takes the rest up to the next parameter). */
const VALUED = new Set(["ar", "aspect", "v", "version", "s", "stylize", "c", "chaos", "seed", "q", "quality", "style", "w", "weird", "iw", "sref", "cref", "sw", "cw", "stop", "r", "repeat", "niji", "p", "profile"]);
const PARAMETER = /(?:^|\s)--([a-z]+)/gi;
const PIXEL_SIZE = /\b(\d{3,5})\s*[x×]\s*(\d{3,5})(\s*px)?\b/i;
const ASPECT = /\b(\d{1,2})\s*:\s*(\d{1,2})\b/;
/** "Negative prompt: …" to the end of its line, on a line of its own or after the prompt's terms. */
const NEGATIVE_LINE = /(?:^|[,.]\s*)\s*(negative prompt|negative|avoid|exclude)\s*:\s*(.*)$/gim;
const NEGATIVE_TERM = /^(no|without|avoid|avoiding|exclude|excluding|not)\s+(.+)$/i;
const OPENER =
  /^(please\s+)?(can you\s+)?(generate|create|make|draw|render|produce|give me|i want|i need)\s+(me\s+)?(an?\s+)?(image|picture|photo|illustration|artwork|art|drawing)\s+(of|showing|that shows|with)\s+/i;

interface Parameter {
  name: string;
  value: string;
}

export interface ImagePromptParts {
  terms: string[];
  negatives: string[];
  /** `[w, h]` in whole numbers, reduced. */
  aspect?: [number, number];
  size?: [number, number];
  parameters: Parameter[];
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const reduce = (w: number, h: number): [number, number] => [w / gcd(w, h), h / gcd(w, h)];
const unique = (items: string[]) =>
  items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);

/** Takes out the Midjourney parameters, in order; what is left is the prompt text. */
function splitParameters(text: string): { text: string; parameters: Parameter[] } {
  const parameters: Parameter[] = [];
  const matches = [...text.matchAll(PARAMETER)];
  if (matches.length === 0) return { text, parameters };
  let rest = text.slice(0, matches[0]!.index);
  matches.forEach((match, i) => {
    const start = match.index + match[0].length;
    const end = matches[i + 1]?.index ?? text.length;
    const name = match[1]!.toLowerCase();
    const tail = text.slice(start, end).trim();
    if (name === "no") {
      parameters.push({ name, value: tail });
    } else {
      const [value = "", ...words] = VALUED.has(name) ? tail.split(/\s+/) : ["", ...tail.split(/\s+/)];
      parameters.push({ name, value });
      rest += ` ${words.join(" ")}`;
    }
  });
  return { text: rest, parameters };
}

export function parseImagePrompt(original: string): ImagePromptParts {
  const negatives: string[] = [];
  let text = original.replace(NEGATIVE_LINE, (_line, _label, list: string) => {
    negatives.push(...list.split(","));
    return "";
  });
  const split = splitParameters(text);
  text = split.text;
  const parameters: Parameter[] = [];
  let aspect: [number, number] | undefined;
  for (const parameter of split.parameters) {
    const ratio = ASPECT.exec(parameter.value);
    if ((parameter.name === "ar" || parameter.name === "aspect") && ratio) aspect = reduce(Number(ratio[1]), Number(ratio[2]));
    else if (parameter.name === "no") negatives.push(...parameter.value.split(","));
    else parameters.push(parameter);
  }

  let size: [number, number] | undefined;
  const terms: string[] = [];
  for (const raw of text.split(/[,\n;]|\.(?=\s|$)/)) {
    let term = raw.replace(/\s+/g, " ").trim().replace(OPENER, "");
    const pixels = PIXEL_SIZE.exec(term);
    if (pixels) {
      size = [Number(pixels[1]), Number(pixels[2])];
      term = term.replace(PIXEL_SIZE, "").replace(/\b(resolution|size|at|in)\b:?/gi, "").trim();
    }
    const ratio = ASPECT.exec(term);
    if (ratio && /\b(aspect|ratio|ar)\b/i.test(term)) {
      aspect = reduce(Number(ratio[1]), Number(ratio[2]));
      term = "";
    }
    const negative = NEGATIVE_TERM.exec(term);
    if (negative) negatives.push(negative[2]!);
    else if (term) terms.push(term);
  }
  if (!aspect && size) aspect = reduce(size[0], size[1]);
  return {
    terms: unique(terms),
    negatives: unique(negatives.map((n) => n.trim()).filter(Boolean)),
    aspect,
    size,
    parameters,
  };
}

/** `(term:1.2)` as `term` and `cat::2` as `cat`: weights only Stable Diffusion (and Midjourney V6) read. */
function withoutWeights(term: string): string {
  return term.replace(/\(([^():]+):\d+(\.\d+)?\)/g, "$1").replace(/::-?\d*(\.\d+)?/g, "").trim();
}

/** About one megapixel in multiples of 64 for an aspect (SDXL's native sizes). */
export function sdxlSize([w, h]: [number, number]): [number, number] {
  const area = 1024 * 1024;
  const snap = (n: number) => Math.max(64, Math.round(n / 64) * 64);
  return [snap(Math.sqrt((area * w) / h)), snap(Math.sqrt((area * h) / w))];
}

/** Midjourney's syntax; `::` weights stay only on a version before 7 (the target's or the prompt's `--v`). */
function midjourney(parts: ImagePromptParts, legacyTarget: boolean): string {
  const legacy = legacyTarget || parts.parameters.some((p) => (p.name === "v" || p.name === "version") && Number(p.value) < 7);
  const terms = legacy ? parts.terms : parts.terms.map(withoutWeights);
  const params = [
    parts.aspect ? `--ar ${parts.aspect.join(":")}` : "",
    ...parts.parameters.map((p) => `--${p.name}${p.value ? ` ${p.value}` : ""}`),
    parts.negatives.length > 0 ? `--no ${parts.negatives.join(", ")}` : "",
  ];
  return [terms.join(", "), ...params].filter(Boolean).join(" ");
}

function stableDiffusion(parts: ImagePromptParts): string {
  const size = parts.aspect && sdxlSize(parts.aspect);
  return [
    parts.terms.join(", "),
    parts.negatives.length > 0 ? `Negative prompt: ${parts.negatives.join(", ")}` : "",
    size ? `Size: ${size.join("x")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

function orientation([w, h]: [number, number]): string {
  if (w === h) return "Square composition";
  return w > h ? `Wide ${w}:${h} landscape composition` : `Tall ${w}:${h} portrait composition`;
}

function naturalLanguage(parts: ImagePromptParts): string {
  const [subject = "", ...details] = parts.terms.map(withoutWeights);
  const first = subject.charAt(0).toUpperCase() + subject.slice(1);
  return [
    `${[first, ...details].join(", ")}.`,
    parts.aspect ? `${orientation(parts.aspect)}.` : "",
    parts.negatives.length > 0 ? `No ${parts.negatives.join(", no ")}.` : "",
  ]
    .filter((s) => s && s !== ".")
    .join(" ");
}

function generic(parts: ImagePromptParts): string {
  const [subject = "", ...details] = parts.terms.map(withoutWeights);
  const fits = parts.size && parts.aspect && Math.abs(parts.size[0] / parts.size[1] - parts.aspect[0] / parts.aspect[1]) < 0.01;
  return [
    subject ? `Subject: ${subject}` : "",
    details.length > 0 ? `Details: ${details.join(", ")}` : "",
    parts.aspect ? `Aspect ratio: ${parts.aspect.join(":")}` : "",
    fits ? `Resolution: ${parts.size!.join("x")}` : "",
    parts.negatives.length > 0 ? `Avoid: ${parts.negatives.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The improved prompt for an image target. */
export function improveImagePrompt(original: string, target: ArtTarget): string {
  const parts = parseImagePrompt(original);
  // Midjourney's targets are named by version ("midjourney", "midjourney-v6").
  if (target.startsWith("midjourney")) return midjourney(parts, target !== "midjourney");
  switch (target) {
    case "stable-diffusion":
      return stableDiffusion(parts);
    case "generic":
      return generic(parts);
    default:
      return naturalLanguage(parts);
  }
}
