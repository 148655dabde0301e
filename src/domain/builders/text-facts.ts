/**
 * The facts line of a text prompt. Content about the user's own business (an order, a product, a launch) keeps to
 * the facts the brief gives; content that teaches a general topic (a blog post on composting, an explainer on
 * vaccines) needs well-established knowledge, and forbidding it would leave the writer nothing to say.
 */

/** Listed content types that teach or explain a topic rather than present the user's own business. */
const GENERAL_LISTED = ["blog-post", "video-script", "webinar-outline"];
/** Custom content types that teach or explain a topic. */
const GENERAL_CUSTOM = /\b(explainers?|how.?to|tutorials?|guides?|articles?|blog|lessons?|lesson plan|course|educational|learning|study notes|script)\b/i;
/** A topic about the user's own business, people or story speaks of "our", "my" or "we". */
const OWN_TOPIC = /\b(our|ours|my|mine|we|us)\b/i;
const FIRST_PERSON = /\bI\b/;

/** Whether the text teaches a general topic, so general knowledge is welcome (no pasted source to keep to). */
export function generalKnowledgeContent(listedValue: string | undefined, customName: string | undefined, topic: string, hasSource: boolean): boolean {
  if (hasSource || OWN_TOPIC.test(topic) || FIRST_PERSON.test(topic)) return false;
  if (listedValue !== undefined) return GENERAL_LISTED.includes(listedValue);
  return customName !== undefined && GENERAL_CUSTOM.test(customName);
}

/**
 * The facts line: general knowledge welcome or only the brief's facts; where a fact is missing, a bracketed gap such
 * as `gaps`, or (the user asked for no brackets, or the gaps would sit in tags) the text written around it.
 */
export function factsLine(generalKnowledge: boolean, noGaps: boolean, gaps: string | undefined): string {
  if (generalKnowledge) return generalKnowledgeLine(noGaps);
  if (noGaps) {
    return "- Facts: Use only the facts given in this brief; claim no figure, price or feature it does not give, and where a fact is missing, write around it rather than leaving a bracket or placeholder.";
  }
  return gaps === undefined
    ? "- Facts: Use only the facts given in this brief; claim no figure, price or feature it does not give, and leave no brackets or placeholders in the tags."
    : `- Facts: Use only the facts given in this brief. Where the text needs a fact this brief does not give, leave a bracketed gap such as ${gaps} instead of inventing one.`;
}

/** The facts line for general-knowledge content: known facts welcome, invented specifics not. */
function generalKnowledgeLine(noGaps: boolean): string {
  return noGaps
    ? "- Facts: Draw on well-established knowledge of the topic; do not invent statistics, quotes, names or sources, and where a specific figure is needed, write around it rather than leaving a bracket or placeholder."
    : "- Facts: Draw on well-established knowledge of the topic; do not invent statistics, quotes, names or sources; where a specific figure is needed, leave a gap such as [statistic].";
}
