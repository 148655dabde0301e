/**
 * A pasted image prompt taken apart: its terms, exclusions, aspect or size (from numbers or shape words), Midjourney
 * parameters and an A1111 settings line. The improver (improve-image.ts) writes it again for its target.
 */
import type { ParameterValue } from "./composed-prompt";
import { PREPOSITION } from "./art-nouns";
import { takesValue, type Parameter } from "./improve-image-rules";

const PARAMETER = /(?:^|\s)--([a-z]+)/gi;
const PIXEL_SIZE = /\b(\d{3,5})\s*[x×]\s*(\d{3,5})(\s*px)?\b/i;
const ASPECT = /\b(\d{1,2})\s*:\s*(\d{1,2})\b/;
/** "Negative prompt: …" to the end of its line, on a line of its own or after the prompt's terms. */
const NEGATIVE_LINE = /(?:^|[,.]\s*)\s*(negative prompt|negative|avoid|exclude)\s*:\s*(.*)$/gim;
const NEGATIVE_TERM = /^(no|without|avoid|avoiding|exclude|excluding|not)\s+(.+)$/i;
/** An exclusion said as a sentence: "Make sure there are no people", "Do not include any text", "There should be no cars". */
const NEGATIVE_SENTENCE =
  /^(?:(?:please\s+)?(?:make sure|ensure)\s+(?:that\s+)?(?:there\s+(?:are|is)\s+)?(?:no|not any)|there\s+(?:should|must)\s+be\s+no|there\s+(?:are|is)\s+no|(?:please\s+)?(?:do not|don't|never)\s+(?:include|show|add|draw|put in|use|have|render|depict)(?:\s+any)?)\s+(?:any\s+)?(.+)$/i;
/** Terms only a negative prompt is made of: pasted among the prompt's terms, they ask for what they name. */
const NEGATIVE_ONLY =
  /^(lowres|low res|low resolution|worst quality|low quality|bad quality|normal quality|jpeg artifacts|bad anatomy|bad hands|bad proportions|extra fingers|extra limbs|missing fingers|fused fingers|deformed|disfigured|mutated|mutation|malformed|poorly drawn (?:hands|face)|ugly)$/i;
/** Our own constraint sentence, read back as its terms when an improved prompt is improved again. */
const CONSTRAINT_SENTENCE = /(?:^|(?<=[.!?])\s+)(?:keep the image free of|leave out|no|nothing) ([^.]*)(\.|$)/gi;
/** A1111's settings line ("Steps: 20, Sampler: Euler a, CFG scale: 7, Seed: 1, Size: 512x768"). */
const SETTINGS_LINE = /^\s*steps:\s*\d+.*$/gim;
const OPENER =
  /^(please\s+)?(can you\s+)?(generate|create|make|draw|render|produce|give me|i want|i need)\s+(me\s+)?(an?\s+)?(image|picture|photo|illustration|artwork|art|drawing)\s+(of|showing|that shows|with)\s+/i;
const NUMBERS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** "4 versions", "Create two variations of": how many images, which is a request setting, not something to draw. */
const COUNT = new RegExp(
  String.raw`(?:^|\b)(?:(?:please\s+)?(?:create|make|generate|give me|draw|render|produce|show me|i want|i need)\s+(?:me\s+)?)?(?:in\s+|with\s+)?(\d{1,2}|${Object.keys(NUMBERS).join("|")})\s+(?:different\s+|distinct\s+|separate\s+|unique\s+)?(?:versions?|variations?|variants?|options?|takes?|images?|pictures?|renders?|generations?|iterations?|outputs?)(?:\s+(?:of|showing))?(?:\s+please)?\b\s*`,
  "i",
);

/** Shape words, as a whole term: "widescreen", "portrait format", "square". */
const SHAPE_WORDS: readonly [RegExp, [number, number]][] = [
  [/^(cinematic )?(widescreen|wide screen)( format| aspect( ratio)?| shot| frame)?$/i, [16, 9]],
  [/^(ultra-?wide|panoramic|panorama)( format| aspect( ratio)?)?$/i, [21, 9]],
  [/^((portrait|vertical|tall)( format| orientation| aspect( ratio)?| mode| frame)|vertical)$/i, [2, 3]],
  [/^(phone wallpaper|mobile wallpaper|story format|instagram story)$/i, [9, 16]],
  [/^landscape( format| orientation| aspect( ratio)?| mode)$/i, [3, 2]],
  // "wide" and "tall" alone say the frame; "wide shot" and "wide-angle" are the camera's and stay.
  [/^(wide|wide (format|image|frame|aspect( ratio)?)|horizontal( format| orientation)?)$/i, [3, 2]],
  [/^tall( image| frame)?$/i, [2, 3]],
  [/^square( format| aspect( ratio)?| image| frame)?$/i, [1, 1]],
];

/** Shape words that mean only a shape, found inside a term; "portrait", "landscape" and "square" are also subjects, so only whole terms count for them. */
const INNER_SHAPE: readonly [RegExp, [number, number]][] = [
  [/\b(cinematic )?(widescreen|wide screen)( format| aspect( ratio)?)?\b/i, [16, 9]],
  [/\b(ultra-?wide|panoramic)( format| aspect( ratio)?)?\b/i, [21, 9]],
  [/\bvertical format\b/i, [2, 3]],
  [/(?<![\d:.])\b(16:9|9:16|21:9|9:21|4:3|3:4|3:2|2:3|4:5|5:4|1:1)\b(?![\d:])/, [1, 1]],
];

export interface ImagePromptParts {
  terms: string[];
  negatives: string[];
  /** `[w, h]` in whole numbers, reduced. */
  aspect?: [number, number];
  size?: [number, number];
  parameters: Parameter[];
  /** A1111 settings read off a pasted settings line. */
  settings: Record<string, ParameterValue>;
  /** The words that gave the shape ("wide", "portrait format"), when words did. */
  shapeWords?: string;
  /** Terms that began one of the author's sentences with a capital ("It is sitting in the snow"). */
  sentenceOpeners: string[];
  /** How many images were asked for in the prompt's words, and those words ("4 versions"). */
  count?: { n: number; words: string };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const reduce = (w: number, h: number): [number, number] => [w / gcd(w, h), h / gcd(w, h)];
/** A ratio the user wrote in whole numbers stays as written (Midjourney takes any, "21:9" is not "7:3"); a decimal one ("1.85:1") is written in whole numbers, as Midjourney requires. */
function ratioOf(width: string, height: string): [number, number] {
  if (/^\d+$/.test(width) && /^\d+$/.test(height)) return [Number(width), Number(height)];
  const scale = 10 ** Math.max(...[width, height].map((n) => (n.split(".")[1] ?? "").length));
  return reduce(Math.round(Number(width) * scale), Math.round(Number(height) * scale));
}
const unique = (items: string[]) => items.filter((item, i) => items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i);

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
      return;
    }
    // The text after a parameter's value (or after a flag) is prompt text that was misplaced.
    const [first = "", ...words] = tail.split(/\s+/);
    const valued = takesValue(name, first);
    parameters.push({ name, value: valued ? first : "" });
    // A comma keeps it a term of its own ("a fox in a forest, photorealistic"), unless it goes on the phrase ("on a hill").
    const misplaced = (valued ? words : [first, ...words]).join(" ").trim();
    if (misplaced) rest = `${rest.trim().replace(/,$/, "")}${PREPOSITION.test(misplaced) || /^(with|and|of|for)\b/i.test(misplaced) ? "" : ","} ${misplaced}`;
  });
  return { text: rest, parameters };
}

function settingsOf(line: string): Record<string, ParameterValue> {
  const settings: Record<string, ParameterValue> = {};
  for (const [, key, value] of line.matchAll(/([a-z ]+):\s*([^,]+)/gi)) {
    const k = key!.trim().toLowerCase();
    const v = value!.trim();
    if (k === "steps" && /^\d+$/.test(v)) settings.steps = Number(v);
    else if (k === "cfg scale" && /^[\d.]+$/.test(v)) settings.cfg_scale = Number(v);
    else if (k === "seed" && /^\d+$/.test(v)) settings.seed = Number(v);
    else if (k === "sampler") settings.sampler_name = v;
    else if (k === "schedule type") settings.scheduler = v;
  }
  return settings;
}

export function parseImagePrompt(original: string): ImagePromptParts {
  const negatives: string[] = [];
  let settings: Record<string, ParameterValue> = {};
  let size: [number, number] | undefined;
  let text = original.replace(SETTINGS_LINE, (line) => {
    settings = settingsOf(line);
    const pixels = PIXEL_SIZE.exec(line);
    if (pixels) size = [Number(pixels[1]), Number(pixels[2])];
    return "";
  });
  text = text.replace(CONSTRAINT_SENTENCE, (_sentence, list: string) => {
    negatives.push(...list.split(/,\s*|\s+and\s+|\s+or\s+/).map((t) => t.replace(/^any(thing)?\s+/i, "")));
    return " ";
  });
  text = text.replace(NEGATIVE_LINE, (_line, _label, list: string) => {
    negatives.push(...list.split(","));
    return "";
  });
  const split = splitParameters(text);
  text = split.text;
  const parameters: Parameter[] = [];
  let aspect: [number, number] | undefined;
  let shapeWords: string | undefined;
  let count: ImagePromptParts["count"];
  for (const parameter of split.parameters) {
    const ratio = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(parameter.value);
    if (parameter.name === "ar" || parameter.name === "aspect") {
      if (ratio) aspect = ratioOf(ratio[1]!, ratio[2]!);
    } else if (parameter.name === "no") negatives.push(...parameter.value.split(","));
    else parameters.push(parameter);
  }

  const terms: string[] = [];
  const sentenceOpeners: string[] = [];
  // A sentence's first term is marked, so a prompt written in sentences is written in sentences again.
  const pieces = text.split(/\.(?=\s|$)|\n/).flatMap((sentence) => sentence.split(/[,;]/).map((piece, i) => ({ piece, opens: i === 0 })));
  for (const { piece: raw, opens } of pieces) {
    let term = raw.replace(/\s+/g, " ").trim();
    if (/^(please|thanks|thank you)$/i.test(term)) continue;
    const counted = COUNT.exec(term);
    // Mid-term, "2 pictures" may be drawn ("a man holding 2 pictures"); a count opens the term, leads into "of", or ends it as "in 4 variations".
    const whole = counted && (counted.index === 0 || /\s(of|showing)\s*$/i.test(counted[0]) || (counted.index + counted[0].length === term.length && /(version|variation|variant|option|take)s?\s*$/i.test(counted[0])));
    if (counted && whole) {
      const n = NUMBERS[counted[1]!.toLowerCase()] ?? Number(counted[1]);
      count ??= { n, words: counted[0].trim() };
      term = term.replace(counted[0], " ").replace(/\s+/g, " ").trim();
    }
    // "Generate a photo of a fox": the request goes, the medium it names stays ("a photo of a fox").
    term = term.replace(OPENER, (_opener: string, ...groups: unknown[]) => {
      const medium = groups[5] as string;
      return /^(image|picture|art|artwork)$/i.test(medium) ? "" : `a ${medium.toLowerCase()} ${(groups[6] as string).toLowerCase()} `;
    }).trim();
    const pixels = PIXEL_SIZE.exec(term);
    if (pixels) {
      size = [Number(pixels[1]), Number(pixels[2])];
      term = term.replace(PIXEL_SIZE, "").replace(/\b(resolution|size|at|in)\b:?/gi, "").trim();
    }
    const ratio = ASPECT.exec(term);
    if (ratio && /\b(aspect|ratio|ar|compose it as)\b/i.test(term)) {
      aspect = ratioOf(ratio[1]!, ratio[2]!);
      term = "";
    }
    const shape = SHAPE_WORDS.find(([pattern]) => pattern.test(term));
    if (shape) {
      if (!aspect) shapeWords = term;
      aspect ??= shape[1];
      term = "";
    }
    // "epic dragon over castle widescreen": a shape word no subject can mean is the shape wherever it stands.
    const inner = INNER_SHAPE.find(([pattern]) => pattern.test(term));
    if (inner) {
      const words = term.match(inner[0])![0].trim();
      const ratio = /(\d{1,2})\s*:\s*(\d{1,2})/.exec(words);
      if (!aspect) shapeWords = words;
      aspect ??= ratio ? reduce(Number(ratio[1]), Number(ratio[2])) : inner[1];
      term = term.replace(inner[0], " ").replace(/\s+/g, " ").trim();
    }
    const negative = NEGATIVE_TERM.exec(term);
    const sentence = NEGATIVE_SENTENCE.exec(term);
    if (sentence) negatives.push(...sentence[1]!.split(/\s+(?:or|and)\s+/));
    else if (negative) negatives.push(negative[2]!);
    else if (NEGATIVE_ONLY.test(term)) negatives.push(term);
    else if (term) {
      terms.push(term);
      if (opens && /^[A-Z][a-z]/.test(term)) sentenceOpeners.push(term);
    }
  }
  if (!aspect && size) aspect = reduce(size[0], size[1]);
  return {
    terms: unique(terms),
    sentenceOpeners,
    negatives: unique(negatives.map((n) => n.trim()).filter(Boolean)),
    aspect,
    size,
    parameters,
    settings,
    ...(shapeWords !== undefined && aspect !== undefined && !size ? { shapeWords } : {}),
    ...(count ? { count } : {}),
  };
}
