/**
 * Fitting the audience, tone, role and gap examples to what the text is (decision 0038). The listed audiences and
 * tones carry marketing guidance ("everyday benefits, feelings and ease"); a breach notice, a cancellation letter or
 * a bedtime story is not marketing, so it gets neutral guidance, a firm tone and a writer who fits it.
 */
import type { ContentKind } from "./text-profiles";
import { writerByDocument } from "./text-roles";

/** Topics that are a notice about something that went wrong, told to the people it affects. */
const INCIDENT = /\b(breach|incident|outage|compromised|vulnerabilit(y|ies)|cyber-?attack|ransomware|data leak|security (issue|notice|alert))/i;
/** Topics that ask for something to end or be put right: a case made plainly, not sold. */
const FIRM_REQUEST = /(?<!-)\b(cancel|cancell?ing|cancell?ation|terminate|termination|complain|complaint|dispute|refund|resign|resignation|appeal|withdraw|opt out|unsubscribe|close my)\b(?!-)/i;
const LETTER = /\bletters?\b/i;
/** Topics that tell people of a rule or a change to one: a policy, terms, a recall. */
const NOTICE =
  /\b(notices?|notification of|recalls?|(policy|terms|pricing) (updates?|changes?)|changes? to (our|the|its) (terms|policy|privacy|pricing)|(privacy|cookie|data protection) (policy|notice|statement)|terms (of (service|use)|and conditions))\b(?!\s+(generator|template|tool|software|app))/i;
const CHILD_LISTENER = /\b(bedtime|child|children|kids?|toddlers?|picture book|fairy tale|nursery)\b/i;
/** Kinds whose listed audience guidance (buyers, benefits, time) reads right. */
const PROMOTIONAL_KINDS: readonly ContentKind[] = ["web", "social", "email", "ad", "meta", "script", "outline", "career"];
/** Audiences whose guidance speaks of buying or of little time. */
const SALES_AUDIENCES = ["b2b", "b2c", "parents", "freelancers", "job-seekers", "investors"];

export interface FitContext {
  kind: ContentKind | undefined;
  topic: string;
  /** The content type as the user named it ("Formal letter"), if any. */
  label: string | undefined;
}

/** Whether the text is a notice, a letter making a request, or another piece that is not selling anything. */
export function isPromotional(c: FitContext): boolean {
  if (c.kind !== undefined && !PROMOTIONAL_KINDS.includes(c.kind)) return false;
  // A topic about a legal text ("a summary of the updated privacy policy") is a notice, whatever the content type.
  return !INCIDENT.test(c.topic) && !FIRM_REQUEST.test(c.topic) && !NOTICE.test(c.topic) && !LETTER.test(c.label ?? "");
}

/** A story for parents whose topic is for children is heard by the child: the child is the audience. */
export function childListener(c: FitContext, audience: string | undefined): boolean {
  return c.kind === "creative" && audience === "parents" && CHILD_LISTENER.test(c.topic);
}
export const CHILD_AUDIENCE = {
  readers: "young children",
  line: "- Audience: Young children, listening as a parent reads aloud. Use simple words and short sentences, a gentle rhythm, and a calm, reassuring ending.",
};

/**
 * The audience's guidance, or neutral guidance where its sales framing does not fit the text. `selling` is a sales
 * tone, style or call to action the user chose: it beats the audience's default "show, do not sell".
 */
export function audienceGuidance(value: string, guidance: string, c: FitContext, selling = false): string {
  // A story is not advice: its readers want characters, themes and words they know, not takeaways.
  if (c.kind === "creative") return "Choose characters, themes and words they relate to.";
  // The people a system prompt's assistant talks with are not buyers to win over: their label says enough.
  if (c.kind === "system-prompt" && SALES_AUDIENCES.includes(value)) return "";
  if (!SALES_AUDIENCES.includes(value) || isPromotional(c)) return selling && isPromotional(c) ? guidance.replace(/; show, do not sell, and /, " and ") : guidance;
  return "Say plainly what it means for them and what, if anything, they need to do.";
}

/** The writer for the text, when the kind's own role does not fit it; undefined keeps the kind's role. */
export function fittedRole(role: string, c: FitContext, hasField: boolean, child: boolean): string | undefined {
  if (child) return "a children's author who writes stories to be read aloud";
  // A postmortem or an incident report names its own writer: the notice to those affected is another piece.
  if (INCIDENT.test(c.topic) && c.kind !== "legal" && c.kind !== "code-review" && writerByDocument(c.label ?? "") === undefined)
    return "a communications specialist in incident response who writes clear, accountable notices to the people affected";
  // A talk or course outline on a subject needs someone who knows the subject, not only how to run a session.
  const subject = /\b(?:on|about|covering)\s+(.+)$/i.exec(c.topic)?.[1];
  if (c.kind === "outline" && !hasField && subject) return `${role}, with subject expertise in ${subject}`;
  return undefined;
}

/** A persuasive tone on a formal request or a notice: the case is made firmly and plainly, never sold. */
export function firmTone(toneValue: string | undefined, c: FitContext): { line: string; note: string } | undefined {
  // Legal texts, stories, prompts and reviews settle their tone elsewhere or have no request to make.
  const ownTone: readonly (ContentKind | undefined)[] = ["legal", "creative", "system-prompt", "image-prompt", "code-review"];
  if (toneValue !== "persuasive" || isPromotional(c) || ownTone.includes(c.kind)) return undefined;
  return {
    line: "- Tone of voice: Firm and clear. State the request and the reasons for it plainly and courteously, and say exactly what you expect next, without sales language.",
    note: 'The "Persuasive" tone is read as firm and clear: a formal request or notice makes its case plainly, without the benefits and urgency of sales copy.',
  };
}

/** A letter's own shape, instead of a document's headed sections. */
export const LETTER_STRUCTURE =
  "Set it out as a letter: a salutation, the purpose in the first paragraph, the supporting details, what you ask for and by when, and a courteous sign-off.";
export function isLetter(label: string | undefined): boolean {
  return LETTER.test(label ?? "") && !/\bcover letter|newsletter/i.test(label ?? "");
}

const EVENT = /\b(meetup|meet-up|webinar|conference|workshop|summit|gala|open house|fair|festival|hackathon|party|reunion|event|invite|invitation)s?\b/i;
const EVENT_KINDS: readonly ContentKind[] = ["email", "social", "ad", "web"];

/** Gap examples from the text's kind and the topic's nouns, where the kind's generic examples do not apply. */
export function fittedGapExamples(c: FitContext, role: string): string | undefined {
  if (isLetter(c.label) || (FIRM_REQUEST.test(c.topic) && (c.kind === undefined || c.kind === "document"))) {
    const thing = /\b(membership|account|policy|order|subscription|contract|booking|lease|plan)\b/i.exec(c.topic)?.[1]?.toLowerCase() ?? "reference";
    return `[${thing} number], [effective date] or [account holder name]`;
  }
  if (INCIDENT.test(c.topic) && writerByDocument(c.label ?? "") === undefined) return "[date discovered], [data affected] or [support contact]";
  // An invitation or an event announcement leaves open where, when and by when to answer.
  if (EVENT.test(c.topic) && c.kind !== undefined && EVENT_KINDS.includes(c.kind)) return "[venue], [start time] or [RSVP deadline]";
  if (/technical writer/.test(role) && c.kind === "web") return "[menu path], [feature name] or [setting name]";
  // Advice ("5 tips for better sleep") has no launch date or price to leave open.
  if (c.kind === "social" && /\b(tips|ways|reasons|facts|ideas|habits|mistakes|lessons|how to|why)\b/i.test(c.topic)) return "[statistic] or [source]";
  return undefined;
}
