/**
 * Who writes a custom content type, by the kind of document its words name: the person who writes that piece at
 * work (a postmortem by an SRE, a grant proposal by a grant writer), never "an expert writer of" the label. A type
 * no row names is written by an experienced professional of the brief's field who writes that piece.
 */
import { pluralOf } from "./prose";

export interface DocumentWriter {
  kind: "document" | "code" | "support" | "email";
  role: string;
  structure?: string;
  gaps?: string;
}

/** Programming languages as they are written, for "a senior Python engineer". */
const LANGUAGES: readonly [RegExp, string][] = [
  [/\bpython\b/i, "Python"],
  [/\btypescript\b/i, "TypeScript"],
  [/\bjavascript\b|\bnode(?:\.?js)?\b/i, "JavaScript"],
  [/\bjava\b/i, "Java"],
  [/\bgo(?:lang)?\b(?=.*\b(?:function|func|package|program|service|module|cli)\b)/i, "Go"],
  [/\brust\b/i, "Rust"],
  [/\bruby\b|\brails\b/i, "Ruby"],
  [/\bphp\b/i, "PHP"],
  [/\bc#|\.net\b/i, "C#"],
  [/\bc\+\+/i, "C++"],
  [/\bkotlin\b/i, "Kotlin"],
  [/\bswift\b/i, "Swift"],
  [/\bsql\b/i, "SQL"],
  [/\bbash\b|\bshell\b/i, "shell"],
];
/** A unit of code a type names: "Python function", "React component", "Go CLI". */
const CODE_UNIT = /\b(function|class|method|module|script|program|cli|library|package|endpoint|component|hook|query|migration|algorithm|snippet|api client)\b/i;

const WRITERS: readonly [RegExp, DocumentWriter][] = [
  [/\bpost-?mortem|\bincident (review|report|retro(spective)?)|\broot cause analysis|\brca\b/i, {
    kind: "document",
    role: "a senior site reliability engineer who writes blameless postmortems",
    structure: "Keep it blameless: describe what the systems and processes allowed, never who is at fault, and give each action item an owner and a due date.",
    gaps: "[owner], [due date] or [metric]",
  }],
  [/\bgrant|\bsbir\b|\bsttr\b|\bfunding (proposal|application)|\bproject (summary|narrative)|\bletter of intent\b/i, {
    kind: "document",
    role: "an experienced grant writer who writes competitive funding proposals",
    structure: "Follow the funder's required sections and headings exactly, and tie every claim to the evidence the brief gives.",
    gaps: "[figure], [date] or [partner name]",
  }],
  [/\b(macro|canned (response|reply)|saved repl(y|ies)|support (reply|response|template)s?)\b/i, {
    kind: "support",
    role: "a customer support lead who writes reusable support macros",
  }],
  [/\b(deal|pipeline|account|renewal|forecast) (update|summary|recap|note)s?\b/i, {
    kind: "email",
    role: "an account executive who writes clear internal deal updates",
  }],
];

/** The writer a custom type names, or undefined when no row names it. */
export function writerByDocument(label: string): DocumentWriter | undefined {
  const language = LANGUAGES.find(([pattern]) => pattern.test(label))?.[1];
  if (language !== undefined && CODE_UNIT.test(label)) return { kind: "code", role: `a senior ${language} engineer` };
  return WRITERS.find(([pattern]) => pattern.test(label))?.[1];
}

/** The fallback writer: "an experienced professional who writes briefings". */
export function professionalWriting(name: string): string {
  return `an experienced professional who writes ${pluralOf(name)}`;
}

/** An email about a deal, or for sales leadership: an internal update from the account executive who owns it. */
const DEAL_TOPIC =
  /\b(deal|pipeline|forecast)\b|\b(renewal|procurement|quote)\b.*\b(update|status|stands|summary|recap|pushback)\b|\bfor (?:our|my|the) (?:vp|svp|head|director|chief) of (?:sales|revenue)\b/i;

/** The writer an email's topic names when the listed type's copywriter would not write it; undefined otherwise. */
export function writerByTopic(topic: string, kind: string | undefined): string | undefined {
  return kind === "email" && DEAL_TOPIC.test(topic) ? "an account executive who writes clear internal deal updates" : undefined;
}
