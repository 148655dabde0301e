/**
 * Choices of the text builder that contradict each other, and how the composer settles them. A brief that
 * asks for "an SEO meta title, Extended (700+ words), Script / Dialogue" cannot be followed as it stands;
 * an expert would keep what the piece's form requires and say what gave way. Each rule below does that: the
 * constraint line it writes still names the choice, then says how it is read for this piece.
 */
import type { ContentType, OutputFormat, OutputLength } from "./text-options";

/** Lengths a meta title and description can honour: one or two sentences. */
const META_LENGTHS: readonly OutputLength[] = ["very-short"];

/** Content types written as a script by nature, where "Script / Dialogue" is simply their format. */
const SCRIPT_CONTENT: readonly ContentType[] = ["video-script", "webinar-outline", "story-creative"];

/** Formats meta tags cannot take: they are two short labelled lines. */
const FORMATS_UNFIT_FOR_META: readonly OutputFormat[] = ["listicle", "script-dialog"];

/** LinkedIn cuts a post at 3,000 characters (about 450 words): longer lengths are capped there. */
const LINKEDIN_CAPPED_LENGTHS: readonly OutputLength[] = ["long", "extended"];

/** Content that search engines never index, and what SEO means for it instead. */
const SEO_READINGS: Partial<Record<ContentType, string>> = {
  email: "an email is not indexed by search engines, so use the main keyword only in the subject line, where inbox search finds it.",
  "cold-outreach": "a cold outreach message is not indexed by search engines, so leave keyword placement out and write for the one recipient.",
  "customer-support": "a support reply is not indexed by search engines, so leave keyword placement out and use the words the customer used.",
  "resume-cover": "applicant tracking systems stand in for search here, so mirror the exact keywords of the job ad, each in context.",
};

/** The Length line when the content type overrules the chosen length, or undefined when they agree. */
export function lengthConflict(content: ContentType | undefined, length: { value: OutputLength; label: string }): string | undefined {
  if (content === "seo-meta" && !META_LENGTHS.includes(length.value)) {
    return `- Length: ${length.label} is set aside for meta tags: the meta title keeps to 60 characters and the meta description to 155, whatever the length chosen.`;
  }
  if (content === "linkedin-post" && LINKEDIN_CAPPED_LENGTHS.includes(length.value)) {
    return `- Length: ${length.label}, capped by LinkedIn: a post is cut at 3,000 characters (about 450 words), so stay within that limit.`;
  }
  return undefined;
}

/**
 * The Output Format lines when the format does not fit the content type: a script format for an email
 * becomes a note on how to write any exchange it contains, not an order to turn the email into a script.
 */
export function formatConflict(
  content: { value: ContentType; noun: string } | undefined,
  format: { value: OutputFormat; label: string },
): string | undefined {
  if (content === undefined) return undefined;
  if (content.value === "seo-meta" && FORMATS_UNFIT_FOR_META.includes(format.value)) {
    return `${format.label} does not fit meta tags: return the meta title and the meta description as two labelled lines instead.`;
  }
  if (format.value === "script-dialog" && !SCRIPT_CONTENT.includes(content.value)) {
    return `${format.label}, read as a note: ${content.noun} is not a script, so keep its usual form and write any exchange it quotes as short dialogue lines, each with the speaker's name.`;
  }
  return undefined;
}

/** The SEO line for content that search engines never index, or undefined when SEO applies as it is. */
export function seoConflict(content: ContentType | undefined): string | undefined {
  const reading = content && SEO_READINGS[content];
  return reading === undefined ? undefined : `- SEO: asked for, but ${reading}`;
}

