/**
 * The material in a pasted text prompt (facts, a pasted email, an input `{{variable}}`), found and delimited in a
 * tag named from the prompt's own nouns, with the sentences that referred to it ("the info below", "the following
 * article") rewritten to name the tag: Anthropic's guide to XML tags, and OpenAI's GPT-4.1 guide on delimiters,
 * advise a named tag around material, referred to by that name (decision 0039). Material the author already put
 * in tags is kept as written, and so are the sentences that refer to it.
 */
import { readsAsInstructions } from "./text-material";
import { variableName } from "./text-placeholders";
import { withoutConnective } from "./improve-text-sentences";

export interface Material {
  tag: string;
  /** The whole block, `<tag>\n…\n</tag>`. */
  block: string;
}

/** Nouns a sentence names material with; the generic ones take the prompt's topic ("the shipping information"). */
const NOUNS = "info|information|details|data|facts|text|context|content|article|e-?mail|message|transcript|notes|document|review|essay|paragraph|story|draft|letter|post|report|passage|policy|faq|description|code|conversation|thread|feedback|comments";
const GENERIC = /^(info|information|details|data|facts|text|context|content)$/i;
/** "the info below", "the following article", "this email": a reference to material, not yet to a tag. */
const REFERENCE = new RegExp(`\\b(the|this|these)\\s+(?:following\\s+)?(?:(\\w+)\\s+)??(${NOUNS})\\b(?:\\s+(?:below|above|here))?(?!\\s+in\\s+<)`, "gi");
/** An input written as a label and a placeholder: "Article: {{article_text}}". */
const LABELLED_INPUT = /(^|(?<=[.!?]\s+|\}\}\s+))([A-Z][A-Za-z]*(?: [A-Za-z]+){0,3}):[ \t]*(\{\{\w+\}\})(?=[ \t]*$|\s+[A-Z][A-Za-z]*(?: [A-Za-z]+){0,3}:)/m;
/** A line that introduces what follows it: "Rewrite the following email:", "Customer review:". */
const INTRO = /^([^\n]*):[ \t]*\n+(?=([\s\S]+))/gm;
/** An intro that points to material on the rest of its line: "Translate the following into French: Where is…". */
const INLINE_INTRO = /^([^\n:]*\b(?:the following|below)\b[^\n:]*):[ \t]+(\S[\s\S]*)$/m;
/** "Follow these steps:", "Note the following:": a label that introduces instructions. */
const INSTRUCTING_LABEL = /^(follow|use|read|do|note|remember|consider|apply|observe|obey|keep|take)\b|\b(these|this|following)\b/i;
/** The headings of a prompt's own sections, which introduce instructions, not material. */
const SECTION_LABEL = /^(rules|requirements|instructions|constraints|guidelines|task|role|steps|output( format)?|format|style|tone)$/i;
/** "Here is my resume:": an intro that names what follows by its last word. */
const HERE_IS = /^(?:here is|here's|here are|below is|below are)\s+((?:my|our|the|a|an|some|your)\s+)?((?:[\w']+\s+){0,2}([\w]+))$/i;
/** A line after the material that asks for something ("Improve it for a data analyst job."). */
const ASKS = /^(improve|rewrite|summari[sz]e|translate|fix|correct|make|turn|check|review|shorten|edit|proofread|write|answer|classify|extract|explain|analy[sz]e|use|keep|do|don't)\b/i;
/** Tag blocks the author wrote. */
const TAG_BLOCK = /^<([A-Za-z_][\w-]*)>[ \t]*\n[\s\S]*?\n<\/\1>[ \t]*$|^<([A-Za-z_][\w-]*)>[^\n]*<\/\2>[ \t]*$/gm;

interface Found {
  tag: string;
  noun: string;
  label: string;
  body: string;
}

/** What the prompt is about ("answer questions about our shipping"), to name generic material by. */
function topicOf(text: string): string | undefined {
  const about = /\babout\s+(?:our|the|your|my|their)?\s*([a-z]+)(?:\s+(?!(?:and|or|to|for|with|in|on|from|when|that|which|if|as|at|by|of|is|are)\b)([a-z]+))?/i.exec(text);
  return about ? [about[1], about[2]].filter(Boolean).join(" ").toLowerCase() : undefined;
}

/** The tag and the words a sentence names material by, from the noun the prompt used. */
function named(noun: string, instructions: string): Pick<Found, "tag" | "noun" | "label"> {
  const lower = noun.toLowerCase().replace(/^e-?mail$/, "email");
  if (!GENERIC.test(lower)) return { tag: variableName(lower), noun: lower, label: `the ${lower}` };
  const topic = topicOf(instructions);
  const short = lower === "information" ? "info" : lower;
  const long = lower === "info" ? "information" : lower;
  return topic ? { tag: `${variableName(topic)}_${short}`, noun: lower, label: `the ${topic} ${long}` } : { tag: short, noun: lower, label: `the ${long}` };
}

/** The first reference to material in the text, by its noun. */
const firstReference = (text: string) => [...text.matchAll(REFERENCE)][0];
/** "my experience below": anything the author points to below is material, whatever its noun. */
const BELOW = /\b(the|this|these|my|our|your)\s+(?:(\w+)\s+)??(?!(?:is|are)\b)(\w+)\s+(?:(?:is|are)\s+)?(?:below|here)\b/gi;
/** A reference that points somewhere ("below", "the following", "this email"), not a mention ("the meeting notes"). */
const pointingReference = (text: string) =>
  [...text.matchAll(REFERENCE)].find((m) => /^(this|these)\b|\b(following|below|here)\b/i.test(m[0])) ?? [...text.matchAll(BELOW)][0];

/** The shape of a line of data: how many commas, tabs and pipes it has, and whether it opens on a label. */
const shapeOf = (line: string) => (/^[^:\s][^:]{0,30}:\s/.test(line) ? "label" : [",", "\t", "|"].map((c) => line.split(c).length - 1).join("/"));
/** A last line that breaks the shape the material's first two lines share (a CSV's columns, "Label: value" rows) is prose after the data. */
function outOfShape(lines: readonly string[], at: number): boolean {
  if (at < 2) return false;
  const shape = shapeOf(lines[0]!);
  return shape !== "0/0/0" && shape === shapeOf(lines[1]!) && shapeOf(lines[at]!) !== shape && /^[A-Za-z]/.test(lines[at]!.trim()) && /\s\S+\s/.test(lines[at]!);
}

/** Paragraphs that read as instructions before or after the material stay instructions: [before, material, after]. */
function splitInstructions(text: string): [string, string, string] {
  const paragraphs = text.split(/\n[ \t]*\n/);
  let [start, end] = [0, paragraphs.length];
  while (start < end - 1 && readsAsInstructions(paragraphs[start]!)) start++;
  while (end > start + 1 && readsAsInstructions(paragraphs[end - 1]!)) end--;
  const join = (from: number, to: number) => paragraphs.slice(from, to).join("\n\n").trim();
  // Within the material's last paragraph, closing lines that ask for something are instructions too.
  const lines = join(start, end).split("\n");
  let last = lines.length;
  while (last > 1 && (ASKS.test(withoutConnective(lines[last - 1]!.trim())) || outOfShape(lines, last - 1))) last--;
  return [join(0, start), lines.slice(0, last).join("\n").trim(), [lines.slice(last).join("\n"), join(end, paragraphs.length)].filter(Boolean).join("\n\n")];
}

/** One piece of material the author did not delimit, and the text without it. */
function findOne(text: string): { rest: string; found: Found } | undefined {
  const labelled = LABELLED_INPUT.exec(text);
  if (labelled) {
    const label = labelled[2]!;
    const tag = variableName(label);
    const rest = `${text.slice(0, labelled.index)}${text.slice(labelled.index + labelled[0].length)}`;
    return { rest, found: { tag, noun: label.split(" ").pop()!.toLowerCase(), label: `the ${label.toLowerCase()}`, body: labelled[3]! } };
  }
  // "Summarize the following text in 3 bullets: The council met…": the material follows on the same line.
  const inline = INLINE_INTRO.exec(text);
  if (inline) {
    const [, material, after] = splitInstructions(inline[2]!);
    const line = inline[1]!.trim();
    // "about the following topic: remote work" names its subject, which reads best in the sentence.
    if (material !== "" && !readsAsInstructions(material) && !/\bfollowing (topic|subject|theme|keywords?)\b/i.test(line)) {
      const noun = firstReference(line)?.[3] ?? /\bthe following\s+(?!(?:into|in|to|for|as|from|with|and)\b)(\w+)/i.exec(line)?.[1] ?? "text";
      const name = named(noun, text.slice(0, inline.index) + line);
      const rest = [text.slice(0, inline.index), `${line}.`, after].filter((s) => s.trim() !== "").join("\n");
      return { rest, found: { ...name, body: material } };
    }
  }
  // "Rewrite the following email:", "Customer review:", "Here is my resume:" on a line of its own.
  for (const intro of text.matchAll(INTRO)) {
    const [before, material, after] = splitInstructions(intro[2]!);
    const line = intro[1]!.trim();
    const reference = firstReference(line);
    const here = HERE_IS.exec(line);
    const bareLabel = /^[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}$/.test(line) && !SECTION_LABEL.test(line) && !INSTRUCTING_LABEL.test(line);
    if (material !== "" && !readsAsInstructions(material) && (reference || here || bareLabel)) {
      const noun = here ? here[3]! : line;
      const name = reference ? named(reference[3]!, text.slice(0, intro.index) + line) : { tag: variableName(noun), noun: noun.split(" ").pop()!.toLowerCase(), label: `the ${noun.toLowerCase()}` };
      // "Here is my resume:" says where the material is: "My resume is in <resume>."
      const sentence = reference ? `${line.replace(/[\s:]+$/, "")}.` : here ? `${(here[1] ?? "the ").replace(/^./, (c) => c.toUpperCase())}${here[2]} is in <${name.tag}>.` : "";
      const rest = [text.slice(0, intro.index), sentence, before, after].filter((s) => s.trim() !== "").join("\n");
      return { rest, found: { ...name, body: material } };
    }
  }
  // Lines after the first line that refers to material ("use the info below"), when they read as material.
  const lines = text.split("\n");
  const at = lines.findIndex((line) => pointingReference(line) !== undefined);
  if (at >= 0 && at < lines.length - 1) {
    const [before, material, after] = splitInstructions(lines.slice(at + 1).join("\n"));
    if (material !== "" && !readsAsInstructions(material)) {
      const name = named(pointingReference(lines[at]!)![3]!, lines.slice(0, at + 1).join("\n"));
      return { rest: [...lines.slice(0, at + 1), before, after].join("\n"), found: { ...name, body: material } };
    }
  }
  return findTable(text);
}

/** Cells of a line of data: split on the one delimiter its lines share. */
const DELIMITERS = [",", "\t", "|", ";"] as const;
/**
 * A paragraph of rows (a pasted CSV, a tab-separated sheet, a pipe table): two or more lines that split into the
 * same number of short cells on the same delimiter, none a sentence. Kept verbatim, line breaks and all, since
 * its columns are what a model reads it by.
 */
function findTable(text: string): { rest: string; found: Found } | undefined {
  const paragraphs = text.split(/\n[ \t]*\n/);
  const tabular = (paragraph: string) => {
    const lines = paragraph.trim().split("\n").map((line) => line.trim().replace(/^\||\|$/g, ""));
    if (lines.length < 2) return false;
    return DELIMITERS.some((d) => {
      const cells = lines.map((line) => line.split(d));
      return cells[0]!.length >= 2 && cells.every((row) => row.length === cells[0]!.length && row.every((cell) => cell.trim().split(/\s+/).length <= 4)) && lines.every((line) => !/[.!?]$/.test(line));
    });
  };
  const at = paragraphs.findIndex(tabular);
  if (at < 0) return pastedAfterThis(paragraphs);
  const rest = paragraphs.filter((_, i) => i !== at).join("\n\n");
  return { rest, found: { ...named("data", rest), body: paragraphs[at]!.trim() } };
}

/** Verbs whose bare "this" ("explain this", "fix grammar in this") points to the text pasted with them. */
const BARE_THIS = /\b(summari[sz]e|analy[sz]e|review|explain|describe|compare|check|sort|clean up|go through|look at|read|turn|convert|format|rewrite|use|chart|plot|graph|visuali[sz]e|interpret|rank|tabulate|put|fix|correct|proofread|edit|improve|shorten|translate|simplify|paraphrase|reword|respond to|reply to|answer)\b[^.?!\n]{0,30}?\b(this|these|it)\b(?!\s+(?:is|are|was|were)\b)/i;

/** "explain this to me\n\n<a paragraph>", "fix grammar in this:\n<a line>": what follows a bare "this" is the text. */
function pastedAfterThis(paragraphs: readonly string[]): { rest: string; found: Found } | undefined {
  const [first = "", ...others] = paragraphs.length > 1 ? paragraphs : paragraphs[0]!.split(/(?<=:)[ \t]*\n/);
  const body = others.join("\n\n").trim();
  if (body === "" || readsAsInstructions(body) || !BARE_THIS.test(first)) return undefined;
  const rest = first.trim().replace(/\s*:$/, "");
  return { rest, found: { tag: "text", noun: "text", label: "the text", body } };
}

/** "the notes I will paste", "the text I'll give you": the promise is kept by the tag. */
const WILL_GIVE = "\\s+(?:that |which )?I(?: will|'ll| am going to|'m going to)? (?:paste|give you|provide|send|share|add|include)(?: (?:below|here|later|you))?";

/** References to the material rewritten to name its tag: "use the info below" as "use the shipping information in <shipping_info>". */
function pointToTag(text: string, found: Found): string {
  let pointed = false;
  const noun = found.noun === "email" ? "e-?mail" : found.noun;
  const reference = new RegExp(`\\b(the|this|these|my|our|your)\\s+(?:following\\s+)?(?:(\\w+)\\s+)??(${noun})\\b(?:\\s+(?:below|above|here)|${WILL_GIVE})?(?!\\s+in\\s+<)`, "gi");
  const out = text.replace(reference, (match, article: string, modifier?: string) => {
    // "my experience" is the author's and stays theirs; "the experience" only where a reference points.
    const own = /^(my|our|your)$/i.test(article);
    if (own && !/\b(below|here)$/i.test(match)) return match;
    pointed = true;
    const the = own ? article : /^[A-Z]/.test(article) ? "The" : "the";
    // "the three laptops below": the author's word before the noun stays, unless the label already says more.
    const kept = modifier !== undefined && found.label === `the ${found.noun}` ? ` ${modifier}` : "";
    return `${the}${kept}${found.label.slice(3)} in <${found.tag}>`;
  });
  // "not in the article in <article>" says where twice: "not in <article>".
  if (pointed) return out.replace(new RegExp(`\\bin (?:the|this|these) [\\w ]{1,40}? in <${found.tag}>`, "g"), `in <${found.tag}>`);
  // "Translate the following into French" names no noun: the tag's words stand for "the following".
  const following = out.replace(/\bthe following\b(?!\s+in\s+<)/i, `${found.label} in <${found.tag}>`);
  if (following !== out) return following;
  // "Summarize this for my boss": a bare "this" after the verb is the material.
  const bare = out.replace(BARE_THIS, (all: string, _verb: string, pronoun: string) => `${all.slice(0, all.length - pronoun.length)}${found.label} in <${found.tag}>`);
  return bare !== out ? bare : out.replace(/\b(in|from) (it|them)\b/, `$1 <${found.tag}>`);
}

/** A line of a worked example: "Review: I loved it", "Sentiment: neutral", "Sentiment:". */
const EXAMPLE_LINE = /^[A-Z][\w ]{0,30}:( .*)?$/;

/**
 * Worked examples (two or more paragraphs of "Label: value" lines) in <examples>; the paragraph that holds the
 * input placeholder is the frame the answer completes and stays last, as written.
 */
function separateExamples(text: string): { rest: string; examples: Material[] } {
  const paragraphs = text.split(/\n[ \t]*\n/);
  const isExample = (p: string) => p.trim().split("\n").every((line) => EXAMPLE_LINE.test(line.trim()));
  const shots = paragraphs.filter(isExample);
  if (shots.length < 2) return { rest: text, examples: [] };
  const frame = shots.filter((p) => /\{\{\w+\}\}/.test(p));
  const worked = shots.filter((p) => !frame.includes(p));
  const examples = [
    ...(worked.length > 0 ? [{ tag: "examples", block: `<examples>\n${worked.map((p) => p.trim()).join("\n\n")}\n</examples>` }] : []),
    ...frame.map((p) => ({ tag: "", block: p.trim() })),
  ];
  return { rest: paragraphs.filter((p) => !isExample(p)).join("\n\n"), examples };
}

/** The prompt's instructions, and its material as tag blocks (the author's own first, then those found). */
export function separateMaterial(text: string): { instructions: string; materials: Material[]; notes: string[] } {
  const notes: string[] = [];
  const materials: Material[] = [];
  let instructions = text.replace(TAG_BLOCK, (block, multi?: string, inline?: string) => {
    materials.push({ tag: multi ?? inline ?? "", block: block.trim() });
    return "";
  });
  const authored = materials.length;
  const { rest, examples } = separateExamples(instructions);
  instructions = rest;
  for (let round = 0; round < 3; round++) {
    const one = findOne(instructions.trim());
    if (!one) break;
    instructions = pointToTag(one.rest, one.found);
    const referred = instructions.includes(`<${one.found.tag}>`);
    notes.push(`${noteLabel(one.found.label)} ${isOrAre(one.found.label)} in <${one.found.tag}>${referred ? "; the instructions refer to it by that tag" : ""}.`);
    materials.push({ tag: one.found.tag, block: `<${one.found.tag}>\n${one.found.body.trim()}\n</${one.found.tag}>` });
  }
  for (const { tag } of materials.slice(authored)) {
    // "The notes are below.": once the material is in its tag and the instructions name it, the pointer points nowhere.
    const pointer = new RegExp(`(^|(?<=[.!?]\\s+)|\\n)(?:here (?:is|are)\\s+)?(?:the|this|these|my|our|your)\\s+[\\w ]{0,40}?in <${tag}>(?:\\s+(?:is|are)\\s+(?:below|above|here|attached|as follows))?[.:]?[ \\t]*(?=\\n|$|\\s+[A-Z])`, "i");
    const without = instructions.replace(pointer, "$1");
    if (without !== instructions && without.includes(`<${tag}>`)) {
      instructions = without;
      notes.push(`The sentence that said where the material is was taken out: it is in <${tag}>, which the instructions name.`);
    }
  }
  return { instructions, materials: [...materials, ...examples], notes };
}

/** A label as the note to the user says it: "the my resume" is "Your resume", "the text" is "The text". */
function noteLabel(label: string): string {
  const own = label.replace(/^the (?=(my|our|your|their|his|her) )/i, "").replace(/^(my|our) /i, "your ");
  return own.replace(/^./, (c) => c.toUpperCase());
}

/** "The notes are", "The email is": the verb agrees with the label's last word. */
function isOrAre(label: string): string {
  return /[^s]s$|\bdata$/i.test(label) ? "are" : "is";
}
