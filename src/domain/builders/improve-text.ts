/**
 * The offline improver for prompts meant for a text model: the task on the first line, then role, context,
 * requirements, output format and the variables to fill in, each placeholder written as `{{name}}`.
 * Deterministic: the same prompt and focus always give the same result. The sections are the text composer's
 * (decision 0012), so an improved prompt reads like one the text builder writes.
 */
import type { ImproveFocus } from "./improve-options";
import { variablesOf } from "../prompt-variables";

/** `{{ name }}`, `[Name]` (not a markdown link), `{name}`, `<NAME>`: the placeholder styles people paste. */
const PLACEHOLDER =
  /\{\{\s*([A-Za-z][\w .-]{0,39}?)\s*\}\}|\[([A-Za-z][\w -]{1,39})\](?!\()|\{([A-Za-z][\w -]{1,39})\}|<([A-Z][A-Z0-9_ ]{1,39})>/g;
const FILLER_WORDS = /^(insert|enter|add|put|your|the|a|an)$|^here$/i;

/** 'Insert Company Name here' as `company_name`. */
export function variableName(raw: string): string {
  const words = raw.trim().split(/[\s_.-]+/).filter(Boolean);
  const kept = words.filter((word) => !FILLER_WORDS.test(word));
  return (kept.length > 0 ? kept : words).join("_").toLowerCase();
}

/** Every placeholder written as `{{name}}`. */
export function normaliseVariables(text: string): string {
  return text.replace(PLACEHOLDER, (_match, ...groups: (string | undefined)[]) => {
    const raw = groups.slice(0, 4).find((g) => g !== undefined) ?? "";
    return `{{${variableName(raw)}}}`;
  });
}

const ROLE = /^(you are|you're|act as|acting as|as an? |imagine you are|pretend (to be|you are)|your role is)/i;
const FORMAT =
  /\b(format|formatted|bullet(ed)? (points?|list)|bullets|numbered list|table|json|markdown|csv|yaml|headings?|paragraphs?|\d+\s*(words|sentences|characters|lines|items|bullets|points)|word count|(respond|reply|answer) (in|with|using)|return (only|a|the))\b/i;
const CONSTRAINT =
  /\b(don't|do not|never|avoid|must|should|make sure|ensure|only|always|without|no more than|at least|at most|keep it|limit)\b/i;
const TASK =
  /^(write|draft|compose|create|generate|produce|make|build|design|plan|summari[sz]e|explain|describe|list|give|provide|translate|rewrite|edit|proofread|review|analy[sz]e|compare|evaluate|suggest|recommend|brainstorm|outline|answer|classify|extract|convert|implement|debug|refactor|code|find|help|prepare|develop|propose|teach|tell)\b/i;

/** The openers that wrap a task in a request, removed for clarity. */
const REQUEST_OPENERS =
  /^(please\s+|kindly\s+|(can|could|would|will) you (please\s+)?|i (want|need|would like|'d like) you to\s+|help me (to\s+)?(?=write|draft|create|plan|make|build|design))/i;
const FILLERS = /\b(just|basically|actually|literally|kind of|sort of|if possible|if you can|please)\b\s*/gi;

const SECTION_NAMES =
  /^(#+\s*)?(role|task|context|background|constraints|requirements|rules|(additional )?instructions|output( format)?|format|variables)\s*:?\s*$/i;

type Kind = "role" | "task" | "format" | "constraint" | "context";

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A sentence ends with a stop (a question asked of the model becomes a request). */
function finish(sentence: string): string {
  const trimmed = sentence.trim().replace(/\?$/, ".");
  return /[.!:;)"'”`}]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A request to the model as an instruction ('can you please write' as 'Write'); with `tidy`, fillers go too. */
function directly(sentence: string, tidy: boolean): string {
  let out = sentence.replace(REQUEST_OPENERS, "").replace(REQUEST_OPENERS, "");
  if (tidy) out = out.replace(FILLERS, "");
  out = out.replace(/\s{2,}/g, " ").trim();
  return capitalise(out === "" ? sentence : out);
}

/** A list of variables is written again from the text, so an earlier one is dropped. */
const VARIABLE_LIST = /^(fill these in before use:|\{\{\w+\}\})$/i;

/** The prompt's sentences and list items, its own section labels and variable list dropped. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim().replace(/^([-*•]|\d+[.)])\s+/, ""))
    .filter((line) => line !== "" && !SECTION_NAMES.test(line) && !VARIABLE_LIST.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["“({[]?[A-Z])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What the detail focus adds to the constraints (and finds there when a prompt is improved again). */
const DETAIL_CHECKS = [
  "If something essential is missing, ask one short question before you start.",
  "Before you answer, check that every requirement above is met.",
];

function kindOf(sentence: string): Exclude<Kind, "task"> {
  if (DETAIL_CHECKS.includes(sentence)) return "constraint";
  if (ROLE.test(sentence)) return "role";
  if (FORMAT.test(sentence)) return "format";
  if (CONSTRAINT.test(sentence)) return "constraint";
  return "context";
}

const ROLES: [RegExp, string][] = [
  [/\b(code|function|script|bug|api|sql|python|javascript|typescript|program|implement|debug|refactor)\b/i, "You are a senior software engineer."],
  [/\btranslat/i, "You are a professional translator."],
  [/^(summari[sz]e|analy[sz]e|review|compare|evaluate|classify|extract)\b/i, "You are a careful analyst."],
  [/^(explain|teach)\b/i, "You are a patient teacher who explains clearly."],
  [/^(plan|suggest|recommend|brainstorm|propose)\b/i, "You are a practical strategist."],
  [/^(write|draft|compose|rewrite|edit|proofread|outline)\b/i, "You are an experienced writer and editor."],
];
const DEFAULT_ROLE = "You are an expert in the subject of this task.";
const DEFAULT_FORMAT = "Reply with the finished result only, without preamble. Use short paragraphs, and headings or lists where they help.";

const AUDIENCE = /\b(audience|readers?|customers?|users?|beginners|experts|students|children|kids|developers|clients)\b/i;
const TONE = /\b(tone|voice|formal|casual|friendly|professional|playful|serious|warm)\b/i;

function bullets(lines: string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}

/** The improved prompt for a text model. */
export function improveTextPrompt(original: string, focus: readonly ImproveFocus[]): string {
  const tidy = focus.includes("clarity") || focus.includes("brevity");
  // Sections are the default shape; brevity alone asks for compact paragraphs instead.
  const sectioned = focus.includes("structure") || !focus.includes("brevity");
  const sentences = sentencesOf(normaliseVariables(original)).map((s) => finish(directly(s, tidy)));
  const unique = focus.includes("brevity")
    ? sentences.filter((s, i) => sentences.findIndex((t) => t.toLowerCase() === s.toLowerCase()) === i)
    : sentences;

  const taskIndex = Math.max(0, unique.findIndex((s) => TASK.test(s)));
  const task = unique[taskIndex] ?? "";
  const rest = unique.filter((_, i) => i !== taskIndex);
  const of = (kind: Kind) => rest.filter((s) => kindOf(s) === kind);
  const role = of("role");
  const context = of("context");
  const constraints = of("constraint");
  const format = of("format");

  if (focus.includes("detail")) {
    const all = unique.join(" ");
    if (!AUDIENCE.test(all)) context.push("Audience: {{audience}}.");
    if (!TONE.test(all)) context.push("Tone: {{tone}}.");
    constraints.push(...DETAIL_CHECKS.filter((check) => !constraints.includes(check)));
  }
  if (!focus.includes("brevity")) {
    if (role.length === 0) role.push(ROLES.find(([pattern]) => pattern.test(task))?.[1] ?? DEFAULT_ROLE);
    if (format.length === 0) format.push(DEFAULT_FORMAT);
  }

  const parts: string[] = [task];
  const variables = variablesOf([task, ...rest, ...context, ...constraints].join("\n"));
  if (sectioned) {
    const section = (title: string, body: string) => (body ? `# ${title}\n${body}` : "");
    parts.push(
      section("Role", role.join(" ")),
      section("Context", context.join(" ")),
      section("Constraints", bullets(constraints)),
      section("Output Format", format.join(" ")),
      section("Variables", variables.length > 0 ? `Fill these in before use:\n${bullets(variables.map((v) => `{{${v}}}`))}` : ""),
    );
  } else {
    parts.push([...role, ...context].join(" "), constraints.join(" "), format.join(" "));
  }
  return parts.filter(Boolean).join("\n\n");
}
