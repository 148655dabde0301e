/**
 * The checker of a model's reply: is it a prompt for this request's target, in that target's grammar? Pure, so the
 * server runs it on every model reply and an evaluation can run it on any reply. It makes the repairs that cannot
 * change what the prompt says (a preamble, fences, quotes, "/imagine prompt:", control characters) and names every
 * other problem; a reply with problems is not used (the server falls back to the composer). Rules and sources:
 * docs/decisions/0040-the-model-path.md.
 */
import { variablesOf } from "../prompt-variables";
import type { ArtTarget } from "./art-options";
import { MIDJOURNEY_VERSION } from "./art-targets";
import { composePrompt, type GeneratePromptRequest } from "./generate-request";
import { TEXT_TARGET } from "./improve-options";
import { checkMidjourney } from "./reply-midjourney";

export type ReplyTarget = ArtTarget | typeof TEXT_TARGET;

/** What a reply is checked against: the request's target and what it must keep. */
interface ReplyContext {
  target: ReplyTarget;
  /** The composer's prompt for the same request: its `{{variables}}` must be kept, and it sets the minimum length. */
  draft: string;
  /** Everything the user typed, for the `{{variables}}` and literal fillers that were theirs. */
  userText: string;
  /** The image's subject as the user wrote it (the art subject, or the pasted image prompt). */
  subject: string;
  /** What the user wanted kept out of the image, as they wrote it. */
  exclusions: string;
}

export type RepairCode =
  | "control-characters"
  | "preamble"
  | "postamble"
  | "code-fence"
  | "quotes"
  | "imagine-command"
  | "prompt-label"
  | "negative-prompt-line"
  | "version-added";

export interface ReplyProblem {
  code: string;
  detail: string;
}

export type ReplyCheck =
  | { ok: true; prompt: string; negativePrompt?: string; repairs: RepairCode[] }
  | { ok: false; problems: ReplyProblem[]; repairs: RepairCode[] };

/** What a request's prompt is for: a text model, or an image target (an unset art target is the generic one). */
export function replyTargetOf(request: GeneratePromptRequest): ReplyTarget {
  if (request.promptType === "text") return TEXT_TARGET;
  return request.target || "generic";
}

/** The context of a request as the server receives it; `draft` is the composer's prompt, when already written. */
function contextOf(request: GeneratePromptRequest, draft = composePrompt(request).prompt): ReplyContext {
  const userText = Object.values(request)
    .filter((value): value is string => typeof value === "string")
    .join("\n");
  const target = replyTargetOf(request);
  switch (request.promptType) {
    case "text":
      return { target, draft, userText, subject: "", exclusions: "" };
    case "art":
      return { target, draft, userText, subject: request.prompt, exclusions: request.negativePrompt };
    case "improve": {
      const pasted = request.prompt;
      const noValue = /(?:^|\s)--no\s+([^-]+)/i.exec(pasted)?.[1] ?? "";
      return { target, draft, userText, subject: pasted.replace(/(?:^|\s)--\S[\s\S]*$/, ""), exclusions: noValue };
    }
  }
}

/**
 * Checks a reply to `request`: `truncated` when the model stopped at its token limit (finish_reason "length"),
 * `draft` the composer's prompt for the request when the caller has it already.
 */
export function checkReply(request: GeneratePromptRequest, reply: string, options: { truncated?: boolean; draft?: string } = {}): ReplyCheck {
  const context = contextOf(request, options.draft);
  const repairs: RepairCode[] = [];
  let text = clean(reply, repairs);
  let negativePrompt: string | undefined;
  if (context.target === "stable-diffusion") {
    // A1111's own layout: the negative prompt on its own line after the prompt. It travels in its own field.
    const split = /\n\s*negative prompt\s*:\s*([\s\S]*)$/i.exec(text);
    if (split) {
      negativePrompt = split[1]!.trim();
      text = text.slice(0, split.index).trim();
      repairs.push("negative-prompt-line");
    }
  }

  if ((context.target === "midjourney" || context.target === "midjourney-v6") && text !== "" && !/(?:^|\s)--(?:v|version)\b/i.test(text)) {
    // Without --v, Midjourney uses the account's default model, which may not be the target's.
    text = `${text} --v ${MIDJOURNEY_VERSION[context.target]}`;
    repairs.push("version-added");
  }

  const problems: ReplyProblem[] = [];
  const problem = (code: string, detail: string) => problems.push({ code, detail });
  if (options.truncated) problem("truncated", "the model stopped at its output limit, so the prompt may be cut off");
  if (text === "") {
    problem("empty", "the reply holds no prompt");
    return { ok: false, problems, repairs };
  }
  checkContent(context, text, problem);
  if (context.target === TEXT_TARGET) checkText(context, text, problem);
  else checkImage(context, text, problem);
  return problems.length === 0 ? { ok: true, prompt: text, ...(negativePrompt ? { negativePrompt } : {}), repairs } : { ok: false, problems, repairs };
}

type Report = (code: string, detail: string) => void;

// ---- Certain repairs -------------------------------------------------------------------------------------------

/** C0 and C1 controls but newline and tab, zero-width and bidirectional controls: never part of a prompt. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/** A first line that talks to the user about the prompt rather than being it. */
const PREAMBLE =
  /^(?:(?:sure|certainly|of course|absolutely|okay|ok|alright)[,.!][^\n]*|(?:here(?:'s|’s| is| are)|below is|this is)\b[^\n]*\b(?:prompt|version|rewrite|result)\b[^\n]*)$/i;
/** The same, followed on its own line by the prompt: "Here is your prompt: a fox…". */
const INLINE_PREAMBLE = /^(?:(?:sure|certainly|of course|absolutely|okay)[,.!][^:\n]{0,80}|(?:here(?:'s|’s| is)|below is)\b[^:\n]{0,80}\bprompt\b[^:\n]{0,40}):[ \t]*(\S[^\n]*)/i;
/** A last paragraph addressed to the user. */
const POSTAMBLE = /\n\s*\n\s*(?:let me know|i hope|hope this|feel free|this prompt|this version|this improved)\b[^\n]*$/i;
const FENCE = /^```[\w-]*[ \t]*\n([\s\S]*?)\n?```$/;
const IMAGINE = /^\/imagine(?:\s+prompt)?\s*:?\s*/i;
const LABEL = /^(?:\*\*)?(?:(?:improved|final|refined|revised|optimi[sz]ed|image|midjourney|your|the)\s+)?prompt\s*:(?:\*\*)?[ \t]*\n?/i;
const QUOTES: readonly [string, string][] = [['"', '"'], ["“", "”"], ["'", "'"], ["`", "`"], ["«", "»"]];

function clean(reply: string, repairs: RepairCode[]): string {
  const repaired = (code: RepairCode) => {
    if (!repairs.includes(code)) repairs.push(code);
  };
  let text = reply.replace(/\r\n?/g, "\n");
  const stripped = text.replace(CONTROL, "");
  if (stripped !== text) repaired("control-characters");
  text = stripped.trim();
  // Each repair may uncover another ("Sure!" then a fence then "/imagine prompt:"); a few rounds reach a fixed point.
  for (let round = 0; round < 4; round++) {
    const before = text;
    const lines = text.split("\n");
    const inline = INLINE_PREAMBLE.exec(text);
    if (lines.length > 1 && PREAMBLE.test(lines[0]!.trim()) && !/^\s*```/.test(lines[0]!)) {
      text = lines.slice(1).join("\n").trim();
      repaired("preamble");
    } else if (inline) {
      text = text.slice(inline.index + inline[0].length - inline[1]!.length).trim();
      repaired("preamble");
    }
    const fenced = FENCE.exec(text);
    if (fenced) {
      text = fenced[1]!.trim();
      repaired("code-fence");
    }
    if (IMAGINE.test(text)) {
      text = text.replace(IMAGINE, "").trim();
      repaired("imagine-command");
    }
    if (LABEL.test(text)) {
      text = text.replace(LABEL, "").trim();
      repaired("prompt-label");
    }
    const post = POSTAMBLE.exec(text);
    if (post) {
      text = text.slice(0, post.index).trim();
      repaired("postamble");
    }
    for (const [open, close] of QUOTES) {
      const inner = text.slice(open.length, -close.length);
      if (text.length > 2 && text.startsWith(open) && text.endsWith(close) && !inner.includes(open) && !inner.includes(close)) {
        text = inner.trim();
        repaired("quotes");
      }
    }
    if (text === before) break;
  }
  return text;
}

// ---- Checks every reply gets ---------------------------------------------------------------------------------

const REFUSAL = /^(?:i'?m sorry|i am sorry|sorry\b|i can(?:no|')t|i am unable|i'?m unable|i won'?t|as an ai)\b/i;
const FILLER = /\b(?:N\/A|TBD|lorem ipsum)\b|\[(?:insert|add|your)\b[^\]]*\]/gi;
/** A line for the user about the reply. A text prompt may say "Note:" to its model; an image model reads no notes. */
const EXPLANATION_LINE = /^\s*\(?\s*(?:explanation|changes made|what changed|what i changed)\s*:/im;
const NOTE_LINE = /^\s*\(?\s*(?:note|notes|tip)\s*:/im;
const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

function checkContent(context: ReplyContext, text: string, problem: Report) {
  if (REFUSAL.test(text)) problem("refusal", "the model declined instead of writing a prompt");
  const user = context.userText.toLowerCase();
  for (const filler of new Set(text.match(FILLER) ?? [])) {
    if (!user.includes(filler.toLowerCase())) problem("placeholder-text", `"${filler}" stands where the prompt should say something`);
  }
  const kept = new Set(variablesOf(text));
  for (const name of new Set([...variablesOf(context.draft), ...variablesOf(context.userText)])) {
    if (!kept.has(name)) problem("missing-variable", `{{${name}}} is missing`);
  }
  if (EXPLANATION_LINE.test(text) || (context.target !== TEXT_TARGET && NOTE_LINE.test(text))) {
    problem("note-in-prompt", "a note for the user is inside the prompt");
  }
  // Shorter than both this and the composer's own prompt, a reply is not a prompt.
  const minimum = Math.min(context.target === TEXT_TARGET ? 8 : 3, words(context.draft).length);
  if (words(text).length < minimum) problem("too-short", `the reply has fewer than ${minimum} words`);
}

// ---- Text prompts --------------------------------------------------------------------------------------------

const TASK_VERBS =
  "write|create|draft|compose|generate|produce|craft|prepare|develop|design|summari[sz]e|translate|rewrite|review|analy[sz]e|explain|outline|list|act|respond|answer|help|plan|describe|provide|give|make|build|edit|proofread|brainstorm|suggest|propose|classify|extract|identify|evaluate|compare|convert|format|return|output|use|keep|include|avoid|address|focus";
/** Something only instructions to a model say: a task verb opening a line or sentence, "You are…", or a Task/Role section. */
const INSTRUCTION = new RegExp(
  `(?:^|[.:;!?]\\s)[\\s#>*_\\-\\d.)]*(?:(?:please\\s+)?(?:${TASK_VERBS})\\b|you are\\b|you're\\b|you will\\b|(?:i need|i want|i'd like) you to\\b|(?:can|could) you\\b|your (?:task|job|role|goal)\\b|(?:task|role|instructions?|context|constraints|output format|goal|objective)\\s*(?::|$))`,
  "im",
);

/**
 * A prompt says its task or its model's role up front; a finished piece may hold imperatives further down
 * ("1. Create a welcome kit"), so only the first two lines with words are read.
 */
const opensAsInstructions = (text: string) =>
  INSTRUCTION.test(
    text
      .split("\n")
      .filter((line) => /\p{L}/u.test(line))
      .slice(0, 2)
      .join("\n"),
  );

function checkText(context: ReplyContext, text: string, problem: Report) {
  // Only where the draft itself opens as instructions: a pasted prompt in another language may use none of these words.
  if (opensAsInstructions(context.draft) && !opensAsInstructions(text)) {
    problem("not-a-prompt", "the reply reads as a finished piece or an answer, not as instructions to a model");
  }
  if (/^\s*negative prompt\s*:/im.test(text)) problem("negative-prompt-line", "a text prompt has no negative prompt");
}

// ---- Image prompts -------------------------------------------------------------------------------------------

const STOPWORDS = new Set(
  "the and with for from into onto over under that this these those its his her their our your a an of in on at to by as is are be".split(" "),
);
/** Words that say what the image shows: letters only, three or more, not glue words. */
const subjectWords = (text: string) =>
  [...new Set((text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !STOPWORDS.has(w)))];
/** "foxes" keeps "fox", "snowy" keeps "snow": a word is kept when the reply has a word sharing its first five letters. */
const stem = (word: string) => word.slice(0, 5);

function checkImage(context: ReplyContext, text: string, problem: Report) {
  const { target } = context;
  const subject = subjectWords(context.subject);
  const reply = text.toLowerCase();
  if (subject.length > 0 && !subject.some((w) => reply.includes(stem(w)))) {
    problem("not-a-prompt", "the reply names nothing of the subject, so it is not a prompt for this image");
  } else if (/^(?:you are|you're|your task|act as|write)\b/i.test(text)) {
    problem("not-a-prompt", "the reply is addressed to a writer, not a description of the image");
  }
  if (target !== "stable-diffusion" && /^\s*negative prompt\s*:/im.test(text)) {
    problem("negative-prompt-line", `${target} has no negative prompt field`);
  }
  if (/^\s*(?:steps|sampler|cfg scale|seed|size|batch size)\s*:/im.test(text)) {
    problem("settings-line", "the generation settings (steps, sampler, CFG scale, size) travel apart from the prompt");
  }
  const size = /\b\d{3,5}\s*[x×]\s*\d{3,5}\b/.exec(text)?.[0];
  if (target !== "generic" && size && !context.userText.includes(size)) {
    problem("pixel-size", `${size}: a pixel size is a setting of the request, not words of the prompt`);
  }
  if (target === "midjourney" || target === "midjourney-v6") {
    checkMidjourney({ text, target, version: MIDJOURNEY_VERSION[target], exclusions: context.exclusions }, problem);
    return;
  }
  if (/(?:^|\s)--[a-z]{1,12}\b/i.test(text)) problem("foreign-parameters", `--parameters are Midjourney's syntax, not ${target}'s`);
  if (target === "stable-diffusion" && !balanced(text)) problem("unbalanced-weights", "a ( or [ of the weight syntax is not closed");
  if (target === "flux") {
    // The user's own words are theirs to keep ("a man without a hat" in the subject).
    const negation = /\b(?:no|without|free of|devoid of|never)\s+\p{L}+/iu.exec(text);
    if (negation && !context.userText.toLowerCase().includes(negation[0].toLowerCase())) problem("negation", `"${negation[0]}": Flux draws what a negation names; the prompt should say what is there instead`);
  }
}

function balanced(text: string): boolean {
  const pairs: Record<string, string> = { ")": "(", "]": "[" };
  const stack: string[] = [];
  for (const ch of text.replace(/\\[()[\]]/g, "")) {
    if (ch === "(" || ch === "[") stack.push(ch);
    else if (ch in pairs && stack.pop() !== pairs[ch]) return false;
  }
  return stack.length === 0;
}
