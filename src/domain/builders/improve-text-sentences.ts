/**
 * The kind of each sentence of a pasted text prompt (role, format, constraint, context) and which one is the task:
 * the sentence that asks for the main work, read without a leading connective ("Also", "Then", "Oh and"), never a
 * line that only shapes the output ("Make a table at the end.") when another asks for the work (decision 0039).
 * Also the certain repairs of a rule: shouting punctuation and a self-contradicting length.
 */

export const ROLE = /^(you are|you're|act as|acting as|as an? |imagine you are|pretend (to be|you are)|your role is)/i;
const FORMAT =
  /\b(format|formatted|bullet(ed)? (points?|list)|bullets|numbered list|(a|as|in|into) (markdown )?table|json|markdown|csv|yaml|headings?|paragraphs?|\d+\s*(words|sentences|characters|lines|items|bullets|points)|word count|(respond|reply|answer) (in|with|using)|return (only|a|the))\b/i;
const RULE_OPENER = /^(always|never|don't|do not|be|stay|keep|avoid|make sure|if|ask|start by|begin by|open with|end with|finish with)\b/i;
/** Rules: prohibitions and limits anywhere, and imperatives that say how ("Be nice.", "Make it short.", "Use …"). */
const CONSTRAINT =
  /\b(don't|do not|never|avoid|must|should|make sure|ensure|only|always|without|no more than|at least|at most|keep it|limit)\b|^no\s+\w|^(use|include|add|mention|cite|stick to|focus on|be|stay|sound|keep|make (it|them|this|each|every|your)|refrain|remember|treat|assume|address|speak|talk|write (in|it|for)|respond in|reply in)\b/i;
export const TASK =
  /^(turn|write|draft|compose|create|generate|produce|make|build|design|plan|summari[sz]e|explain|describe|list|give|provide|translate|rewrite|edit|proofread|review|analy[sz]e|compare|evaluate|improve|correct|fix|shorten|suggest|recommend|brainstorm|outline|answer|classify|extract|convert|implement|debug|refactor|code|find|help|prepare|develop|propose|teach|tell|look at|go through|check|assess|examine|investigate|identify|deduce|calculate|estimate|work out|figure out|determine|flag|point out|spot|rank|rate|score|sort|choose|pick|select)\b/i;

/** A word that links a sentence to the one before it, and says nothing of its kind. */
const CONNECTIVE = /^(?:(?:oh|ok|okay|so|plus|p\.?s\.?)(?:,\s*|\s+)(?:and\s+)?(?:also\s+)?|(?:also|and|then|additionally|finally|lastly|besides|moreover|furthermore|and also|and then)\b,?\s+)/i;
/** The sentence without a leading connective, capitalised; unchanged when it has none. */
export function withoutConnective(sentence: string): string {
  const out = sentence.replace(CONNECTIVE, "");
  return out === sentence || out === "" ? sentence : out.charAt(0).toUpperCase() + out.slice(1);
}

/** A fenced code block or a tagged block of material: kept whole, as one unit of context. */
export const BLOCK = /^(```[\s\S]*```|<([A-Za-z_][\w-]*)>[\s\S]*<\/\2>)$/;
/** "My first command is pwd": the first input, which belongs with the context. */
const FIRST_INPUT = /^my first \w+( \w+)? (is|will be)\b/i;
/** A rule that already says what to do when the answer is missing. */
export const FALLBACK = /\b(say (so|you don't know|that you don't know|i don't know)|if (the answer|you don't know|you are not sure|it is not|the information is not))/i;

/** What the detail focus adds to the constraints (and finds there when a prompt is improved again). */
export const DETAIL_CHECKS = [
  "If something essential is missing, ask one short question before you start.",
  "Before you answer, check that every requirement above is met.",
];

export type Kind = "role" | "format" | "constraint" | "context";

export function kindOf(written: string): Kind {
  const sentence = withoutConnective(written);
  if (BLOCK.test(sentence) || FIRST_INPUT.test(sentence)) return "context";
  if (DETAIL_CHECKS.includes(sentence)) return "constraint";
  if (ROLE.test(sentence)) return "role";
  // "Which product should we cut?": a question is what the model is asked, not a rule, whatever its modal.
  if (QUESTION.test(sentence)) return "context";
  // A rule stays a rule though it names a length ("Keep it under 120 words"); a condition is a rule too.
  if (RULE_OPENER.test(sentence) || FALLBACK.test(sentence)) return "constraint";
  if (FORMAT.test(sentence)) return "format";
  if (CONSTRAINT.test(sentence)) return "constraint";
  return "context";
}

/** A sentence that asks for work: by its verb, read without its connective. */
export const asksForWork = (sentence: string): boolean => TASK.test(withoutConnective(sentence));

/** A sentence that opens on a verb and its object. */
const IMPERATIVE =
  /^(?!(?:in|on|at|for|when|as|after|before|then|so|and|but|or|our|my|your|their|the|a|an|this|that|there|it|we|i|they|he|she|you)\b)[A-Z][a-z]+ (the|a|an|their|your|my|our|them|him|her|it|this|these|every|each|all|any|some|customers?|users?|people|patients|students|visitors|guests|clients)\b/;
/** Sentences that say what the model is to do without opening on a verb. */
const TASK_CUE = /\b(your (task|job|goal) is|you will|you'll|the task is|i need (a|an|the)\b)/i;

/** A question put to the model: a question word or an auxiliary first, a question mark last. */
const QUESTION = /^(?:which|what|who|whom|whose|why|how|where|when|is|are|was|were|do|does|did|should|would|could|can|will|has|have)\b[^?]*\?$/i;

/** The task: the first sentence that asks for the work (a format line only when nothing else asks), else the first that is not a role, or none (-1). */
export function taskIndexOf(sentences: readonly string[]): number {
  const asking = (s: string) => !ROLE.test(s) && !BLOCK.test(s) && (asksForWork(s) || TASK_CUE.test(s) || QUESTION.test(s));
  const work = sentences.findIndex((s) => asking(s) && kindOf(s) !== "format");
  if (work >= 0) return work;
  const asks = sentences.findIndex(asking);
  if (asks >= 0) return asks;
  // A verb the list does not know, read by its object: "Greet the customer", "Guide students".
  const imperative = sentences.findIndex((s) => IMPERATIVE.test(s) && kindOf(s) === "context");
  if (imperative >= 0) return imperative;
  // A system prompt that gives a role and rules but asks for nothing has no task line: its role opens it.
  if (sentences.some((s) => ROLE.test(s))) return -1;
  return Math.max(0, sentences.findIndex((s) => !ROLE.test(s) && !BLOCK.test(s)));
}

/** "I will describe a situation", "I will tell you …": input given turn by turn; "I will give you a topic" gives it once. */
export const TURN_BY_TURN = /^I will (describe|tell|type|ask|say|speak|talk|write|show|explain|play|answer|reply|respond|make)\b/i;

/** "Like which region did best", "For example …": a sentence that only spells out the one before it. */
export const SPELLS_OUT = /^(like|e\.g\.|for example|for instance|such as|i\.e\.|especially|in particular)\b/i;

/** Contradictions whose reading is certain: a short answer that must also be detailed is a short, specific one. */
export const CONTRADICTIONS: readonly [RegExp, string][] = [
  [/\b(short|brief|concise)\s+(?:but|yet|and)\s+(?:very\s+)?(detailed|thorough|comprehensive|in-depth|complete)\b/gi, "$1 and specific"],
];
/** Shouting: a run of exclamation marks is a full stop; the rule's words carry its weight. */
export const SHOUT = /\s*(?:!\s*){2,}$|\s*!+\?+$|\s*\?+!+$/;

/** An emphasis word in capitals inside a sentence written in lower case. */
const SHOUTED_WORD = /(?<=\S\s+)\b(ALWAYS|NEVER|NOT|MUST|ONLY|EVER|DON'T|DO NOT)\b/g;

/** A rule with its certain repairs made, and what each repair was, for the notes. */
export function sharpened(sentence: string): { text: string; repairs: string[] } {
  const repairs: string[] = [];
  let text = sentence;
  for (const [pattern, reading] of CONTRADICTIONS) {
    text = text.replace(pattern, (match: string, first: string) => {
      const fixed = reading.replace("$1", first);
      repairs.push(`"${match}" read as "${fixed}": the two ask for opposite lengths, and a short answer can still be specific. Say which you mean if it is not that.`);
      return fixed;
    });
  }
  // "Stay in character ALWAYS": Anthropic's Claude 4 guide finds shouted rules over-followed; the word carries the rule.
  const shouted = text.match(SHOUTED_WORD);
  if (shouted && text !== text.toUpperCase()) {
    const fixed = text.replace(SHOUTED_WORD, (word) => word.toLowerCase());
    repairs.push(`${shouted.map((w) => `"${w}"`).join(", ")} written in lower case: capitals add no weight a model follows; the rule's words do.`);
    text = fixed;
  }
  if (SHOUT.test(text)) {
    const fixed = text.replace(SHOUT, ".");
    repairs.push(`"${sentence}" written as "${fixed}": exclamation marks add no weight a model follows; the rule's words do.`);
    text = fixed;
  }
  return { text, repairs };
}

/** "don't tell them the answer just give a hint": a second instruction run on without a break. */
const RUN_ON = /\b((?:don't|do not|never)\s+\w+\s+(?:[\w'-]+\s+){0,5}?([\w'-]+))\s+(?:just\s+|instead\s+)?((?:give|offer|ask|say|use|explain|show|try|provide|point|nudge|guide|suggest|encourage)\b)/i;
/** Words a verb can follow inside one instruction ("don't let them give up", "don't forget to ask"). */
const JOINS_A_VERB = /^(to|me|you|them|him|her|us|it|and|or|not|can|will|let|help|make|would|should|could|must|might|may|just|instead|but|then|who|that|which)$/i;
/** "If the kid gets it wrong don't …": the condition is set off by a comma. */
const BARE_CONDITION = /^(if\s+[^,;]*?[^\s,;])\s+(?=(?:don't|do not|never|always|give|tell|say|ask|use|stop|explain)\b)/i;

/** A rule with its run-on instructions set apart and its condition marked, and a note for each repair. */
export function punctuated(sentence: string): { text: string; repairs: string[] } {
  const repairs: string[] = [];
  let text = sentence;
  const run = RUN_ON.exec(text);
  if (run && !JOINS_A_VERB.test(run[2]!)) {
    const fixed = `${text.slice(0, run.index)}${run[1]}; ${run[3]}${text.slice(run.index + run[0].length)}`;
    repairs.push(`"${run[0]}" written as "${run[1]}; ${run[3]}": two instructions run together read as one; the break shows where one ends.`);
    text = fixed;
  }
  // "Summarize the data for my boss, which region is doing badly and why?": the question the task asks, after a colon.
  const asked = /^([^?,]+),\s+((?:which|what|who|why|how|where|when)\b[^?]*\?)$/i.exec(text);
  if (asked && asksForWork(asked[1]!)) {
    text = `${asked[1]}: ${asked[2]}`;
    repairs.push(`A colon set before "${asked[2]}": it is the question the task asks, not a clause of it.`);
  }
  const condition = BARE_CONDITION.exec(text);
  if (condition) {
    text = `${condition[1]}, ${text.slice(condition[0].length)}`;
    repairs.push(`A comma set after "${condition[1]}": it shows where the condition ends and the instruction begins.`);
  }
  return { text, repairs };
}

/** "2 sentences max", "3 bullets": a length said as a fragment, with the words that make it an instruction. */
const BARE_LENGTH = /^(\d+)\s+(bullets?|bullet points?|sentences?|paragraphs?|words|lines|points|items)(\s+max(?:imum)?)?\.?$/i;
/** "under 200 words", "bullet points": a limit or a shape said as a fragment. */
const BARE_LIMIT = /^((?:under|fewer than|less than|no more than|at most|up to|max(?:imum)?(?: of)?)\s+\d+\s+(?:words|sentences|characters|lines|paragraphs|bullets|items))\.?$/i;
const BARE_SHAPE = /^((?:in\s+)?(?:bullet points|bullets|a bulleted list|a numbered list|numbered steps|a table|a markdown table|json|markdown))\.?$/i;
export function lengthInstruction(sentence: string): { text: string; repairs: string[] } {
  const trimmed = sentence.trim();
  const bare = BARE_LENGTH.exec(trimmed);
  const limit = BARE_LIMIT.exec(trimmed);
  const shape = BARE_SHAPE.exec(trimmed);
  if (!bare && !limit && !shape) return { text: sentence, repairs: [] };
  const text = bare
    ? bare[3] ? `Use at most ${bare[1]} ${bare[2]}.` : `Answer in ${bare[1]} ${bare[2]}.`
    : limit ? `Keep it ${limit[1]!.charAt(0).toLowerCase()}${limit[1]!.slice(1)}.` : `Answer in ${shape![1]!.replace(/^in\s+/i, "").toLowerCase()}.`;
  return { text, repairs: [`"${sentence}" written as "${text}": a fragment is read as context; said as an instruction, the length is one the model follows.`] };
}

/** Short rule clauses a comma joins ("make it warm, 2 sentences max, no hashtags") whose kinds differ, each its own. */
export function ruleClauses(sentence: string): string[] {
  if (kindOf(sentence) === "context") return [sentence];
  const parts = sentence.replace(/[.!]$/, "").split(/,\s+(?:and\s+)?/);
  if (asksForWork(parts[0]!) && kindOf(parts[0]!) === "context") return [sentence];
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length > 8)) return [sentence];
  const kinds = parts.map((p) => kindOf(p));
  if (kinds.includes("context") || new Set(kinds).size < 2) return [sentence];
  return parts.map((p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}.`);
}
