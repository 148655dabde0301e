/**
 * The checks of an expert's review that can be written as code, each run on one case's result. A check answers
 * `undefined` when it does not apply to the case, `true` when it holds, or the reason it fails.
 */
import { variablesOf } from "@/domain/prompt-variables";
import type { ComposedPrompt } from "@/domain/builders";
import { checkReply } from "@/domain/builders/reply-grammar";
import type { EvalCase } from "./cases";

export type Verdict = true | string | undefined;
export type Check = (c: EvalCase, result: ComposedPrompt) => Verdict;

const SLIDER_DEFAULT = 0.5;

/** What a prompt says to its user rather than to its model: these belong in notes. */
const ADDRESSED_TO_USER = [
  /\bnearest size\b/i,
  /\bpixel count\b/i,
  /\b(make|send|run) (\d+|two|four|eight) (separate )?requests\b/i,
  /\bseparate requests?\b/i,
  /\bone image per request\b/i,
  /\breplace each placeholder\b/i,
  /\bbefore sending\b/i,
  /\bthe requested\b/i,
  /\bas you (asked|requested)\b/i,
  /^note:/im,
];

/** Instructions that cannot both be obeyed; a prompt holding both halves of a pair contradicts itself. */
export const CONTRADICTIONS: readonly [RegExp, RegExp][] = [
  [/\bno contractions\b/i, /\b(use|with) contractions\b|\bcontractions, direct address\b/i],
  [/\bformal\b/i, /\b(conversational|casual|relaxed|informal)\b/i],
  [/\bno (emojis|emoji)\b/i, /\b(add|use|include) (a few )?emojis?\b/i],
  [/\bno hashtags\b/i, /\b(add|use|include) [^.]*hashtags\b/i],
  [/\bone or two sentences\b|\(1-2 sentences\)/i, /\b(at least|between) \d+ (and \d+ )?words\b|\((\d+-\d+|\d+\+) words\)/i],
  [/\bplayful\b/i, /\b(legally precise|legal document|terms of service)\b/i],
  [/\bshow,? do not sell\b|\bnot salesy\b|\bno sales pitch\b/i, /\bSales-Oriented\b|\breason to act now\b|\bgentle urgency\b/i],
  [/\b(leave )?no (brackets|placeholders)\b/i, /\bbracketed gap\b|\[(offer deadline|link)\]/i],
  [/\bshort paragraphs\b/i, /^(Bullet Points|Listicle|Table)\. /im],
];

/** Variables the composer adds for the reader, and the user variables that already hold the same thing. */
const HELD_BY: readonly [string, RegExp][] = [
  ["name", /^(\w+_)?(first_|full_|given_)?name$|^(first|given)_?name$/],
  ["company", /^(\w+_)?(company|organi[sz]ation|business)(_name)?$/],
  ["location", /^(\w+_)?(location|city|region|country)$/],
];

/** Phrases that restate a form default the user never touched. */
function untouchedDefaults(c: EvalCase): RegExp[] {
  const r = c.request;
  if (r.promptType === "art") {
    return [
      ...(r.detailLevel === SLIDER_DEFAULT ? [/\bdetail level\b/i, /\bbalanced detail\b/i] : []),
      ...(r.numberOfImages === 1 ? [/\bnumber of images\b/i, /\bone image\b/i] : []),
      ...(r.resolution === "1024x1024" && r.target === "generic" ? [/1024\s*x\s*1024/i] : []),
    ];
  }
  if (r.promptType === "text") {
    return [
      ...(r.creativityLevel === SLIDER_DEFAULT ? [/\bcreativity:/i] : []),
      ...(r.language === "english" ? [/\blanguage: english\b/i] : []),
    ];
  }
  return [];
}

/** Everything the target reads: the prompt and its negative prompt. */
const readByTarget = (result: ComposedPrompt) => `${result.prompt}\n${result.negativePrompt ?? ""}`;

/** The user's text in the request, where `{{variables}}` may be. */
function userText(c: EvalCase): string {
  const r = c.request;
  if (r.promptType === "text") return `${r.topic}\n${r.additionalCustomization}`;
  if (r.promptType === "art") return `${r.prompt}\n${r.additionalCustomization}`;
  return r.prompt;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

export const CHECKS: Record<string, Check> = {
  // The checker the server runs on a model's reply: the composer's own prompt must pass it without a repair.
  "target grammar": (c, result) => {
    const checked = checkReply(c.request, result.prompt, { draft: result.prompt });
    if (!checked.ok) return checked.problems.map((p) => `${p.code} (${p.detail})`).join("; ");
    return checked.repairs.length === 0 ? true : `needed a repair: ${checked.repairs.join(", ")}`;
  },
  "inputs kept": (c, result) => {
    // Quotes the composer puts around the image's text ('the word "LISBOA"') keep the input.
    const unquoted = (s: string) => s.toLowerCase().replace(/["“”]/g, "");
    const read = unquoted(readByTarget(result));
    const lost = c.keep.filter((k) => !read.includes(unquoted(k)));
    return lost.length === 0 ? true : `lost: ${lost.map((k) => JSON.stringify(k)).join(", ")}`;
  },
  "nothing for the user": (_c, result) => {
    const hit = ADDRESSED_TO_USER.find((re) => re.test(result.prompt));
    return hit ? `prompt says ${JSON.stringify(result.prompt.match(hit)![0])} to its user` : true;
  },
  "no contradiction": (_c, result) => {
    const pair = CONTRADICTIONS.find(([a, b]) => a.test(result.prompt) && b.test(result.prompt));
    return pair ? `both ${JSON.stringify(result.prompt.match(pair[0])![0])} and ${JSON.stringify(result.prompt.match(pair[1])![0])}` : true;
  },
  "no default filler": (c, result) => {
    const filler = untouchedDefaults(c);
    if (filler.length === 0) return undefined;
    const hit = filler.find((re) => re.test(result.prompt));
    return hit ? `restates an untouched default: ${JSON.stringify(result.prompt.match(hit)![0])}` : true;
  },
  "role fits": (c, result) => {
    if (!c.role) return undefined;
    // The Role section's line when there is one: a brief may quote a persona ("You are Sam, a barista bot") before it.
    const role = (result.prompt.match(/# Role\nYou are ([^.\n]*)/) ?? result.prompt.match(/\bYou are ([^.\n]*)/))?.[1];
    if (role === undefined) return "no role";
    return c.role.test(role) ? true : `role "${role}" does not fit`;
  },
  "variables kept": (c, result) => {
    const wanted = variablesOf(userText(c));
    if (wanted.length === 0) return undefined;
    const missing = wanted.filter((v) => !result.prompt.includes(`{{${v}}}`));
    return missing.length === 0 ? true : `dropped ${missing.map((v) => `{{${v}}}`).join(", ")}`;
  },
  "one variable per thing": (c, result) => {
    const own = variablesOf(userText(c));
    if (own.length === 0) return undefined;
    const doubled = HELD_BY.find(([added, holds]) => !own.includes(added) && result.prompt.includes(`{{${added}}}`) && own.some((v) => v !== added && holds.test(v) && !/^(product|brand|event|app|project|file|team|store|shop|venue|course|plan|domain)_name$/.test(v)));
    return doubled ? `adds {{${doubled[0]}}} beside the user's own variable for it` : true;
  },
  "says what applies": (c, result) => {
    if (!c.require) return undefined;
    const missing = c.require.filter((re) => !re.test(result.prompt));
    return missing.length === 0 ? true : `lacks ${missing.map(String).join(", ")}`;
  },
  "avoids what does not apply": (c, result) => {
    if (!c.avoid) return undefined;
    const hit = c.avoid.find((re) => re.test(result.prompt));
    return hit ? `has ${JSON.stringify(result.prompt.match(hit)![0])}` : true;
  },
  "improves or leaves be": (c, result) => {
    if (c.group !== "improve" || c.request.promptType !== "improve") return undefined;
    const changed = squash(result.prompt) !== squash(c.request.prompt);
    if (/You are an expert in the subject of this task/i.test(result.prompt)) return "adds a generic role";
    if (c.mustChange && !changed) return "unchanged";
    return true;
  },
};
