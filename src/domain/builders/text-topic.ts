/**
 * What the topic itself says, read before the settings are applied. People type the topic as a task ("review this
 * pull request", "follow up with {{lead_name}} after the demo"), as the piece itself ("privacy policy for a
 * fitness app", "a 60-second explainer of our tiles") or as a subject ("the launch of our app"): the task line is
 * built from what it is, never by splicing it after "Write a {type} about". Facts the topic states (a duration, a
 * word count, a follow-up stage, what is being offered) are explicit and beat the form's generic defaults
 * (decision 0038).
 */
import { capitalize, indefiniteArticle, pieceName, sentence, withArticle } from "./prose";
import { kindNamed, type ContentKind } from "./text-profiles";
import { opensWithPersona } from "./text-persona";

/** Verbs that open a task whatever follows them. */
const TASK_VERBS =
  /^(write|draft|create|compose|produce|prepare|generate|explain|describe|introduce|announce|convince|persuade|invite|remind|summari[sz]e|compare|teach|tell|encourage|apologi[sz]e|congratulate|ask|welcome|thank|respond|promote|highlight|share|celebrate|follow[- ]up|reach out|check in|pitch|sell|review|reply|answer|outline|recap|update|launch|showcase|convert|onboard|notify|inform|warn|recruit|nominate|recommend|request)\b/i;
/** Words that show the first word is a noun ("launch of", "review for", "the team's"). */
const NOUN_FOLLOWERS = /^(of|on|for|about|to|from|in|at|and|with|is|was|are|s)\b/i;
/** Verbs that are often nouns too: a task only when an object follows ("review this PR", "launch our app"). */
const NOUN_LIKE = /^(review|reply|answer|outline|recap|update|launch|pitch|share|request|promote|sell|showcase|welcome|invite|thank|follow-up)$/i;
const OBJECT_START = /^(the|this|that|these|those|our|my|your|their|his|her|its|a|an|them|him|us|me|it|\{\{|every|all|each|new|\d)/i;
/** Verbs whose result is a text of their own name ("review", "summary"): with such a piece, "in {piece}" is redundant. */
const TEXT_VERBS = /^(review|reply|answer|respond|outline|recap|summari[sz]e|describe|explain|compare|update|invite|announce|pitch|request)$/i;
/** Verbs that write the piece themselves: the task needs no "in {piece}". */
const WRITING_VERBS = /^(write|draft|create|compose|produce|prepare|generate)$/i;

/** The verb the topic opens with, when it is phrased as a task. */
function taskVerb(topic: string): string | undefined {
  const match = TASK_VERBS.exec(topic);
  if (match === null) return undefined;
  const rest = topic.slice(match[0].length).trim().replace(/^'s\b/, "s");
  if (rest === "" || /^(of|s|is|was|are)\b/i.test(rest)) return undefined;
  // "Follow up with", "reach out to", "explain to" are tasks; "launch of", "review for" and "reply to" open a noun.
  // After such a verb an object reads as a determiner, a pronoun, a placeholder or a plural ("invite students").
  if (NOUN_LIKE.test(match[0]) && (NOUN_FOLLOWERS.test(rest) || !(OBJECT_START.test(rest) || /^\w+[^s\W]s\b/i.test(rest)))) return undefined;
  return match[0].toLowerCase();
}

/** The head of a noun phrase, before its first complement: "privacy policy" of "privacy policy for a fitness app". */
function headOf(topic: string): string {
  return topic.split(/\s+(?:about|on|of|for|to|that|with|at|in|from|explaining|covering|introducing)\s+/i)[0] ?? topic;
}

/** Whether the topic's head is itself a piece of the chosen kind or the chosen label ("a 60-second explainer"). */
function namesPiece(topic: string, kind: ContentKind | undefined, labels: readonly string[]): boolean {
  const head = headOf(topic).toLowerCase();
  if (labels.some((label) => label.split(/\s*\/\s*|\s+&\s+/).some((name) => name !== "" && head.endsWith(name.toLowerCase())))) return true;
  const words = head.split(/\s+/);
  const tail = [words.slice(-2).join(" "), words.at(-1) ?? ""];
  return kind !== undefined && tail.some((t) => kindNamed(t) === kind);
}

export interface TaskParts {
  topic: string;
  /** The piece with its article ("a social media post"). */
  piece: string;
  kind: ContentKind | undefined;
  /** Labels the piece goes by (the listed label, a custom name). */
  labels: readonly string[];
  readers: string | undefined;
  language: string | undefined;
  /** What stands in for a missing topic. */
  missing: string;
  /** The preposition that links the piece to a subject ("about", "of", "for"). */
  about: string;
}

/** Words past which a topic is a brief rather than a phrase a sentence can carry. */
const BRIEF_WORDS = 16;

/**
 * A topic that is a brief, not a phrase: several sentences or clauses (a stop, a colon, a semicolon), the writer's own
 * "I", or more words than a task line carries. Spliced into "Write … about", it would read wrong and blur the task;
 * it goes under its own heading, word for word, and the task line points to it.
 */
export function isBrief(topic: string): boolean {
  if (topic === "") return false;
  // A persona ("You are Sam, a barista bot") is the brief of the assistant it describes, never a subject to splice.
  if (opensWithPersona(topic) || /^(you|you're|you'll|your (role|job|task|goal|purpose))\b/i.test(topic)) return true;
  const clauses = /[;:](?!\d)|[.!?]\s+\S|\bI(?:'m|'ve|'d)?\s/.test(topic.replace(/https?:\/\/\S+|\{\{\w+\}\}/g, ""));
  // A feature list ("750 ml, double-walled, BPA-free, dishwasher-safe"), a summary's brief, or a personal occasion
  // ("for my brother Tom's wedding") reads as a brief, not a subject to splice.
  const commas = (topic.replace(/\d,\d/g, "").match(/,/g) ?? []).length;
  if (commas >= 3 || /^(summary|recap|notes?|overview) of\b.*\b(call|meeting|conversation|interview|session|chat|discussion|visit|demo)\b/i.test(topic) || /\bfor (?:my|our) [^.;]*\w's\b/i.test(topic)) return true;
  const words = topic.split(/\s+/).length;
  // A task of one sentence ("Review this pull request, which adds caching") stays the task line, up to twice the length.
  return clauses || words > (taskVerb(topic) === undefined ? BRIEF_WORDS : 2 * BRIEF_WORDS);
}

/** Readers that are one body ("NSF review panel", "hiring committee") take "the": "for the NSF review panel". */
export function readersWithArticle(given: string): string {
  // "Wedding guests, all ages" reads "wedding guests (all ages)" inside a sentence.
  const readers = given.replace(/^([^,]+),\s*([^,]+)$/, "$1 ($2)");
  if (/^(the|a|an|our|my|your|their|this|these|those|all|every|each)\b/i.test(readers)) return readers;
  return /\b(panel|committee|board|team|jury|council|department|office|staff|family|class|group|community|audience|company|firm)$/i.test(readers) ? `the ${readers}` : readers;
}

/** The task line: from the topic when it is a task or names the piece, else "Write {piece} about {topic}". */
export function taskLine(p: TaskParts): string {
  // "for students" once: the topic may already name the readers.
  const readers = p.readers && !p.topic.toLowerCase().includes(p.readers.toLowerCase().replace(/^an?\s+/, "")) ? ` for ${p.readers}` : "";
  const language = p.language ? ` in ${p.language}` : "";
  if (p.topic === "") return sentence(`Write ${p.piece}${language}${readers} ${p.about} ${p.missing}`);
  if (isBrief(p.topic)) {
    // "Cover letter for a junior analyst role; I have …" names its piece: "Write a cover letter from the brief below".
    const head = namesPiece(p.topic, p.kind, p.labels) ? headOf(p.topic.split(/[;:.!?]/)[0] ?? "").trim() : "";
    const piece = head !== "" && head.split(/\s+/).length <= 4 ? pieceName(head) : p.piece;
    return sentence(`Write ${piece}${language}${readers} from the brief below`);
  }
  const verb = taskVerb(p.topic);
  const imperative = verb === undefined && IMPERATIVE.test(p.topic);
  // "Turn these notes into minutes" names the piece itself: the task is the topic, the piece given its full name.
  const named = verb !== undefined || imperative ? pieceNamedIn(p.topic, p.piece) : undefined;
  if (named !== undefined) return sentence(`${capitalize(named)}${language}${readers}`);
  if (verb !== undefined) {
    // "Review this pull request" already says what to write when the piece is a review; "Announce …" needs its form.
    const stem = verb.replace(/-/g, " ").replace(/e$/, "");
    // The piece's own head says the verb ("a code review", "an invitation"); "an announcement email" is still an email.
    const implied = WRITING_VERBS.test(verb) || (TEXT_VERBS.test(verb) && new RegExp(`^${stem}`, "i").test(p.piece.split(/\s+/).at(-1) ?? ""));
    // "Follow up with …, in a message", never "in a follow-up message" nor a bare "Follow up with …".
    const words = p.piece.replace(/^(an?|the)\s+/i, "").split(/\s+/);
    const spoken = verb.replace(/-/g, " ");
    const bare = words.filter((w) => w.toLowerCase().replace(/-/g, " ") !== spoken).join(" ");
    const medium = bare === "" ? undefined : withArticle(bare);
    const form = implied || medium === undefined ? `${language}${readers}` : `, in ${medium}${readers}${language ? `, written${language}` : ""}`;
    return sentence(`${capitalize(p.topic)}${form}`);
  }
  // "to thank our volunteers" and "customers about the new return window" continue "Write an email".
  if (/^to\s+[a-z]+\s/i.test(p.topic) || READERS_FIRST.test(p.topic)) {
    return sentence(`Write ${p.piece}${language}${readers} ${/^to\s/i.test(p.topic) ? "" : "to "}${p.topic}`);
  }
  // "cancel my gym membership" is a task whose verb is not in the list: "to cancel …", never "about cancel …".
  if (imperative) return sentence(`Write ${p.piece}${language}${readers} to ${p.topic}`);
  if (namesPiece(p.topic, p.kind, p.labels)) {
    // "Write a privacy policy for a fitness app", the readers and language after the piece's own name.
    const head = headOf(p.topic);
    const article = withArticle(head) === head ? "" : `${indefiniteArticle(head)} `;
    const rest = p.topic.slice(head.length);
    // "a landing page for our SDK" keeps its own "for": the readers follow it, never "for developers for our SDK".
    if (readers !== "" && /^\s+for\s/i.test(rest)) return sentence(`Write ${article}${head}${rest},${language}${readers}`);
    return sentence(`Write ${article}${head}${language}${readers}${rest}`);
  }
  // "reply to a customer…" for a customer support reply: the topic opens on the piece's own noun, not a verb.
  const noun = /^(\w+)\s+(?:to|for|on|of)\s/i.exec(p.topic)?.[1];
  // "summary of our policy changes" for a privacy policy summary likewise.
  if (noun && p.piece.toLowerCase().endsWith(noun.toLowerCase())) {
    return sentence(`Write ${p.piece}${language}${readers}${p.topic.slice(noun.length)}`);
  }
  // "a customer was charged twice for order 42" is the situation to write about, after a colon.
  if (CLAUSE.test(p.topic)) return sentence(`Write ${p.piece}${language}${readers} about this: ${p.topic}`);
  // "a guide to choosing a first road bike" already says what the piece is: it follows the piece's name.
  if (GENRE_PHRASE.test(p.topic)) return sentence(`Write ${p.piece}${language}${readers}: ${p.topic}`);
  // "customer support bot for our SaaS" after "for" takes its article: "for a customer support bot".
  if (p.about === "for" && !/\sfor\s/.test(p.piece) && !/^(an?|the|our|my|your|their|this|these|those|all|every|each|\d)\b/i.test(p.topic)) {
    const head = headOf(p.topic);
    if (withArticle(head) !== head) return sentence(`Write ${p.piece}${language} for ${withArticle(head)}${p.topic.slice(head.length)}${readers ? `,${readers}` : ""}`);
  }
  // "A privacy policy for a fitness app" keeps its own "for": the readers follow the topic.
  if (p.about === "for" && /\sfor\s/.test(p.piece)) return sentence(`Write ${p.piece}${language}${readers} about ${p.topic}`);
  if (p.about === "for" && readers !== "") return sentence(`Write ${p.piece}${language} for ${p.topic},${readers}`);
  return sentence(`Write ${p.piece}${language}${readers} ${p.about} ${p.topic}`);
}

/**
 * The topic with the piece's head noun after "into", "as" or "in" given the piece's full name ("turn these notes into
 * minutes" for board meeting minutes reads "into board meeting minutes"); undefined when it does not name the piece.
 */
function pieceNamedIn(topic: string, piece: string): string | undefined {
  const bare = piece.replace(/^(an?|the)\s+/i, "");
  const head = bare.split(/\s+/).at(-1);
  if (head === undefined || head === "") return undefined;
  const at = new RegExp(`\\b(into|as|in)\\s+(?:(a|an)\\s+)?(?:[\\w-]+\\s+){0,3}?(${head.replace(/s$/, "")}s?)\\b`, "i").exec(topic);
  if (at === null) return undefined;
  // Already the full name ("into board meeting minutes"), or a name of its own ("as a short summary"): as written.
  if (at[0].toLowerCase().includes(bare.toLowerCase()) || at[0].split(/\s+/).length > (at[2] ? 3 : 2)) return topic;
  const name = at[2] ? withArticle(bare) : bare;
  return `${topic.slice(0, at.index)}${at[1]} ${name}${topic.slice(at.index + at[0].length)}`;
}

/**
 * A topic that opens on the readers it is for: "customers about the new return window", "{{first_name}} at
 * {{company}} about our bookkeeping service".
 */
const READERS_FIRST =
  /^(?:(?:(?:all|our|the|your|my|new|existing|every|current|prospective)\s+)*(?:employees|staff|team|colleagues|customers|clients|students|parents|investors|shareholders|developers|members|subscribers|partners|volunteers|patients|users|managers|donors|tenants|residents|guests|attendees|candidates|applicants)|\{\{\w+\}\})(?:\s+(?:at|from)\s+(?:\{\{\w+\}\}|[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*))?\s+(?:about|on|regarding)\s/i;

/** A topic that is a whole clause, subject and verb ("a customer was charged twice"): it cannot follow "about". */
const CLAUSE =
  /^(?:(?:a|an|the|our|my|their|his|her|your|this|one)\s+(?:[\w'-]+\s+){0,4}?|[A-Z][a-z]+\s+)(?:was|were|is|are|has|had|got|gets|keeps|did|didn't|doesn't|can't|cannot|won't|wants|needs|asked|complained|reported|says|said|lost|missed|broke)\s/;

/** A verb followed by its object's determiner ("cancel my", "fix our"); not a noun ("history of") nor a gerund. */
const IMPERATIVE = /^(?!(?:a|an|the|all|some|how|why|what|when|where|who|which|best|top|new|first)\b)[a-z]+(?<!ing|s)\s+(my|our|your|their|his|her|this|these|those)\b/i;

/** A noun phrase whose head is a genre of writing ("a beginner's guide to", "a comparison of", "the story of"). */
const GENRE_PHRASE =
  /^(an?|the)\s+(?:[\w'-]+\s+){0,3}?(guide|list|review|comparison|tutorial|story|explainer|overview|introduction|round-?up|checklist|primer|how-to|walkthrough|breakdown|deep dive|history|look|case study|analysis|profile|summary|recap)\s+(to|of|on|for|about|at|into|comparing|explaining|covering|with)\s/i;

/** Readers the topic names itself ("announce the policy to employees", "a guide for new parents", "thank our donors"). */
const NAMED_READERS =
  /(?:\b(?:for|invite|thank|remind|tell|welcome|notify|inform|ask|update|email|aimed at|addressed to)|(?:\b(?:announce\w*|letter|e-?mail|message|memo|note|notice|speech|talk|newsletter|update|send|write|explain|introduc\w*|present)\b[^.;,]{0,40}?\bto))\s+(?:(?:all|our|the|your|my|their|new|existing|every|current|prospective)\s+)*(employees|staff|team|colleagues|co-?workers|customers|clients|students|parents|investors|shareholders|developers|engineers|members|subscribers|partners|volunteers|patients|users|managers|executives|teachers|donors|tenants|residents|guests|attendees|candidates|applicants|beginners|kids|children)\b/i;

export function namedReaders(topic: string): string | undefined {
  return NAMED_READERS.exec(topic)?.[1]?.toLowerCase();
}

/** A length the topic states outright: a duration for a script, a word or character count for any piece. */
export interface StatedLength {
  /** As the topic puts it, for the note ("60-second"). */
  said: string;
  seconds?: number;
  words?: number;
  characters?: number;
  /** The topic names a spoken piece ("a 30-second radio ad"), so a duration applies even to ad copy. */
  spoken?: boolean;
  /** Where the user said it. */
  from?: "topic" | "instructions";
  /** The count is a ceiling ("under 200 words"), not a target. */
  ceiling?: boolean;
}

/** Silent reading pace of adults in English, about 238 words a minute (Brysbaert 2019), as a "5-minute read". */
const READING_WORDS_PER_MINUTE = 240;

export function statedLength(topic: string, from: "topic" | "instructions" = "topic"): StatedLength | undefined {
  const stated = lengthIn(topic);
  return stated && { ...stated, from };
}

function lengthIn(topic: string): StatedLength | undefined {
  const read = /\b(\d{1,2})[- ]?(?:minutes?|mins?)[- ]read\b/i.exec(topic);
  if (read !== null) return { said: read[0], words: Math.round((Number(read[1]) * READING_WORDS_PER_MINUTE) / 50) * 50 };
  const time = /\b(\d{1,3}(?:\.\d)?)[- ]?(seconds?|secs?|s|minutes?|mins?)\b/i.exec(topic);
  if (time !== null) {
    const value = Number(time[1]);
    return { said: time[0], seconds: /^m/i.test(time[2] ?? "") ? value * 60 : value, spoken: kindNamed(headOf(topic)) === "script" };
  }
  // "Under 200 words" is a ceiling, not a target.
  const words = /\b(?:(under|at most|no more than|max(?:imum)?(?: of)?|up to|fewer than|less than|within)\s+)?(\d{2,5})[- ]?words?\b/i.exec(topic);
  if (words !== null) return { said: words[0], words: Number(words[2]), ...(words[1] ? { ceiling: true } : {}) };
  const characters = /\b(\d{1,3}(?:,\d{3})+|\d{2,5})[- ]?(characters?|chars?)\b/i.exec(topic);
  if (characters !== null) return { said: characters[0], characters: Number(characters[1]!.replace(/,/g, "")) };
  return undefined;
}

/** A topic that continues a conversation ("follow up after the demo", "thank them for the call"): not a first contact. */
export function isFollowUp(topic: string): boolean {
  return /\bfollow(?:ing)?[- ]?up\b|\b(after|since) (the|our|your|their|last|yesterday's|today's) [\w' -]{0,30}\b(demo|call|meeting|webinar|trial|event|chat|conversation|visit|presentation|interview|purchase)\b|\bthank (them|him|her|you|\{\{\w+\}\}) for\b/i.test(
    topic,
  );
}

/** What a call to action offers, named from the topic: an app is downloaded, a guide is downloaded, else "it". */
export function offeredThing(topic: string): string | undefined {
  const match =
    /\b(app|application|e-?book|guide|white ?paper|report|template|checklist|cheat ?sheet|toolkit|playbook|plugin|extension|game|software|tool|sdk|dataset|wallpaper)\b/i.exec(topic);
  return match?.[1]?.toLowerCase().replace(/^ebook$/, "e-book");
}
