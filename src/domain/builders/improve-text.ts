/**
 * The offline improver for prompts meant for a text model: the task on the first line, then role, context,
 * constraints (the author's rules, as a list) and output format, each sentence kept and kept in its order within
 * its section, then the material in named tags (improve-text-material.ts). Each clear placeholder is written as
 * `{{name}}` (braces used as prose stay prose). A role is added only when the task names its domain; the only
 * rule added is the fallback a "don't make things up" implies (decision 0039). Deterministic, and improving an
 * improved prompt changes nothing.
 */
import type { ImproveFocus } from "./improve-options";
import { variablesOf } from "../prompt-variables";
import { indefiniteArticle, withArticle } from "./prose";
import { separateMaterial } from "./improve-text-material";
import { normalisePlaceholders, variableName } from "./text-placeholders";
import { rolePlayTask, separateFirstInput } from "./improve-text-roleplay";
import { sentenceKey, sharpenWording, unclearNote, wordingNote } from "./improve-text-wording";
import { asksForWork, BLOCK, DETAIL_CHECKS, FALLBACK, kindOf, lengthInstruction, punctuated, ROLE, ruleClauses, sharpened, SPELLS_OUT, taskIndexOf, TURN_BY_TURN, withoutConnective, type Kind } from "./improve-text-sentences";


/** The openers that wrap a task in a request, removed for clarity. */
const REQUEST_OPENERS =
  /^((?:hey|hi|hello|yo|ok|okay|so|well|alright|um+)\b[,!]?\s+|(?:i was wondering if|it would be (?:great|nice|awesome) if|i'd love it if) you (?:could|can|would)\s+|would you mind\s+|please\s+|kindly\s+|(can|could|would|will) you (please\s+)?|i (want|need|would like|'d like) you to\s+|help me (to\s+)?(?=write|draft|create|plan|make|build|design))/i;
/** "I need a python script …": a need said as the instruction it is, by what is needed. */
const NEED = /^(?:i need|i want|i'd like|i would like|give me|get me)\s+(?=(?:a|an|some|the|\d+)\s+(?:[\w-]+\s+){0,3}?(script|function|program|query|regex|email|e-mail|letter|post|article|essay|story|poem|description|summary|report|plan|outline|list|tagline|slogan|bio|caption|message|speech|review|ideas|names|suggestions)\b)/i;
const needed = (sentence: string) => {
  const need = NEED.exec(sentence);
  if (!need) return sentence;
  return `${/^(ideas|names|suggestions)$/i.test(need[1]!) ? "Suggest" : "Write"} ${sentence.slice(need[0].length)}`;
};
/** "email to client saying …": a piece named with no verb is a piece to write. */
const PIECE_FIRST = /^(?:an?\s+)?(email|e-mail|letter|cover letter|poem|haiku|tweet|post|caption|bio|speech|toast|story|essay|message|note|reply|slogan|tagline|product description|thank-you note)\s+(?=(?:to|for|about|on|saying|asking|thanking|explaining|announcing|telling|inviting)\b)/i;
/** "Write me a post": the "me" says nothing the task does not. */
const FOR_ME = /^(write|draft|compose|create|make|generate)\s+me\s+(?=(?:a|an|the|some|\d+)\b)/i;
const FILLERS = /\b(just|basically|actually|literally|kind of|sort of|if possible|if you can|please)\b\s*/gi;

const SECTION_NAMES =
  /^(#+\s*)?(role|task|context|background|constraints|requirements|rules|(additional )?instructions|output( format)?|format|variables)\s*:?\s*$/i;


const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A sentence ends with a stop (a question keeps its question mark). */
function finish(sentence: string): string {
  const trimmed = sentence.trim();
  if (BLOCK.test(trimmed)) return trimmed;
  // A sentence that ends on a tag's name ("… in <text>") still ends with a stop.
  return /[.!?:;)"'”`}>]$/.test(trimmed) && !/\s<\w+>$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A request to the model as an instruction ('can you please write' as 'Write'); with `tidy`, fillers go too. */
function directly(sentence: string, tidy: boolean, removed?: string[]): string {
  let out = needed(sentence.replace(REQUEST_OPENERS, "").replace(REQUEST_OPENERS, "").replace(REQUEST_OPENERS, "")).replace(FOR_ME, "$1 ");
  out = out.replace(PIECE_FIRST, (_all, piece: string) => `Write ${withArticle(piece.toLowerCase())} `);
  // "Can you write …?" asked nothing: without its opener it is an instruction.
  if (out !== sentence && /^(can|could|would|will)\b/i.test(sentence)) out = out.replace(/\?$/, ".");
  if (tidy) out = out.replace(FILLERS, (filler: string) => (removed?.push(filler.trim().toLowerCase()), ""));
  out = out.replace(/\s{2,}/g, " ").trim();
  return capitalise(out === "" ? sentence : out);
}

/** A list of variables from an earlier version of this improver, dropped: variables are listed in the notes. */
const VARIABLE_LIST = /^(fill these in before use:|\{\{\w+\}\})$/i;

const BLOCKS = /```[\s\S]*?```|<([A-Za-z_][\w-]*)>\n[\s\S]*?\n<\/\1>/g;

/** A stop and a space before the next sentence, whatever its case; not after "e.g." and the like. */
const SENTENCE_BREAK = /(?<!\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|approx|no|fig|st|v|p|pp|ch|vol|sec))(?<=[.!?])\s+(?=["“({[]?[\p{L}]|\{\{|\d+\s+\p{L})/iu;

/** The prompt's sentences, list items and blocks, its own section labels and variable list dropped. */
function sentencesOf(text: string): string[] {
  const blocks: string[] = [];
  const marked = text.replace(BLOCKS, (block) => `\n\uE000${blocks.push(block) - 1}\uE000\n`);
  return marked
    .split(/\n+/)
    .map((line) => line.trim().replace(/^([-*•]|\d+[.)])\s+/, ""))
    .filter((line) => line !== "" && !SECTION_NAMES.test(line) && !VARIABLE_LIST.test(line))
    .flatMap((line) => {
      const block = /^\uE000(\d+)\uE000$/.exec(line);
      return block ? [blocks[Number(block[1])] ?? ""] : line.split(SENTENCE_BREAK);
    })
    .map((s) => s.trim())
    .filter(Boolean);
}


/**
 * Roles for the professional trades a task can name, first match wins. A task that names none gets no role: the
 * rubric's improved prompt adds no role the text does not support, and a generic writer ("an experienced content
 * writer" for a blog post, a caption, an email) says nothing the task does not (decision 0039; Anthropic's
 * role-prompting guide: the role is the domain).
 */
const ROLES: readonly [RegExp, string][] = [
  [/\b(midjourney|stable diffusion|dall.?e|image prompts?|text-to-image)\b/i, "You are an image-prompt specialist."],
  [/\b(code|coding|function|bug|api|sql|python|javascript|typescript|java|golang|rust|react|regex|unit tests?|refactor|debug|stack trace|pull request|diff|linux|terminal|bash)\b/i, "You are a senior software engineer."],
  [/\btranslat(e|ion|or)/i, "You are a professional translator."],
  [/\b(terms of service|privacy policy|contract|clause|legal)\b/i, "You are an experienced legal writer."],
  [/\b(resume|résumé|cv|cover letter|job interview)\b/i, "You are a career coach and resume writer."],
  [/\b(seo|meta description|search rankings?)\b/i, "You are an SEO specialist."],
  [/\b(ad copy|landing page|copywriting)\b/i, "You are a conversion copywriter."],
  [/\b(spreadsheet|excel|google sheets)\b/i, "You are a spreadsheet expert."],
  [/\b(data analysis|dataset|statistics|regression)\b/i, "You are a data analyst."],
  [/\b(lesson plan|curriculum)\b/i, "You are an experienced teacher."],
  [/\b(customer support|support ticket|support reply)\b/i, "You are a customer support specialist."],
];



const AUDIENCE = /\b(audience|readers?|customers?|users?|beginners|experts|students|children|kids|developers|clients)\b/i;
const TONE = /\b(tone|voice|formal|casual|friendly|professional|playful|serious|warm)\b/i;


/** The user's words about themself as the prompt says them of the user: "I will describe my day" → "the user describes their day". */
function ofTheUser(text: string): string {
  const words: Record<string, string> = { i: "they", me: "them", my: "their", mine: "theirs", myself: "themselves", am: "are", "i'm": "they're" };
  return text.replace(/\b(I'm|I|me|my|mine|myself|(?<=\bI )am)\b/g, (word) => words[word.toLowerCase()] ?? word);
}

/** "I will describe a situation." and "Deduce things about me." as "The user describes a situation; deduce things about them." */
function conversationRule(input: string, ask: string): string {
  const [, verb = "", rest = ""] = /^I will (\w+)\s*(.*?)\.?$/i.exec(input) ?? [];
  const says = /(s|sh|ch|x|z|o)$/i.test(verb) ? `${verb}es` : `${verb}s`;
  return `The user ${says.toLowerCase()} ${ofTheUser(rest)}; ${ofTheUser(ask.charAt(0).toLowerCase() + ask.slice(1))}`;
}

/** "Write a poem, make it rhyme": a rule spliced onto the task with a comma stands as a sentence of its own. */
function unspliced(sentence: string): string[] {
  const at = /,\s+(?:and\s+)?(?=(?:make|keep|use|include|add|avoid|be|don't|do not|never|always|mention|focus on|stay|sound|apologi[sz]e|offer|thank|invite|suggest|end with|close with|sign off|under \d+|no more than \d+|at most \d+)\b)/i.exec(sentence);
  if (!at || !asksForWork(sentence.slice(0, at.index))) return [sentence];
  const rest = sentence.slice(at.index + at[0].length);
  // A rule or a length ("sound confident, under 200 words") is not part of the task; more context is.
  if (kindOf(rest) === "context" || kindOf(rest) === "role") return [sentence];
  return [`${sentence.slice(0, at.index)}.`, ...unspliced(rest)];
}

/** Sentences run on in one paragraph; a block stands on its own lines. */
function paragraphs(units: readonly string[]): string {
  return units.reduce((text, unit, i) => {
    if (i === 0) return unit;
    const apart = BLOCK.test(unit) || BLOCK.test(units[i - 1] ?? "");
    return `${text}${apart ? "\n" : " "}${unit}`;
  }, "");
}

function bullets(lines: string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}


/** Misspellings whose fix is certain: a missing apostrophe, a lower-case "i". */
export const CONTRACTIONS = /\b(do|does|did|is|are|was|were|should|would|could|have|has|had|ca|wo)nt\b|\byoure\b|\bim\b|\bi\b(?!\.\w)/gi;
function spelled(sentence: string): string {
  return sentence.replace(CONTRACTIONS, (word: string) => {
    if (word.toLowerCase() === "i") return "I";
    if (/^im$/i.test(word)) return "I'm";
    if (/^youre$/i.test(word)) return `${word.slice(0, 3)}'${word.slice(3)}`;
    return /^(ca|wo)nt$/i.test(word) ? `${word.slice(0, 2)}n't` : `${word.slice(0, -1)}'t`;
  });
}

/** "a email" (a vowel after "a") and "its not" (a verb after "its"): slips whose fix is certain. */
const A_BEFORE_VOWEL = /\ba ([aeio][a-z]*)\b/g;
const ITS_AS_IT_IS = /\bits (not|been|going|gonna)\b/gi;
function miswritten(sentence: string, edits: string[]): string {
  const note = (from: string, to: string) => edits.push(`"${from}" written as "${to}": the spelling fixed, so nothing in the sentence is misread.`);
  const articled = sentence.replace(A_BEFORE_VOWEL, (whole: string, word: string) => {
    if (indefiniteArticle(word) === "a") return whole;
    note(whole, `an ${word}`);
    return `an ${word}`;
  });
  return articled.replace(ITS_AS_IT_IS, (whole: string, verb: string) => {
    const to = `${whole.slice(0, 2)}'s ${verb}`;
    note(whole, to);
    return to;
  });
}

/** The phrase the fallback rule ends with, which "what changed" finds it by. */
export const FALLBACK_PHRASE = "say so instead of guessing";
/** "Don't make stuff up", "only use …": the author asked for nothing invented. */
const NO_INVENTION =
  /\b(don't|do not|never)\s+(make (stuff|things|anything|something|up)|invent|guess|fabricate|speculate|add anything|assume)|\b(only use|use only|using only|based only on|stick to)\b/i;
const ANSWERS = /\b(answer|questions?|reply|respond|support|chat)\b/i;

/** The rule a "don't make things up" implies: what to do when the material does not say. */
function fallbackFor(task: string, tag: string | undefined): string | undefined {
  if (tag !== undefined) return ANSWERS.test(task) ? `If the answer is not in <${tag}>, ${FALLBACK_PHRASE}.` : `If <${tag}> does not say what you need, ${FALLBACK_PHRASE}.`;
  return ANSWERS.test(task) ? `If you don't know the answer, ${FALLBACK_PHRASE}.` : undefined;
}

/** Headings, a tag block around material, or numbered steps (whose order and numbers are the instruction). */
const STRUCTURED = /^#{1,3} \S|^<([A-Za-z_][\w-]*)>[ \t]*\n[\s\S]*?\n<\/\1>[ \t]*$|^\s*1[.)] .*\n\s*2[.)] /m;

/** A labelled list ("Format:" then bullets) and a fenced block (""" or ```) on lines of their own. */
const LABELLED_LIST = /^[A-Z][\w ,&/()-]{0,40}:[ \t]*\n(?:[ \t]*[-*•] [A-Z0-9].+\n?){2,}/m;
const FENCED = /^("""|```)[\w-]*[ \t]*\n[\s\S]*?\n\1[ \t]*$/m;
/** A prompt that opens on a task sentence and lays out its rules in a labelled list or fences its material. */
function alreadyLaidOut(prompt: string): boolean {
  const task = prompt.trim().split("\n")[0] ?? "";
  return /^[A-Z][^\n]*[.?:]$/.test(task) && (LABELLED_LIST.test(prompt) || FENCED.test(prompt));
}

/** The improved prompt for a text model, its `{{variables}}` (listed in notes, not in the prompt), and the rule it added. */
export function improveTextPrompt(original: string, focus: readonly ImproveFocus[]): { prompt: string; variables: string[]; added?: string; edits: string[] } {
  // A prompt the author already structured keeps its shape; only placeholders are fixed.
  if (STRUCTURED.test(original) || alreadyLaidOut(original)) {
    const prompt = normalisePlaceholders(original.trim());
    return { prompt, variables: variablesOf(prompt), edits: [] };
  }
  const tidy = focus.includes("clarity") || focus.includes("brevity");
  // Sections are the default shape; brevity alone asks for compact paragraphs instead.
  const sectioned = focus.includes("structure") || !focus.includes("brevity");
  const normalised = normalisePlaceholders(original);
  const separated = separateMaterial(normalised);
  const first = separateFirstInput(separated.instructions);
  const materials = [...separated.materials, ...(first.material ? [first.material] : [])];
  const edits: string[] = [...separated.notes, ...(first.note ? [first.note] : [])];
  const sentences = sentencesOf(first.text).flatMap((s) => {
    if (BLOCK.test(s)) return [s];
    const worded = sharpenWording(s);
    edits.push(...worded.changes.map(wordingNote), ...worded.unclear.map(unclearNote));
    // A sentence that was only praise or filler ("Make it super good.") says nothing once sharpened.
    if (worded.text.replace(/[.!?\s]/g, "") === "") return [];
    const fillers: string[] = [];
    const direct = directly(worded.text, tidy, fillers);
    if (fillers.length > 0) edits.push(`${[...new Set(fillers)].map((f) => `"${f}"`).join(", ")} taken out: a filler word adds nothing the model can act on.`);
    const fixed = miswritten(spelled(direct), edits);
    for (const word of new Set(direct.match(CONTRACTIONS) ?? [])) {
      const to = spelled(word);
      if (to !== word) edits.push(`"${word}" written as "${to}": the spelling fixed, so nothing in the sentence is misread.`);
    }
    return unspliced(fixed).flatMap(ruleClauses).map((part) => {
      const lengthSaid = lengthInstruction(finish(capitalise(part)));
      const ran = punctuated(lengthSaid.text);
      const { text, repairs } = sharpened(ran.text);
      edits.push(...lengthSaid.repairs, ...ran.repairs, ...repairs);
      return text;
    });
  });
  // An instruction said twice is said once, where it first stood.
  const keyOf = (s: string) => sentenceKey(withoutConnective(s));
  const unique = sentences.filter((s, i) => BLOCK.test(s) || sentences.findIndex((t) => keyOf(t) === keyOf(s)) === i);
  const repeated = unique.filter((s) => sentences.filter((t) => keyOf(t) === keyOf(s)).length > 1);
  if (unique.length < sentences.length) edits.push(`Said once: ${repeated.map((s) => `"${s}"`).join(", ")} was repeated, and a repeated instruction only adds words.`);

  // An "act as" prompt's ask is in "… and you will …", before any later short imperative ("Give prices.").
  const plays = unique.some((s) => ROLE.test(s)) ? unique.map((s) => rolePlayTask(s, variablesOf(normalised))) : [];
  const playIndex = plays.findIndex(Boolean);
  const asked = taskIndexOf(unique);
  // A task asked before it ("You are a tutor. Explain photosynthesis. You will use simple words.") stays the task.
  const play = asked >= 0 && asked < playIndex ? undefined : plays[playIndex];
  if (play) {
    if (play.note) edits.push(play.note);
    let input = play.input;
    let task = play.task;
    if (input && !first.material && TURN_BY_TURN.test(input)) {
      // "I will describe a situation": said each turn, not given once, so it stays a rule of the conversation.
      task = conversationRule(input, play.task);
      edits.push(`"${input} ${play.task}" written as "${task}": the user says it turn by turn, so it is a rule of the conversation, not material given once.`);
      input = undefined;
    } else if (input && !first.material && !/^I will be\b/.test(input)) {
      // "I will type commands" with nothing given yet: where the input goes, as a placeholder in its tag.
      const tag = variableName(input.replace(/^I will \w+( to)?( you)?( with)? (my |some |the |a |an )?/i, "").replace(/\s+(about|of|in|for|that|from|to)\b.*$/i, "").replace(/\.$/, "").split(/\s+/).slice(0, 3).join(" "));
      input = input.replace(/\.$/, ` in <${tag}>.`);
      materials.push({ tag, block: `<${tag}>\n{{${tag}}}\n</${tag}>` });
      edits.push(`"${play.input}" is now the {{${tag}}} placeholder in <${tag}>; fill it in, or at run time.`);
    }
    unique.splice(playIndex, 1, ...(input ? [task, input] : [task]));
  }
  const taskIndex = play ? playIndex : asked;
  // Later requests that are neither rules nor format ("Give me the top 10 customers…") belong to the task; in a
  const later = (s: string, i: number) => i > taskIndex && asksForWork(s) && kindOf(s) === "context";
  // role-play prompt, whose ask is said, they are its rules ("Give prices."), unless no Constraints section is written.
  const rules = play !== undefined && sectioned;
  // "Like which region did best": a sentence that spells out the task stays with it.
  let spelledOut = taskIndex;
  while (SPELLS_OUT.test(unique[spelledOut + 1] ?? "")) spelledOut++;
  const asks = unique.filter((s, i) => (i >= taskIndex && i <= spelledOut) || (!rules && later(s, i)));
  const task = asks.join(" ");
  const rest = unique.filter((s) => !asks.includes(s));
  const of = (kind: Kind) => rest.filter((s) => kindOf(s) === kind && !(rules && kind === "context" && later(s, unique.indexOf(s))));
  const role = of("role");
  const context = of("context");
  // A rule moved into a list or a format line moved under its heading needs no word linking it to the sentence before.
  const constraints = [...of("constraint"), ...(rules ? rest.filter((s) => later(s, unique.indexOf(s))) : [])].map(withoutConnective);
  const format = of("format").map(withoutConnective);

  // A short prompt that already opens on its task, in clear words, with nothing to delimit, is left as it is (its
  // placeholders aside):
  // sections around two or three clear sentences add length, not clarity.
  const asWritten = sentencesOf(first.text);
  const clear = sentences.length === asWritten.length && sentences.every((s, i) => s === asWritten[i]) && unique.length === sentences.length;
  const wantsFallback = unique.some((s) => NO_INVENTION.test(s)) && !unique.some((s) => FALLBACK.test(s));
  if (clear && taskIndex === 0 && !play && unique.length <= 3 && materials.length === 0 && edits.length === 0 && !wantsFallback && !focus.includes("detail") && words(original) <= 80) {
    return { prompt: normalised.trim(), variables: variablesOf(normalised), edits: [] };
  }
  if (focus.includes("detail")) {
    const all = unique.join(" ");
    if (!AUDIENCE.test(all)) context.push("Audience: {{audience}}.");
    if (!TONE.test(all)) context.push("Tone: {{tone}}.");
    constraints.push(...DETAIL_CHECKS.filter((check) => !constraints.includes(check)));
  }
  if (role.length === 0 && !focus.includes("brevity") && unique.length > 1) {
    // The domain is read from the task alone, without the material it names: "Summarize the article" is no writer's job.
    const asked = task.replace(/\bthe [\w ]*? in <\w+>/g, "");
    const named = ROLES.find(([pattern]) => pattern.test(asked));
    if (named) {
      role.push(named[1]);
      edits.push(`Role added: "${named[1]}" The task names this trade, and a role in it focuses the answer; change or delete it if it does not fit.`);
    }
  }
  const added = unique.some((s) => NO_INVENTION.test(s)) && !unique.some((s) => FALLBACK.test(s)) ? fallbackFor(task, materials.find((m) => m.tag !== "" && m.tag !== "examples")?.tag) : undefined;
  if (added) constraints.push(added);

  const opening = task || role.join(" ");
  const parts: string[] = [opening];
  if (sectioned) {
    // Under "# Context" the author's own "Context:" label would name the section twice.
    const unlabelled = (title: string, body: string) => body.replace(new RegExp(`^(- )?${title}:\\s*(\\w)`, "gim"), (_m, dash: string | undefined, c: string) => `${dash ?? ""}${c.toUpperCase()}`);
    const section = (title: string, body: string) => (body ? `# ${title}\n${unlabelled(title, body)}` : "");
    parts.push(
      section("Role", task ? role.join(" ") : ""),
      section("Context", paragraphs(context)),
      section("Constraints", bullets(constraints)),
      section("Output Format", format.join(" ")),
    );
  } else {
    parts.push([...(task ? role : []), ...context].join(" "), constraints.join(" "), format.join(" "));
  }
  // Material comes after the instructions, each piece in its tag.
  parts.push(...materials.map((m) => m.block));
  const prompt = parts.filter(Boolean).join("\n\n");
  // Each change is named: the sections the sentences were sorted into are one.
  const sections = sectioned ? [...prompt.matchAll(/^# (.+)$/gm)].map((m) => m[1]!).filter((name) => !new RegExp(`^#+\\s*${name}`, "im").test(original)) : [];
  if (sections.length > 0) edits.push(`Sorted under ${sections.map((name) => `# ${name}`).join(", ")}: each kind of instruction under its own heading, rules as a list, so the model tells the task from its rules and can check each one.`);
  // A prompt changed only in its capitals and stops still says so.
  if (edits.length === 0 && prompt !== normalised.trim()) edits.push("Each sentence starts with a capital and ends with a stop, so the model reads where each instruction ends.");
  return { prompt, variables: variablesOf(prompt), edits: [...new Set(edits)], ...(added ? { added } : {}) };
}
