/**
 * What each kind of text is, for the composer: who writes it (the role), which settings apply to it and how its
 * length is measured. A listed content type has its kind here; a custom one ("Terms of Service", "code review",
 * "system prompt for a support bot") is read from its words, so it gets the role and the rules that fit it rather
 * than a generic writer's (decision 0038).
 */
import { midSentence } from "./prose";
import type { ContentType } from "./text-options";
import { professionalWriting, writerByDocument } from "./text-roles";

export type ContentKind =
  | "web"
  | "meta"
  | "social"
  | "email"
  | "ad"
  | "legal"
  | "script"
  | "outline"
  | "creative"
  | "career"
  | "support"
  | "system-prompt"
  | "code-review"
  | "code"
  | "image-prompt"
  | "document";

export interface ContentProfile {
  readonly kind: ContentKind;
  /** The expert to play, for "You are {role}". */
  readonly role: string;
  /** Its own structure, where its kind's does not fit ("" for none). */
  readonly structure?: string;
  /** Its own gap examples, where its kind's do not fit. */
  readonly gaps?: string;
}

/** Kinds that search engines index as pages: the only ones where SEO applies. */
export const SEO_KINDS: readonly ContentKind[] = ["web", "meta"];
/** Kinds that never end on a call to action: a legal text, a prompt or a review has no reader to convert, a story ends on its story. */
export const NO_CTA_KINDS: readonly ContentKind[] = ["legal", "system-prompt", "code-review", "code", "image-prompt", "creative"];
/** Kinds that state facts (names, figures, prices, dates) the form may not give: those are left as gaps. */
export const FACTUAL_KINDS: readonly ContentKind[] = [
  "web",
  "meta",
  "social",
  "email",
  "ad",
  "legal",
  "script",
  "outline",
  "career",
  "support",
  "system-prompt",
  "document",
];
/** Kinds whose length is spoken time. */
export const SPOKEN_KINDS: readonly ContentKind[] = ["script"];

export const CONTENT_PROFILES: Record<ContentType, ContentProfile> = {
  // An article informs: it leaves a statistic or its source open, not a price or a customer's words.
  "blog-post": { kind: "web", role: "an experienced content writer", gaps: "[statistic], [source] or [date]" },
  "social-media-post": { kind: "social", role: "a social media copywriter" },
  "linkedin-post": { kind: "social", role: "a LinkedIn ghostwriter" },
  email: { kind: "email", role: "an email copywriter" },
  "ad-copy": { kind: "ad", role: "a direct-response copywriter" },
  "product-description": { kind: "web", role: "an e-commerce copywriter" },
  "cold-outreach": { kind: "email", role: "an outbound sales copywriter" },
  "landing-page": { kind: "web", role: "a conversion copywriter" },
  "seo-meta": { kind: "meta", role: "an SEO specialist" },
  "video-script": { kind: "script", role: "a video scriptwriter" },
  "webinar-outline": { kind: "outline", role: "a webinar producer and instructional designer" },
  newsletter: { kind: "email", role: "a newsletter editor" },
  "resume-cover": { kind: "career", role: "a career coach and resume writer" },
  "customer-support": { kind: "support", role: "a customer support specialist" },
  "story-creative": { kind: "creative", role: "a fiction writer" },
};

/**
 * A custom content type read from its words, first match wins: the specific before the general ("a system
 * prompt for a support bot" is a system prompt, not a support reply; "podcast script" a script).
 */
const CUSTOM_KINDS: readonly [RegExp, ContentProfile][] = [
  [/\b(image|art|midjourney|stable diffusion|dall.?e|flux)\b.*\bprompts?\b|\bprompts?\b.*\b(image|midjourney|stable diffusion|dall.?e|flux)/i, { kind: "image-prompt", role: "an image-prompt specialist who writes prompts for text-to-image models" }],
  [/\bsystem prompt|\b(chat ?bot|bot|assistant|agent|gpt)\b.*\b(prompt|instructions|persona)|\bprompt\b|\bpersona\b/i, { kind: "system-prompt", role: "a prompt engineer who writes system prompts for production assistants" }],
  [/\b(release notes|change ?log|api (docs|reference)|technical spec(ification)?s?|developer (docs|documentation|guide))\b/i, { kind: "document", role: "a technical writer in developer relations who writes for software developers" }],
  [/\bcode review|\bpull request|\breview\b.*\b(code|diff|pr)\b|\bcommit message|\b(code|api) documentation|\breadme\b/i, { kind: "code-review", role: "a senior software engineer" }],
  [/\b(unit|integration|end-to-end|e2e) tests?\b|\btest (suite|cases?|file)s?\b|\b(sql|graphql) (query|queries|schema)\b|\bregex\b|\bregular expression|\b(bash|shell|python|node|powershell) script|\b(code )?snippet\b|\bsource code\b/i, { kind: "code", role: "a senior software engineer" }],
  [/\bterms (of|and) (service|use)|\bterms and conditions|\bprivacy (policy|notice)|\bcookie (policy|notice)|\bdisclaimer|\bcontract|\bagreement|\bnda\b|\blegal\b|\bgdpr|\bwaiver|\brefund policy|\bpolicy\b/i, { kind: "legal", role: "a legal writer who drafts clear, precise legal documents" }],
  [/\bshow notes|\bepisode (notes|description)/i, { kind: "web", role: "a podcast producer who writes show notes" }],
  [/\bpodcast/i, { kind: "script", role: "a podcast scriptwriter" }],
  [/\b(video|youtube|tiktok|reel|shorts|radio|voice.?over|explainer)\b|\bscript\b/i, { kind: "script", role: "a video scriptwriter" }],
  [/\bspeech|\btoast\b|\bkeynote|\beulogy/i, {
    kind: "script",
    role: "a speechwriter",
    structure: "Write for the ear in short, spoken sentences: an opening that draws the room in, a few concrete stories or points, and a clear close.",
  }],
  [/\bminutes\b/i, {
    kind: "document",
    role: "an experienced company secretary who writes clear, accurate meeting minutes",
    structure: "Record the meeting's date and attendees, then each item in the order discussed with its decision, and list each action with its owner and deadline; report what was decided, without commentary.",
    gaps: "[attendee name], [date] or [action owner]",
  }],
  // A listing is a web page a buyer finds by search: SEO applies to it (decision 0038).
  [/\b(property|real estate|rental|home|house|apartment|flat|condo|holiday let|vacation rental|airbnb)\b.*\blisting/i, { kind: "web", role: "a real estate copywriter who writes property listings", gaps: "[asking price], [floor area] or [agent contact]" }],
  [/\blistings?\b|\b(amazon|etsy|ebay|shopify|marketplace|app store|play store)\b/i, { kind: "web", role: "an e-commerce copywriter" }],
  [/\bpress release/i, { kind: "document", role: "a communications specialist who writes press releases", gaps: "[spokesperson name], [release date] or [media contact]" }],
  [/\bjob (description|post|posting|ad)|\bjob listing/i, { kind: "document", role: "a recruiter who writes clear, inclusive job postings", gaps: "[salary range], [start date] or [application deadline]" }],
  [/\b(faq|help (center|centre) article|knowledge base article|how.?to guide|tutorial|user guide)\b/i, { kind: "web", role: "a technical writer" }],
  [/\b(web ?page|website|home ?page|about (us )?page|product page|article|landing|category page)\b/i, { kind: "web", role: "an experienced web copywriter" }],
  [/\b(tweet|thread|instagram|facebook post|caption|social)\b/i, { kind: "social", role: "a social media copywriter" }],
  [/\b(e-?mail|newsletter)\b/i, { kind: "email", role: "an email copywriter" }],
  [/\b(ad|ads|advert|advertisement|banner|slogan|tagline)\b/i, { kind: "ad", role: "a direct-response copywriter" }],
  [/\b(poem|poetry|song|lyrics|story|stories|novel|fiction|fairy tale|screenplay)\b/i, { kind: "creative", role: "a fiction writer" }],
  [/\b(resume|résumé|cv|cover letter|linkedin (summary|profile))\b/i, { kind: "career", role: "a career coach and resume writer" }],
  [/\b(outline|agenda|syllabus|lesson plan|course)\b/i, { kind: "outline", role: "an instructional designer" }],
  [/\b(report|white ?paper|case study|proposal|business plan|memo|summary|brief)\b/i, { kind: "document", role: "a business writer" }],
];

/** The kind a phrase names ("explainer" a script, "privacy policy" a legal text), if any. */
export function kindNamed(text: string): ContentKind | undefined {
  return CUSTOM_KINDS.find(([pattern]) => pattern.test(text))?.[1].kind;
}

/** The profile of a custom content type: its writer by the document it names, else by its kind, else a professional who writes it. */
export function customProfile(text: string): ContentProfile {
  const written = writerByDocument(text);
  if (written !== undefined) return written;
  const found = CUSTOM_KINDS.find(([pattern]) => pattern.test(text));
  // "Grant application" reads "grant application" mid-sentence; "API guide" or "FAQ" keep their capitals.
  const name = midSentence(text.trim().replace(/^(an?|the)\s+/i, ""));
  // A type of no known kind gets no structure and neutral gap examples: advice written for other texts would not fit.
  return found?.[1] ?? { kind: "document", role: professionalWriting(name), structure: "", gaps: NEUTRAL_GAPS };
}

/** The structure of a custom content type, by its kind (a listed type carries its own guidance). */
export const KIND_STRUCTURE: Record<ContentKind, string> = {
  web: "Use a clear headline, scannable subheadings and short paragraphs, with the main point early.",
  meta: "Put the main keyword near the start of each, and make the description a specific reason to click.",
  social: "Hook in the first line and keep sentences short; end with a clear next step or question.",
  email: "Include a subject line and a focused body with a single goal.",
  ad: "Lead with the strongest benefit and keep every line tight.",
  legal:
    "Use numbered sections with clear headings, define each term once and use it consistently, and state every right and obligation precisely.",
  script: "Hook the audience in the first seconds and write for the ear in short, spoken sentences; mark speakers and cues where there is more than one voice.",
  outline: "Give a title, the goals and the sections in order, each with its key points.",
  creative: "Build vivid characters and a clear arc, show rather than tell, and land a satisfying ending.",
  career: "Lead with measurable achievements, mirror the language of the target role and keep it to the point.",
  support: "Acknowledge the issue with empathy and give clear numbered steps to resolve it; close by offering further help.",
  "system-prompt":
    "Write it as instructions to the assistant: its role and goal, what it may and may not do, how to use the material it is given, what to do when it does not know, and the form of its replies.",
  "code-review":
    "Group the findings by severity (blocking, should fix, nitpick); for each, quote the code it concerns, say why it matters and propose a concrete fix.",
  code: "Write complete, working code in the language, framework and conventions of the code it builds on; cover each case the brief names, and nothing it does not ask for.",
  "image-prompt":
    "Describe the subject, setting, composition, lighting, style and mood in concrete visual terms, in the syntax of the image model it is for.",
  document: "Open with the main point, then support it in clearly headed sections.",
};

/** Examples of the gaps a kind leaves for facts the form does not give. */
export const KIND_GAPS: Partial<Record<ContentKind, string>> = {
  legal: "[company name], [governing law] or [contact email]",
  career: "[achievement with a figure] or [employer]",
  "system-prompt": "[escalation contact], [business hours] or [policy detail]",
  support: "[order number] or [expected date]",
  script: "[name], [figure] or [anecdote]",
  social: "[launch date], [price] or [statistic]",
  email: "[date], [figure] or [result]",
  ad: "[price], [discount] or [statistic]",
  outline: "[date], [speaker] or [figure]",
  document: "[name], [date] or [figure]",
};
/** Gaps for a technical piece (for developers, or in a technical style): what such a text leaves open. */
export const TECHNICAL_GAPS = "[benchmark figure], [version number] or [latency figure]";

/**
 * Who writes a kind of text for engineers: a developer advocate or an engineer who writes, not a marketer. A post
 * or an email keeps its own writer, who writes for developers (see compose-text.ts).
 */
export const TECHNICAL_ROLES: Partial<Record<ContentKind, string>> = {
  web: "a developer advocate and engineer who writes technical articles for software developers",
  document: "an engineer who writes clear technical documents",
  outline: "a developer advocate who designs technical talks and workshops",
  script: "a developer advocate who scripts technical videos",
};
export const DEFAULT_GAPS = "[price], [statistic] or [customer quote]";
/** Gaps any text can have: for a type whose kind is not known, and for documents. */
export const NEUTRAL_GAPS = "[name], [date] or [figure]";

/** A thing the topic names whose date a reader waits for ("refund" gives "[refund date]"). */
const AWAITED = /\b(refund|delivery|shipment|replacement|repair|renewal|launch|release|payment|reimbursement|return)s?\b/i;
/** Words that show the topic concerns an order, where an order number is a fitting gap. */
const ORDERED = /\b(orders?|refund\w*|deliver\w*|ship\w*|packages?|parcels?|purchase\w*|returns?|items?|products?)\b/i;
// A weekday ("it arrives Thursday") dates the event as well as a month does.
const MONTHS = /\b(mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(jan(uary)?|feb(ruary)?|march|april|june|july|aug(ust)?|sep(tember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b|\b\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?\b|\b(19|20)\d{2}\b/i;

/** Gaps for facts the brief already gives: an address, a link, a price, a company's legal name. */
const GIVEN: readonly [RegExp, RegExp][] = [
  [/email\]$/, /[\w.+-]+@[\w-]+\.[\w.]+/],
  [/\[(link|url|website)\]/, /https?:\/\/|\bwww\.|\b[\w-]+\.(com|org|net|io|app|dev|co)\b/i],
  [/\[price\]/, /[$€£¥]\s?\d|\d\s?(usd|eur|gbp|dollars?|euros?)\b/i],
  [/\[company name\]/, /\b(GmbH|Inc\.?|Ltd\.?|LLC|AG|S\.A\.|SAS|BV|Pty)(?=\W|$)/],
];

/**
 * The gap examples fitted to the topic (and the rest of the brief): a date gap named after what the topic waits for ("[refund date]" for a late
 * refund, not "[delivery date]"), and no gap for a fact the topic already gives (a version, a date).
 */
export function fittedGaps(gaps: string, topic: string): string {
  const variableWords = new Set(Array.from(topic.matchAll(/\{\{(\w+)\}\}/g), (m) => m[1]!.toLowerCase().split("_")).flat());
  const awaited = AWAITED.exec(topic)?.[1]?.toLowerCase();
  const items = (gaps.match(/\[[^\]]+\]/g) ?? [])
    .map((gap) => (awaited && /^\[(delivery|launch|expected) date\]$/.test(gap) ? `[${awaited} date]` : gap))
    .map((gap) => (gap === "[order number]" && !ORDERED.test(topic) ? "[reference number]" : gap))
    .filter((gap) => !(/version/.test(gap) && /\b(v|version)\s?\d/i.test(topic)))
    .filter((gap) => !(/date\]$/.test(gap) && MONTHS.test(topic)))
    .filter((gap) => !GIVEN.some(([names, given]) => names.test(gap) && given.test(topic)))
    // "[business hours]" beside {{opening_hours}}: the variable already holds it.
    .filter((gap) => !gap.match(/\w{4,}/g)?.some((word) => variableWords.has(word.toLowerCase())));
  const kept = items.length > 0 ? items : ["[figure]"];
  return kept.length === 1 ? kept[0]! : `${kept.slice(0, -1).join(", ")} or ${kept.at(-1)}`;
}

/** The structure without its own ending, when a call to action is the ending: a piece ends one way. */
export function withoutEnding(structure: string): string {
  return structure.replace(/; (end|close) (by|with) [^.]*\./, ".");
}
