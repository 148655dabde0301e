/**
 * What changed between a pasted prompt and its improved version, and why it helps: read off the two texts,
 * so it holds whether the built-in composer or a model wrote the improvement.
 */
import type { ImproveTarget } from "./improve-options";
import { TEXT_TARGET } from "./improve-options";
import { plainPrompt, type ComposedPrompt } from "./composed-prompt";
import { detectImageTarget } from "./improve";
import { FILLER_TOKEN, IGNORED_TOKEN, RENDER_ENGINE } from "./improve-image-rules";
import { REALISM } from "./improve-image";
import { parseImagePrompt } from "./improve-image-parse";
import { CONTRACTIONS, FALLBACK_PHRASE } from "./improve-text";
import { CONTRADICTIONS, SHOUT, TURN_BY_TURN } from "./improve-text-sentences";
import { saidOnce, wordingChanges } from "./improve-text-wording";
import { normalisePlaceholders, placeholderRenames } from "./text-placeholders";
import { variablesOf } from "../prompt-variables";

export interface PromptChange {
  what: string;
  why: string;
}

const PIXEL_SIZE = /\b\d{3,5}\s*[x×]\s*\d{3,5}\b/i;
const headings = (text: string) => new Set([...text.matchAll(/^#{1,3}\s+(.+)$/gm)].map((m) => m[1]!.trim()));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const firstLine = (text: string) => text.trim().split("\n")[0]!.trim();

/** Request openers and filler words the clarity focus takes out. */
const WORDINESS = /\b(please|kindly|hey|hi|hello|can u|could u|can you|could you|would you|i want you to|i need you to|i would like you to|just|basically|actually|literally)\b/gi;
const wordiness = (text: string) => (text.match(WORDINESS) ?? []).length;
/** The words of a line, lower-cased, for comparing a task across tidying. */
const wordsOf = (text: string): string[] => text.toLowerCase().replace(/['’]/g, "").match(/[\p{L}\p{N}_{}]+/gu) ?? [];

function textChanges(original: string, improved: string): PromptChange[] {
  const changes: PromptChange[] = [];
  const renamed = [...placeholderRenames(original)].filter(([, name]) => improved.includes(`{{${name}}}`));
  if (renamed.length > 0) {
    changes.push({
      what: `Placeholders written as ${[...new Set(renamed.map(([, name]) => `{{${name}}}`))].join(", ")}`,
      why: "One placeholder style is easy to spot and to fill in, by people and by prompt tools alike.",
    });
  }
  // "I will tell you my budget" where {{budget}} carries it is taken out; with nothing to carry it, it becomes one.
  const promise = /\bI will (?:tell|give|write|type|provide|send|show|share)\b[^.]*?(?=,? and (?:you|it will be)\b)/i.exec(original)?.[0];
  const conversation = /^The user \w+s\b/m.test(improved);
  if (promise && !improved.includes(promise) && !conversation) {
    changes.push({ what: `"${promise}" taken out`, why: "The placeholders carry those values; a promise to give them later would contradict them." });
  }
  const added = variablesOf(improved).filter((name) => !variablesOf(normalisePlaceholders(original)).includes(name));
  if (added.length > 0) {
    changes.push({ what: `Placeholder added: ${added.map((n) => `{{${n}}}`).join(", ")}`, why: "What you said you would give has a place in the prompt, filled before use or at run time." });
  }
  // The task moved when the improved first line's words are not those the original opened with.
  const opening = wordsOf(normalisePlaceholders(original).trim().split(/(?<=[.!?])\s|\n/)[0] ?? "");
  // A reference that now names its tag ("this email" as "the email in <email>") is not a task moved.
  const taskWords = wordsOf((firstLine(improved).split(/(?<=[.!?])\s+/)[0] ?? "").replace(/ in <\w+>/g, "")).filter((w) => !/^(the|this|these|my|our|your)$/.test(w));
  if (!/^(#|you are)/i.test(firstLine(improved)) && taskWords.some((w) => !opening.includes(w))) {
    changes.push({
      what: "The task is stated first",
      why: "A model reads everything after the first line in the light of it; the task there frames the rest.",
    });
  }
  const tags = [...improved.matchAll(/^<(\w+)>$/gm)].map((m) => m[1]!).filter((tag) => !original.includes(`<${tag}>`));
  if (tags.length > 0) {
    const referred = tags.filter((t) => improved.includes(` in <${t}>`));
    changes.push({
      what: `Material put in ${tags.map((t) => `<${t}>`).join(", ")} tags, after the instructions${referred.length > 0 ? ", and the sentences that refer to it name the tag" : ""}`,
      why: `Tagged, the material is read as material to work on, not as instructions, and kept exactly as written${referred.length > 0 ? "; a reference by the tag's name holds wherever the material sits" : ""}.`,
    });
  }
  for (const c of wordingChanges(original, improved)) {
    changes.push({ what: c.to === undefined ? `"${c.said}" removed` : `"${c.said}" → "${c.to}"`, why: `${c.why.charAt(0).toUpperCase()}${c.why.slice(1)}.` });
  }
  if (saidOnce(original, improved)) changes.push({ what: "Repeated instruction said once", why: "Said twice, an instruction only adds words; said once, it is as clear." });
  const addedHeadings = [...headings(improved)].filter((h) => !headings(original).has(h));
  if (addedHeadings.includes("Constraints")) {
    changes.push({
      what: "Rules gathered under Constraints, one a line",
      why: "Listed apart from the task and the context, each rule is read as a rule and none is lost in a paragraph.",
    });
  }
  const sections = addedHeadings.filter((h) => h !== "Constraints");
  if (sections.length > 0) {
    changes.push({
      what: `Sections added: ${sections.join(", ")}`,
      why: "Separate sections let the model tell the instructions from the context and the output it must give.",
    });
  }
  if (improved.includes(FALLBACK_PHRASE) && !original.includes(FALLBACK_PHRASE)) {
    changes.push({
      what: "A rule for what to do when the answer is missing",
      why: "You asked for nothing made up; a model told to say so when it does not know guesses less.",
    });
  }
  const contradictions = CONTRADICTIONS.flatMap(([pattern]) => original.match(pattern) ?? []).filter((c) => !improved.includes(c));
  if (contradictions.length > 0) {
    changes.push({ what: `${quote(contradictions)} read as short and specific`, why: "The rule asked for two opposite lengths; one reading, said plainly, is one the model can follow." });
  }
  const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n/);
  if (sentencesOf(original).some((s) => SHOUT.test(s.trim())) && !sentencesOf(improved).some((s) => SHOUT.test(s.trim()))) {
    changes.push({ what: "Exclamation marks written as a full stop", why: "Shouting adds no weight a model follows; the words of the rule carry it." });
  }
  if (/\b(is|are) (below|above|attached|as follows)\b/i.test(original) && !/\b(is|are) (below|above|attached|as follows)\b/i.test(improved)) {
    changes.push({ what: "The sentence that said where the material is taken out", why: "The material is in its tag, and the instructions name the tag; a pointer to where it sat would point nowhere." });
  }
  if (sentencesOf(original).some((s) => TURN_BY_TURN.test(s.trim())) && conversation) {
    changes.push({ what: "What the user says each turn written as a rule of the conversation", why: "Given turn by turn, it is not material to fill in once; the model is told what to do with each turn." });
  }
  const misspelled = (text: string) => (text.match(CONTRACTIONS) ?? []).filter((w) => w !== "I");
  const fixed = [...new Set(misspelled(original))].filter((w) => misspelled(improved).length < misspelled(original).length && !misspelled(improved).includes(w));
  if (fixed.length > 0) {
    changes.push({ what: `Spelling fixed: ${fixed.map((w) => `"${w}"`).join(", ")}`, why: "A prompt written carefully is read carefully; a model mirrors the care it is given." });
  }
  // A request opener made direct ("can you write" as "Write") is told below, not as a capital.
  const lowerStarts = (text: string) => (text.match(/(^|[.!?]\s+)(?!(can|could|would|will|please|kindly|i)\b)[a-z]/gm) ?? []).length;
  if (lowerStarts(improved) < lowerStarts(original)) {
    changes.push({ what: "Sentences start with a capital and end with a stop", why: "Clear sentence boundaries keep one instruction from running into the next." });
  }
  if (!/^you are|act as/im.test(original) && /^you are/im.test(improved)) {
    changes.push({ what: "A role is given", why: "The prompt names its domain; a role in that domain sets the expertise the answer is written with." });
  }
  if (wordiness(improved) < wordiness(original)) {
    changes.push({ what: "Requests and filler words made direct", why: "A direct instruction leaves the model less to interpret than a polite request." });
  }
  // Shorter beyond the request words already named: sentences said twice were said once.
  const [from, to] = [words(original), words(improved)];
  const requestWords = (text: string) => (text.match(WORDINESS) ?? []).join(" ").split(" ").filter(Boolean).length;
  if (to - requestWords(improved) < (from - requestWords(original)) * 0.85) {
    changes.push({ what: `Shorter: ${from} → ${to} words`, why: "Repeated sentences were said once; fewer words leave less to misread." });
  }
  return changes;
}

const MIDJOURNEY_PARAM = /(?:^|\s)--([a-z]+)(?:\s+([^\s-][^\s]*))?/gi;
const paramsOf = (text: string) => new Map([...text.matchAll(MIDJOURNEY_PARAM)].map((m) => [m[1]!.toLowerCase(), m[2] ?? ""]));
const tokensOf = (text: string) => text.replace(/(?:^|\s)--[a-z]+[^,]*$/i, "").split(/[,\n]/).map((t) => t.trim()).filter(Boolean);
const EXCLUSION = /(^|[,.]\s*)(no|without|avoid)\s+\w|negative prompt:|--no\s/i;
const quote = (items: readonly string[]) => items.map((t) => `"${t}"`).join(", ");

function imageChanges(original: string, result: ComposedPrompt, target: ImproveTarget): PromptChange[] {
  const improved = result.prompt;
  const changes: PromptChange[] = [];
  const midjourney = target === "midjourney" || target === "midjourney-v6";
  const gone = (t: string) => !improved.toLowerCase().includes(t.toLowerCase());
  const dropped = tokensOf(original).filter((t) => IGNORED_TOKEN.test(t) && gone(t));
  if (dropped.length > 0) {
    changes.push({ what: `Dropped ${quote(dropped)}`, why: "This model ignores resolution and quality tags: the size is a setting, and quality comes from what the prompt describes." });
  }
  const filler = tokensOf(original).filter((t) => FILLER_TOKEN.test(t) && gone(t));
  if (filler.length > 0) changes.push({ what: `Dropped ${quote(filler)}`, why: "Praise and wallpaper words describe nothing in the picture." });
  const engines = tokensOf(original).filter((t) => RENDER_ENGINE.test(t) && gone(t));
  if (engines.length > 0 && !/3D render/i.test(improved)) {
    changes.push({ what: `Dropped ${quote(engines)}`, why: "The prompt names another medium; render-engine words beside it pull the image two ways." });
  }
  if (/\(([^():]+):(1\.[3-9]|[2-9])\d*\)/.test(original) && !/\(([^():]+):(1\.[3-9]|[2-9])\d*\)/.test(improved) && target === "stable-diffusion") {
    changes.push({ what: "Quality-tag weights capped at 1.2", why: "A quality tag weighted higher stretches the image instead of improving it." });
  }
  const [sizeBefore, sizeAfter] = [PIXEL_SIZE.exec(original)?.[0], PIXEL_SIZE.exec(improved)?.[0]];
  if (target === "stable-diffusion" && typeof result.parameters.width === "number" && (sizeBefore || /--ar\s/.test(original))) {
    changes.push({ what: `The size set to ${result.parameters.width}x${result.parameters.height}`, why: "SDXL draws best at about one megapixel, in multiples of 64, for the aspect asked." });
  } else if (sizeBefore && !sizeAfter) {
    changes.push({
      what: "The pixel size taken out",
      why: midjourney ? "Midjourney ignores pixel sizes in the prompt; it sets the shape from --ar." : "This model takes its size as a setting, not from the prompt text.",
    });
  }
  const [before, after] = [paramsOf(original), paramsOf(improved)];
  if (midjourney) {
    if (after.has("ar") && !before.has("ar") && !before.has("aspect")) {
      changes.push({ what: `The shape given as --ar ${after.get("ar")}`, why: "Midjourney reads the shape of the image only from --ar." });
    }
    if (after.has("no") && !before.has("no")) {
      changes.push({ what: "Exclusions moved to --no", why: "Written in the prompt, 'no people' can bring people in; --no keeps them out." });
    }
    const versionBefore = before.get("v") ?? before.get("version");
    if (versionBefore !== undefined && after.has("v") && after.get("v") !== versionBefore) {
      changes.push({ what: `--v ${versionBefore} changed to --v ${after.get("v")}`, why: "The version decides which Midjourney model runs; this one is the target's." });
    }
    const fixed = [...after].filter(([name, value]) => before.has(name) && before.get(name) !== value && name !== "no" && name !== "ar" && name !== "v");
    if (fixed.length > 0) {
      changes.push({ what: `Parameters set to legal values: ${fixed.map(([n, v]) => `--${n} ${v}`).join(", ")}`, why: "Out of range, Midjourney rejects the prompt or reads another value." });
    }
    const removed = [...before.keys()].filter((n) => !after.has(n) && n !== "aspect" && n !== "version" && !(n === "no" && after.has("no")));
    if (removed.length > 0) changes.push({ what: `Parameters taken out: ${removed.map((n) => `--${n}`).join(", ")}`, why: "Midjourney has no such parameter, or it had no legal value." });
    if (after.has("v") && !before.has("v") && !before.has("version")) changes.push({ what: `--v ${after.get("v")} added`, why: "Without it, Midjourney runs the account's default model, which may not be the one the target names." });
    if (before.size > 0 && /\s--[a-z]/i.test(original.trim().replace(/(\s--[a-z]+(\s+[^\s-]\S*)?)+$/i, ""))) {
      changes.push({ what: "Parameters moved to the end", why: "Midjourney reads parameters only after the description; text after one is lost." });
    }
  } else if (/\s--[a-z]/i.test(original) && !/\s--[a-z]/i.test(improved)) {
    changes.push({ what: "Midjourney parameters taken out", why: "Only Midjourney reads --parameters; elsewhere they are noise in the prompt." });
  }
  if (target === "stable-diffusion" && result.negativePrompt && !/^Negative prompt:/im.test(original)) {
    changes.push({ what: "Negative terms moved to the negative prompt", why: "Stable Diffusion reads exclusions from the negative prompt; in the prompt itself they ask for what they name." });
  }
  const sentences = target === "dalle" || target === "gpt-image" || target === "generic" || target === "flux";
  if (sentences && EXCLUSION.test(original)) {
    // Which exclusions the improvement left out of the prompt, and which it said as what is there, by its notes.
    const negatives = parseImagePrompt(original).negatives;
    const leftOut = result.notes.map((note) => /^((?:"[^"]+"(?:, | and )?)+) left out of the prompt/.exec(note)?.[1] ?? "").join(" ");
    const left = negatives.filter((n) => leftOut.includes(`"${n}"`));
    const closedNotes = result.notes.map((note) => /^((?:"[^"]+"(?:, | and )?)+) said in one closing sentence/.exec(note)?.[1] ?? "").join(" ");
    const closed = negatives.filter((n) => closedNotes.includes(`"${n}"`));
    if (closed.length > 0) {
      changes.push({ what: `Exclusions said in one closing sentence: ${quote(closed)}`, why: "This model has no negative prompt field; it follows a plain instruction at the end, where a \"no\" among the description's terms tends to be drawn." });
    }
    if (negatives.length > left.length + closed.length) {
      changes.push({ what: "Exclusions described as what is there instead", why: "This model has no negative prompt field: naming a thing, even after 'no', tends to bring it in." });
    }
    if (left.length > 0) {
      changes.push({ what: `Exclusions left out of the prompt: ${quote(left)} (see the notes)`, why: "No positive form says them clearly, and named in the prompt, even after 'no', they tend to be drawn." });
    }
  }
  if (result.notes.some((n) => /a number of images is a request setting/.test(n))) {
    changes.push({ what: "The number of images taken out of the prompt", why: "A count is a request setting (or a note); in the prompt, the model reads it as something to draw." });
  }
  if (/symbol-only mark/.test(improved) && !/symbol-only/i.test(original)) {
    changes.push({ what: "The name left out: a symbol-only mark", why: "The prompt asked for no text, and a name is text; a mark without lettering does what was asked." });
  }
  const realism = tokensOf(original).filter((t) => REALISM.test(t));
  if (realism.length > 0 && /realistic photograph/.test(improved)) {
    changes.push({ what: `${quote(realism)} written as a realistic photograph`, why: "Realism names the medium; said as a photograph, the model renders one instead of reading a quality tag." });
  }
  if (target !== "stable-diffusion" && !(target === "midjourney-v6") && /::\d|\(\s*[^()]+:\d/.test(original) && !/::\d|\(\s*[^()]+:\d/.test(improved)) {
    changes.push({ what: "Weights taken out", why: "This target does not read (term:1.2) or :: weights." });
  }
  const request = /^(please|can you|could you|generate|create|make|draw|render|give me|i want|i need)\b/i;
  const opener = request.test(original.trim()) && !request.test(improved);
  if (opener) {
    changes.push({ what: "The request wording taken out", why: "An image model reads a description; 'please generate an image of' adds nothing to it." });
  }
  if (sentences && tokensOf(original).length >= 3 && / (of|with|in|on|at) /.test(improved.split(".")[0]!) && !/ (of|with|in|on|at) /.test(original)) {
    changes.push({ what: "Tags written as a descriptive sentence", why: "These models read a sentence (subject, features, setting, medium) better than a list of tags." });
  } else if (!opener && target !== "stable-diffusion" && /^(an?|the)\s/i.test(improved) !== /^(an?|the)\s/i.test(original.trim())) {
    changes.push({ what: "Tags written as a natural phrase", why: "Current models read a described subject better than a list of tags." });
  }
  return changes;
}

/** The changes worth telling, each with its reason; a note when the prompt needed none. */
export function describeChanges(original: string, result: string | ComposedPrompt, target: ImproveTarget): PromptChange[] {
  const composed = typeof result === "string" ? plainPrompt(result) : result;
  // A prompt improved as an image prompt although "text" was chosen (improve.ts) is described as one.
  const detected = target === TEXT_TARGET ? detectImageTarget(original)?.target : undefined;
  if (detected) return describeChanges(original, composed, detected);
  if (target === TEXT_TARGET) {
    const improved = composed.prompt;
    const changes = original.replace(/\s+/g, " ").trim() === improved.replace(/\s+/g, " ").trim() ? [] : textChanges(original, improved);
    if (changes.length > 0) return changes;
    return [
      original.replace(/\s+/g, " ").trim() === improved.replace(/\s+/g, " ").trim()
        ? { what: "Nothing needed changing", why: "The prompt already states its task first and keeps its instructions apart." }
        : { what: "Punctuation and line breaks tidied", why: "Each instruction ends cleanly and stands on its own line." },
    ];
  }
  // A negative prompt in its own field is still part of what the target reads.
  const improved = [composed.prompt, composed.negativePrompt ?? ""].join("\n").trim();
  const changes = imageChanges(original, composed, target);
  const [from, to] = [words(original.replace(/negative prompt:/gi, "")), words(improved)];
  if (to < from * 0.85) {
    changes.push({ what: `Shorter: ${from} → ${to} words`, why: "Fewer words leave less to misread and keep the model on what matters." });
  } else if (to > from * 1.15) {
    changes.push({ what: `Fuller: ${from} → ${to} words`, why: "What the prompt left open is now said or marked to fill in." });
  }
  if (changes.length === 0) {
    // An image prompt whose negative terms only moved to their own field is unchanged in substance.
    const same = (a: string) => a.replace(/negative prompt:/gi, "").replace(/[\s,]+/g, " ").trim().toLowerCase();
    changes.push(
      same(original) === same(improved)
        ? { what: "Nothing needed changing", why: "The prompt already follows the structure and syntax of its target." }
        : { what: "Wording tidied", why: "Requests and filler words were turned into direct instructions." },
    );
  }
  return changes;
}
