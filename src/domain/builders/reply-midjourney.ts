/**
 * Midjourney's grammar for the reply checker (reply-grammar.ts): one line, the description, then the parameters,
 * each once, with values in the ranges of the target's version. Ranges from Midjourney's parameter list for V7 and
 * V6.1 (docs/decisions/0040-the-model-path.md).
 */

type Report = (code: string, detail: string) => void;

interface Parameter {
  /** What follows the name: nothing (a flag), one value, or words up to the next parameter (--no, references). */
  takes: "flag" | "one" | "words";
  /** The value may be left out (--profile alone uses the default profile). */
  optional?: boolean;
  /** Whether the value is legal for this version; absent: any value. */
  legal?: (value: string, version: string) => boolean;
  /** What a legal value is, for the problem's detail. */
  range?: string;
  /** The versions that take it; absent: both. */
  versions?: readonly string[];
}

const integerIn = (min: number, max: number) => (value: string) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
const numberIn = (min: number, max: number) => (value: string) =>
  /^(?:\d+(?:\.\d+)?|\.\d+)$/.test(value) && Number(value) >= min && Number(value) <= max;
/** --quality: V7 takes 1, 2 and 4; V6.1 takes .25, .5, 1 and 2. */
const QUALITY: Readonly<Record<string, readonly number[]>> = { "7": [1, 2, 4], "6.1": [0.25, 0.5, 1, 2] };

const PARAMETERS: Readonly<Record<string, Parameter>> = {
  ar: { takes: "one", legal: (v) => /^[1-9]\d*:[1-9]\d*$/.test(v), range: "W:H in whole numbers, such as 16:9" },
  stylize: { takes: "one", legal: integerIn(0, 1000), range: "a whole number from 0 to 1000" },
  chaos: { takes: "one", legal: integerIn(0, 100), range: "a whole number from 0 to 100" },
  weird: { takes: "one", legal: integerIn(0, 3000), range: "a whole number from 0 to 3000" },
  quality: {
    takes: "one",
    legal: (v, version) => numberIn(0, 4)(v) && (QUALITY[version] ?? []).includes(Number(v)),
    range: "for V7 1, 2 or 4; for V6.1 .25, .5, 1 or 2",
  },
  seed: { takes: "one", legal: integerIn(0, 4294967295), range: "a whole number from 0 to 4294967295" },
  repeat: { takes: "one", legal: integerIn(1, 40), range: "a whole number from 1 to 40" },
  stop: { takes: "one", legal: integerIn(10, 100), range: "a whole number from 10 to 100", versions: ["6.1"] },
  iw: { takes: "one", legal: numberIn(0, 3), range: "a number from 0 to 3" },
  sw: { takes: "one", legal: integerIn(0, 1000), range: "a whole number from 0 to 1000" },
  cw: { takes: "one", legal: integerIn(0, 100), range: "a whole number from 0 to 100", versions: ["6.1"] },
  ow: { takes: "one", legal: integerIn(1, 1000), range: "a whole number from 1 to 1000", versions: ["7"] },
  exp: { takes: "one", legal: integerIn(0, 100), range: "a whole number from 0 to 100", versions: ["7"] },
  sv: { takes: "one", legal: integerIn(1, 6), range: "1 to 6" },
  style: { takes: "one", legal: (v) => v.toLowerCase() === "raw", range: "raw" },
  v: { takes: "one" },
  no: { takes: "words" },
  sref: { takes: "words" },
  cref: { takes: "words", versions: ["6.1"] },
  oref: { takes: "words", versions: ["7"] },
  profile: { takes: "words", optional: true },
  raw: { takes: "flag" },
  tile: { takes: "flag" },
  draft: { takes: "flag", versions: ["7"] },
  fast: { takes: "flag" },
  relax: { takes: "flag" },
  turbo: { takes: "flag" },
};

/** Every name Midjourney accepts for a parameter, to its name above. */
const ALIASES: Readonly<Record<string, string>> = {
  aspect: "ar",
  s: "stylize",
  c: "chaos",
  w: "weird",
  q: "quality",
  r: "repeat",
  version: "v",
  p: "profile",
  personalize: "profile",
};

export function checkMidjourney(
  reply: { text: string; target: string; version: string; exclusions: string },
  problem: Report,
): void {
  const { text, version } = reply;
  if (text.includes("\n")) problem("not-one-line", "a Midjourney prompt is one line");
  const line = text.replace(/\s+/g, " ").trim();
  const start = /(?:^|\s)--[a-z]/i.exec(line);
  const description = start ? line.slice(0, start.index).trim() : line;
  if (description === "") problem("empty-description", "there is no description before the parameters");
  if (version === "7" && /::/.test(description)) problem("multi-prompt-weights", "V7 does not read :: multi-prompt weights");
  if (!start) return;

  const tokens = line.slice(start.index).trim().split(" ");
  const seen = new Set<string>();
  let lastName = "";
  let lastValue = "";
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    const match = /^--([a-z]+)$/i.exec(token);
    if (!match) {
      problem("parameters-not-last", `"${tokens.slice(i).join(" ")}" comes after the parameters; they go last`);
      return;
    }
    const written = match[1]!.toLowerCase();
    const name = ALIASES[written] ?? written;
    i++;
    if (name === "niji") {
      problem("niji", `--niji is the anime model, not ${reply.target}`);
      if (/^\d/.test(tokens[i] ?? "")) i++;
      continue;
    }
    const parameter = PARAMETERS[name];
    if (!parameter) {
      problem("unknown-parameter", `--${written} is not a Midjourney parameter`);
      while (i < tokens.length && !tokens[i]!.startsWith("--")) i++;
      continue;
    }
    if (seen.has(name)) problem("duplicate-parameter", `--${written} is given twice`);
    seen.add(name);
    if (parameter.versions && !parameter.versions.includes(version)) problem("wrong-version-parameter", `--${written} does not exist in version ${version}`);
    const values: string[] = [];
    const count = parameter.takes === "one" ? 1 : parameter.takes === "flag" ? 0 : Infinity;
    while (values.length < count && i < tokens.length && !tokens[i]!.startsWith("--")) values.push(tokens[i++]!);
    const value = values.join(" ");
    lastName = name;
    lastValue = value;
    if (parameter.takes !== "flag" && !parameter.optional && value === "") {
      problem("missing-value", `--${written} has no value`);
      continue;
    }
    if (name === "v" && value !== version) problem("wrong-version", `--${written} ${value}: this target is version ${version}`);
    if (parameter.legal && !parameter.legal(value, version)) problem(`bad-${name}`, `--${written} ${value}: ${parameter.range}`);
  }
  if (lastName === "no" && cutOff(lastValue, reply.exclusions)) {
    problem("cut-off-parameter", `--no ${lastValue} ends in the middle of a word of the exclusions`);
  }
}

/** "peo" when the user excluded "people": the last word is a strict beginning of an excluded word and not a word of its own there. */
function cutOff(value: string, exclusions: string): boolean {
  const last = value.toLowerCase().match(/[\p{L}\p{N}]+$/u)?.[0];
  if (!last) return false;
  const excluded: string[] = exclusions.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return !excluded.includes(last) && excluded.some((word) => word.startsWith(last));
}
