/**
 * The text builder's choice lists (values from the spec, labels shown to people) and, for each value, the
 * words the prompt composer uses to brief a writer.
 */
import type { ChoiceOption } from "./choices";

/** An option that carries a one-sentence instruction for the writer. */
export interface GuidedOption<V extends string = string> extends ChoiceOption<V> {
  readonly guidance: string;
}

export interface IndustryOption<V extends string = string> extends ChoiceOption<V> {
  /** How the industry reads in "an expert … specializing in {field}". */
  readonly field: string;
  /** A rule a professional in this industry would insist on, when there is one. */
  readonly note?: string;
}

export interface ContentTypeOption<V extends string = string> extends GuidedOption<V> {
  /** The piece with its article, for "Write {noun}". */
  readonly noun: string;
}

export interface AudienceOption<V extends string = string> extends GuidedOption<V> {
  /** The readers, for "aimed at {noun}". */
  readonly noun: string;
}

export const INDUSTRY_OPTIONS = [
  { value: "marketing", label: "Marketing", field: "marketing" },
  { value: "sales", label: "Sales", field: "sales" },
  {
    value: "finance",
    label: "Finance",
    field: "finance",
    note: "Keep every claim accurate and compliant; do not promise returns or give personal financial advice.",
  },
  { value: "ecommerce", label: "E-commerce", field: "e-commerce" },
  {
    value: "real-estate",
    label: "Real Estate",
    field: "real estate",
    note: "Follow fair-housing practice: describe the property and the area, never who should live there.",
  },
  {
    value: "healthcare",
    label: "Healthcare",
    field: "healthcare",
    note: "Stay medically accurate, avoid individual diagnoses or guarantees, and suggest consulting a professional where it matters.",
  },
  { value: "education", label: "Education", field: "education" },
  { value: "tech-startups", label: "Tech & Startups", field: "tech startups" },
  {
    value: "legal",
    label: "Legal",
    field: "legal services",
    note: "Inform without giving legal advice for a specific case, and keep statements precise.",
  },
  {
    value: "hr-recruiting",
    label: "HR & Recruiting",
    field: "HR and recruiting",
    note: "Use inclusive, bias-free language.",
  },
  { value: "writing-blogging", label: "Writing & Blogging", field: "writing and blogging" },
] as const satisfies readonly IndustryOption[];

export const CONTENT_TYPE_OPTIONS = [
  { value: "blog-post", label: "Blog Post", noun: "a blog post", guidance: "Use a compelling headline, a hook in the first two sentences, scannable subheadings and a clear conclusion." },
  { value: "social-media-post", label: "Social Media Post", noun: "a social media post", guidance: "Hook in the first line, keep sentences short and add a few relevant hashtags at the end." },
  { value: "linkedin-post", label: "LinkedIn Post", noun: "a LinkedIn post", guidance: "Open with a one-line hook that works before the \"see more\" cut and use short paragraphs with white space; end by inviting comments." },
  { value: "email", label: "Email", noun: "an email", guidance: "Include a subject line under 50 characters and a preview line, then a focused body with a single goal." },
  { value: "ad-copy", label: "Ad Copy", noun: "ad copy", guidance: "Lead with the strongest benefit, keep it tight and give two or three headline variants to test." },
  { value: "product-description", label: "Product Description", noun: "a product description", guidance: "Turn features into concrete benefits, answer the buyer's likely objections and keep it skimmable." },
  { value: "cold-outreach", label: "Cold Outreach Message", noun: "a cold outreach message", guidance: "Make the first line about the recipient and state one relevant value point; end by asking for one small next step." },
  { value: "landing-page", label: "Landing Page Copy", noun: "landing page copy", guidance: "Write a hero headline and subheadline, benefit sections and social proof placeholders; end with a closing call to action." },
  { value: "seo-meta", label: "SEO Meta Title & Description", noun: "an SEO meta title and meta description", guidance: "Put the main keyword near the start of each, and make the description a specific reason to click." },
  { value: "video-script", label: "Video Script", noun: "a video script", guidance: "Hook viewers in the first five seconds and pair each spoken line with a short visual cue." },
  { value: "webinar-outline", label: "Webinar Outline", noun: "a webinar outline", guidance: "Give a title, learning goals, timed sections with key talking points, audience interaction moments and a Q&A slot." },
  { value: "newsletter", label: "Newsletter", noun: "a newsletter issue", guidance: "Include a subject line, a warm opener, two or three scannable sections and a clear sign-off." },
  { value: "resume-cover", label: "Resume / Cover Letter", noun: "a resume or cover letter", guidance: "Lead with measurable achievements, mirror the language of the target role and keep it to the point." },
  { value: "customer-support", label: "Customer Support Reply", noun: "a customer support reply", guidance: "Acknowledge the issue with empathy and give clear numbered steps to resolve it; close by offering further help." },
  { value: "story-creative", label: "Story / Creative Writing", noun: "a short story", guidance: "Build vivid characters and a clear arc, show rather than tell, and land a satisfying ending." },
] as const satisfies readonly ContentTypeOption[];

export const TONE_OPTIONS = [
  { value: "professional", label: "Professional", guidance: "Polished, clear and credible; no slang or filler." },
  { value: "conversational", label: "Conversational", guidance: "Write the way a knowledgeable person talks: contractions, direct address, natural rhythm." },
  { value: "persuasive", label: "Persuasive", guidance: "Build a clear case with benefits, proof and gentle urgency, without hype." },
  { value: "friendly", label: "Friendly", guidance: "Warm, approachable and upbeat, like a helpful friend who knows the subject." },
  { value: "authoritative", label: "Authoritative", guidance: "Confident and expert; make firm, well-supported statements and avoid hedging." },
  { value: "witty-humor", label: "Witty & Humorous", guidance: "Light, clever wordplay that supports the message; never at the reader's expense." },
  { value: "storytelling", label: "Storytelling", guidance: "Carry the message through a narrative with a character, a tension and a resolution." },
  { value: "inspirational", label: "Inspirational", guidance: "Uplifting and energizing; connect the message to the reader's ambitions." },
  { value: "data-driven", label: "Data-Driven", guidance: "Support claims with specific figures; never invent statistics, use a [statistic] placeholder where a real number is needed." },
  { value: "sales-oriented", label: "Sales-Oriented", guidance: "Focus on value, outcomes and a reason to act now, while staying credible." },
] as const satisfies readonly GuidedOption[];

export const AUDIENCE_OPTIONS = [
  { value: "b2b", label: "B2B (Business to Business)", noun: "B2B buyers", guidance: "They buy for an organization: speak to ROI, risk, efficiency and what it takes to get approval." },
  { value: "b2c", label: "B2C (Business to Consumer)", noun: "consumers", guidance: "They buy for themselves: speak to everyday benefits, feelings and ease." },
  { value: "industry-experts", label: "Industry Experts", noun: "industry experts", guidance: "Skip the basics, use precise terminology and bring a genuinely new insight." },
  { value: "beginners", label: "Beginners", noun: "beginners", guidance: "Assume no prior knowledge, define terms in plain words and go step by step." },
  { value: "executives", label: "Executives", noun: "executives", guidance: "Lead with the bottom line, the business impact and the decision needed, so the rest can be skimmed." },
  { value: "investors", label: "Investors", noun: "investors", guidance: "Focus on market size, traction, differentiation, risk and returns." },
  { value: "freelancers", label: "Freelancers", noun: "freelancers", guidance: "Speak to winning clients, managing time and income, and working independently." },
  { value: "developers", label: "Developers", noun: "developers", guidance: "Be concrete and technically accurate; show, do not sell, and include specifics they can try." },
  { value: "parents", label: "Parents", noun: "parents", guidance: "Be reassuring and practical; respect how little time they have." },
  { value: "students", label: "Students", noun: "students", guidance: "Be clear and motivating, with relatable examples and practical takeaways." },
  { value: "job-seekers", label: "Job Seekers", noun: "job seekers", guidance: "Be encouraging and actionable, focused on standing out and getting hired." },
  { value: "general-public", label: "General Public", noun: "a general audience", guidance: "Use plain language, avoid jargon and explain why it matters to everyday life." },
] as const satisfies readonly AudienceOption[];

/** Length has no 'Other (Custom)'. */
export const LENGTH_OPTIONS = [
  { value: "very-short", label: "Very short (1-2 sentences)", guidance: "Say only what matters most." },
  { value: "short", label: "Short (50-100 words)", guidance: "Keep to the point, with no padding." },
  { value: "medium", label: "Medium (100-300 words)", guidance: "Cover the main points without padding." },
  { value: "long", label: "Long (300-700 words)", guidance: "Develop each point with an example or detail." },
  { value: "extended", label: "Extended (700+ words)", guidance: "Give it the depth that justifies the length." },
] as const satisfies readonly GuidedOption[];

export const WRITING_STYLE_OPTIONS = [
  { value: "formal", label: "Formal", guidance: "Complete sentences, precise vocabulary, no contractions or slang." },
  { value: "informal", label: "Informal", guidance: "Relaxed and personal, with contractions and everyday words." },
  { value: "descriptive", label: "Descriptive", guidance: "Use concrete sensory detail so the reader can picture it." },
  { value: "persuasive", label: "Persuasive", guidance: "Structure it as claim, evidence and benefit, answering objections along the way." },
  { value: "analytical", label: "Analytical", guidance: "Break the topic into parts, compare options and reason from evidence to conclusions." },
  { value: "storytelling", label: "Storytelling", guidance: "Use narrative structure: a setup, a turning point and a payoff." },
  { value: "technical", label: "Technical", guidance: "Be exact and unambiguous, with correct terminology; explain how things work, not only what they do." },
  { value: "poetic", label: "Poetic", guidance: "Use rhythm, imagery and figurative language, without losing clarity." },
] as const satisfies readonly GuidedOption[];

export const CALL_TO_ACTION_OPTIONS = [
  { value: "buy-now", label: "Buy Now", guidance: "End by urging the reader to buy now, with a reason to act today that this brief gives, else a gap such as [offer deadline]." },
  { value: "subscribe", label: "Subscribe", guidance: "End by inviting the reader to subscribe and say what they will get." },
  { value: "learn-more", label: "Learn More", guidance: "End by inviting the reader to learn more at the link this brief gives, else at [link]." },
  { value: "download", label: "Download", guidance: "End by asking the reader to download it and name its main benefit." },
  { value: "sign-up", label: "Sign Up", guidance: "End by asking the reader to sign up, keeping the step sounding quick and easy." },
  { value: "contact-us", label: "Contact Us", guidance: "End by inviting the reader to contact us, making it feel low-pressure." },
] as const satisfies readonly GuidedOption[];

export const LANGUAGE_OPTIONS = [
  { value: "english", label: "English" },
  { value: "spanish", label: "Spanish" },
  { value: "french", label: "French" },
  { value: "german", label: "German" },
  { value: "hindi", label: "Hindi" },
  { value: "chinese", label: "Chinese" },
  { value: "japanese", label: "Japanese" },
  { value: "arabic", label: "Arabic" },
] as const satisfies readonly ChoiceOption[];

export const OUTPUT_FORMAT_OPTIONS = [
  { value: "paragraphs", label: "Paragraphs", guidance: "Well-structured paragraphs with smooth transitions." },
  { value: "bullet-points", label: "Bullet Points", guidance: "Concise bullet points, one idea each, with parallel phrasing." },
  { value: "listicle", label: "Listicle", guidance: "A short intro, then numbered items, each with a bold heading and a brief explanation." },
  { value: "table", label: "Table", guidance: "A Markdown table with clear column headers, followed by a one-line takeaway." },
  { value: "script-dialog", label: "Script / Dialogue", guidance: "A script with speaker names before each line and brief stage or visual directions in brackets." },
] as const satisfies readonly GuidedOption[];

export type Industry = (typeof INDUSTRY_OPTIONS)[number]["value"];
export type ContentType = (typeof CONTENT_TYPE_OPTIONS)[number]["value"];
export type OutputLength = (typeof LENGTH_OPTIONS)[number]["value"];
export type Language = (typeof LANGUAGE_OPTIONS)[number]["value"];
export type OutputFormat = (typeof OUTPUT_FORMAT_OPTIONS)[number]["value"];

/** The four personalization checkboxes, in the order they are shown and sent. */
export const PERSONALIZATION_OPTIONS = [
  { value: "name", label: "Name" },
  { value: "company", label: "Company" },
  { value: "location", label: "Location" },
  { value: "industryTrends", label: "Industry Trends" },
] as const satisfies readonly ChoiceOption[];
export type PersonalizationKey = (typeof PERSONALIZATION_OPTIONS)[number]["value"];
