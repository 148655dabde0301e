/**
 * The checks of an expert's review that can be written as code, each run on one case's result. A check answers
 * `undefined` when it does not apply to the case, `true` when it holds, or the reason it fails.
 */
import { variablesOf } from "@/domain/prompt-variables";
import { composePrompt, type ComposedPrompt, type GeneratePromptRequest } from "@/domain/builders";
import { SDXL_SIZES } from "@/domain/builders/art-targets";
import { checkReply } from "@/domain/builders/reply-grammar";
import { detailBand } from "@/domain/builders/sliders";
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

type ArtRequest = Extract<GeneratePromptRequest, { promptType: "art" }>;
const artOf = (c: EvalCase): ArtRequest | undefined => (c.request.promptType === "art" ? c.request : undefined);
/** The targets that read sentences and have no negative prompt field. */
const NATURAL_TARGETS = new Set(["generic", "dalle", "gpt-image", "flux"]);
const isNatural = (r: ArtRequest) => NATURAL_TARGETS.has(r.target || "generic");
/** The negative prompt's terms as the field means them ("no people" is "people"). */
const negativeTerms = (text: string) =>
  text
    .split(/[\r\n,]+/)
    .map((t) => t.trim().replace(/[.]+$/, "").replace(/^(no|without)\s+/i, ""))
    .filter((t) => t !== "");
/** A number of images said in the prompt, which is a request setting (or a note), never something to draw. */
const IMAGE_COUNT = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) (different |separate )?(versions|variations|variants|images|pictures|options)\b/i;
/** A clause that opens on a negation: what a model with no negative prompt tends to draw anyway. */
const BARE_NEGATION = /(^|[.!?,;]\s*)(no|not|nothing|without|never)\s+\w/i;
/** The image targets with no negative prompt field. */
const NO_NEGATIVE_FIELD = new Set(["dalle", "gpt-image", "flux", "generic"]);

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
  // A slider set away from its middle band changes the prompt, whatever words the subject already has.
  "detail said": (c, result) => {
    const r = artOf(c);
    if (!r || detailBand(r.detailLevel) === detailBand(SLIDER_DEFAULT)) return undefined;
    return composePrompt({ ...r, detailLevel: SLIDER_DEFAULT }).prompt !== result.prompt ? true : `detail ${r.detailLevel} changed nothing`;
  },
  // Each typed exclusion reaches the target (its field, --no, or what is there instead) or a note names it.
  "exclusions kept": (c, result) => {
    const r = artOf(c);
    const terms = r ? negativeTerms(r.negativePrompt) : [];
    if (!r || terms.length === 0) return undefined;
    const read = readByTarget(result).toLowerCase();
    const lost = terms.filter((term) => {
      if (read.includes(term.toLowerCase()) || result.notes.some((n) => n.includes(`"${term}"`))) return false;
      const others = terms.filter((t) => t !== term).join(", ");
      return composePrompt({ ...r, negativePrompt: others }).prompt === result.prompt;
    });
    return lost.length === 0 ? true : `vanished: ${lost.map((t) => JSON.stringify(t)).join(", ")}`;
  },
  // No "No X." where there is no negative prompt, and Generic's notes never say the prompt negates. DALL·E 3 and
  // gpt-image-1 follow an explicit constraint (OpenAI's guide): one closing "No …" sentence, and only there.
  "no bare negation": (c, result) => {
    const r = artOf(c);
    if (!r || !isNatural(r) || r.negativePrompt.trim() === "") return undefined;
    const body = r.target === "dalle" || r.target === "gpt-image" ? result.prompt.replace(/ No [^.]+\.$/, "") : result.prompt;
    const bare = /(^|[.!?]\s)(No|Nothing)\b[^.]*\.|\bfree of\b/.exec(body);
    if (bare) return `prompt says ${JSON.stringify(bare[0].trim())}`;
    const claim = result.notes.find((n) => /sentence at the end of the prompt|no negative prompt field/i.test(n));
    return claim ? `a note disagrees with the prompt: ${JSON.stringify(claim)}` : true;
  },
  // Sentences that join: no doubled word (outside quoted text), no empty item, one "in … style", each sentence whole.
  "clean joins": (c, result) => {
    const r = artOf(c);
    if (!r || !isNatural(r)) return undefined;
    const p = result.prompt;
    const doubled = /\b(\w+)\s+\1\b/i.exec(p.replace(/"[^"]*"/g, '"…"'));
    if (doubled) return `doubled ${JSON.stringify(doubled[0])}`;
    const empty = /,\s*,| ,| \.|\b(with|and|of|by)\s*[,.]/i.exec(p);
    if (empty) return `empty item ${JSON.stringify(empty[0])}`;
    const styles = p.match(/\bin the style of\b|\bin (a|an) [^,.]*\bstyle\b/gi) ?? [];
    if (styles.length > 1) return `${styles.length} "in … style" phrases`;
    const broken = p.split(/(?<=[.!?])\s+(?=["A-Z])/).find((s) => !/^["A-Z]/.test(s) || !/[.!?]$/.test(s));
    return broken === undefined ? true : `sentence ${JSON.stringify(broken)}`;
  },
  // SDXL renders its trained sizes; a note names only the size sent and the size asked, never a fitted one.
  "sizes honest": (c, result) => {
    const r = artOf(c);
    if (!r || r.target !== "stable-diffusion") return undefined;
    const sent = `${result.parameters.width}x${result.parameters.height}`;
    if (!SDXL_SIZES.some((s) => `${s.width}x${s.height}` === sent)) return `${sent} is not an SDXL training size`;
    const asked = /\d{3,}x\d{3,}/.exec(`${r.resolution} ${r.customResolution}`)?.[0];
    const invented = (result.notes.join(" ").match(/\d{3,}x\d{3,}/g) ?? []).find((n) => n !== sent && n !== asked);
    return invented === undefined ? true : `a note names ${invented}, neither sent nor asked`;
  },
  // Improve of an image prompt: no count left in it, and on a target with no negative prompt, no bare "no X".
  "draws only what is there": (c, result) => {
    if (c.request.promptType !== "improve" || c.request.target === "text") return undefined;
    const count = result.prompt.match(IMAGE_COUNT);
    if (count) return `a count in the prompt: ${JSON.stringify(count[0])}`;
    if (!NO_NEGATIVE_FIELD.has(c.request.target)) return true;
    const negation = result.prompt.match(BARE_NEGATION);
    return negation ? `a bare negation: ${JSON.stringify(negation[0].trim())}` : true;
  },
  "improves or leaves be": (c, result) => {
    if (c.group !== "improve" || c.request.promptType !== "improve") return undefined;
    const changed = squash(result.prompt) !== squash(c.request.prompt);
    if (/You are an expert in the subject of this task/i.test(result.prompt)) return "adds a generic role";
    if (c.mustChange && !changed) return "unchanged";
    return true;
  },
};
