/**
 * The role-play shape of "act as" prompts (awesome-chatgpt-prompts: "I want you to act as X. I will tell you …
 * and you will …. My first request is …"): the ask after "and you will" is the task, the "I will tell you …"
 * clause says what input comes, and the first request is material for a tag at the end (decision 0039).
 */
import type { Material } from "./improve-text-material";
import { variableName } from "./text-placeholders";

/** "My first command is pwd", "My first request is "…"": the first input, last in the prompt. */
const FIRST_INPUT = /(^|(?<=[.!?"”]\s+)|\n)my first ((?:\w+ )?(?:request|command|sentence|question|query|message|input|prompt|word|statement|topic|problem|task|line|move|text|suggestion)) (?:is|will be)\s*:?\s*([\s\S]+?)\s*$/i;
/** The instructions without their first input, and that input as a tag block the sentence now points to. */
export function separateFirstInput(text: string): { text: string; material?: Material; note?: string } {
  const found = FIRST_INPUT.exec(text.trim());
  if (!found) return { text };
  const value = found[3]!.replace(/\.$/, "").replace(/^["“'](.*)["”']\.?$/s, "$1").trim();
  if (value === "" || /^<\w+>$|^in <\w+>$/.test(value)) return { text };
  const noun = found[2]!.toLowerCase();
  const tag = variableName(noun);
  const sentence = `My first ${noun} is in <${tag}>.`;
  return {
    text: `${text.trim().slice(0, found.index)}${found[1] ?? ""}${sentence}`,
    material: { tag, block: `<${tag}>\n${value}\n</${tag}>` },
    note: `Your first ${noun} is in <${tag}> at the end; replace it to start with another.`,
  };
}

/** "I will type commands and you will reply with …", "I will provide …, and it will be your job to come up with …". */
const INPUT_AND_ASK = /^I will ((?:tell|give|write|type|provide|send|speak|show|describe|share|be)(?: to)?(?: you)?(?: with)? (.+?)),? and (?:you (?:will |'ll |should |must |can )?|it will be your (?:job|task) to )(?!(?:be|have|need|get|receive|see)\b)(.+)$/i;
/** "You will come up with stories …": the ask said as what the model will do. */
const YOU_WILL = /^you (?:will|'ll) (?!(?:be|have|need|get|receive|see|also)\b)(\w.*)$/i;

export interface RolePlayTask {
  task: string;
  /** "I will type commands.": what input comes, kept as context; absent when placeholders already carry it. */
  input?: string;
  note?: string;
}

/** The ask of a role-play sentence as an instruction, or undefined when the sentence has none. */
export function rolePlayTask(sentence: string, variables: readonly string[]): RolePlayTask | undefined {
  const you = YOU_WILL.exec(sentence);
  if (you) return { task: capitalise(you[1]!) };
  const found = INPUT_AND_ASK.exec(sentence);
  if (!found) return undefined;
  const given = found[2]!;
  const task = capitalise(found[3]!);
  // "I will tell you my budget and dates" when {{budget}} and {{dates}} are in the prompt: the placeholders carry them.
  const carried = variables.filter((name) => new RegExp(`\\b${name.replace(/_/g, "[ _]")}`, "i").test(given));
  if (carried.length > 0) {
    const list = carried.map((n) => `{{${n}}}`).join(" and ");
    return { task: task.replace(/\.$/, ` for ${given}.`), note: `"I will ${found[1]}" taken out: ${list} ${carried.length > 1 ? "carry" : "carries"} that.` };
  }
  return { task, input: `I will ${found[1]!.replace(/\.$/, "")}.` };
}

function capitalise(text: string): string {
  const out = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(out) ? out : `${out}.`;
}
