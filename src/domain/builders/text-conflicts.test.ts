import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";
import { AUDIENCE_OPTIONS, CONTENT_TYPE_OPTIONS, LENGTH_OPTIONS } from "./text-options";

const composed = (fields: Record<string, unknown>) => {
  const out = composeTextPrompt(textRequest({ topic: "trail running shoes", ...fields }));
  expectCleanPrompt(out.prompt);
  return out;
};
const compose = (fields: Record<string, unknown>) => composed(fields).prompt;

/** The text of the Output Format section. */
const outputFormat = (prompt: string) => prompt.split("# Output Format\n")[1]?.split("\n\n")[0] ?? "";

describe("conflicting text choices are settled once, and the notes say how", () => {
  it.each(LENGTH_OPTIONS.filter((o) => o.value !== "very-short").map((o) => [o.label, o.value]))(
    "an SEO meta title keeps its character limits whatever the length: %s",
    (label, value) => {
      const { prompt, notes } = composed({ contentType: "seo-meta", outputLength: value });
      expect(prompt).toContain("- Length: The meta title keeps to 60 characters and the meta description to 155 characters.");
      expect(prompt).not.toMatch(/\((\d+-\d+|\d+\+) words\)/);
      expect(notes).toContain(`The length "${label}" does not apply to meta tags: their own limits are used instead.`);
    },
  );

  it("states meta limits in the script's own characters: Japanese and Chinese about 30 and 80, Arabic about 55 and 140", () => {
    expect(compose({ contentType: "seo-meta", language: "japanese" })).toContain(
      "- Length: The meta title keeps to 30 full-width characters and the meta description to 80 full-width characters.",
    );
    const blog = composed({ contentType: "blog-post", language: "chinese", seoOptimize: true });
    expect(blog.prompt).toContain("\"Meta title:\" (at most 30 full-width characters) and \"Meta description:\" (at most 80 full-width characters)");
    expect(blog.notes.join("\n")).toContain("limits are given in full-width characters of Chinese");
    expect(compose({ contentType: "blog-post", language: "arabic", seoOptimize: true })).toContain(
      "\"Meta title:\" (at most 55 characters) and \"Meta description:\" (at most 140 characters)",
    );
    expect(compose({ contentType: "blog-post", seoOptimize: true })).toContain("\"Meta title:\" (at most 60 characters) and \"Meta description:\" (at most 155 characters)");
  });

  it("counts Chinese and Japanese in characters, and times a script in seconds", () => {
    const chinese = composed({ contentType: "blog-post", language: "chinese", outputLength: "medium" });
    expect(chinese.prompt).toContain("- Length: Between 170 and 510 characters, counted in characters since Chinese has no spaces between words.");
    expect(chinese.prompt).not.toMatch(/\((\d+-\d+|\d+\+) words\)/);
    expect(compose({ contentType: "blog-post", language: "japanese", outputLength: "short" })).toContain("Between 130 and 250 characters");
    const script = composed({ contentType: "video-script", outputLength: "medium" });
    expect(script.prompt).toContain("- Length: About 40 seconds to 2 minutes when read aloud at a natural pace (about 150 words a minute).");
    expect(script.notes.join("\n")).toContain("A script is timed rather than counted");
    expect(compose({ contentType: "other", customContentType: "podcast intro", outputLength: "extended" })).toContain("- Length: 4.5 minutes or more when read aloud");
  });

  it("keeps a long length for content that has room, and caps long LinkedIn posts at 3,000 characters", () => {
    expect(compose({ contentType: "blog-post", outputLength: "extended" })).toContain("- Length: Extended (700+ words). Give it the depth that justifies the length.");
    const linkedin = composed({ contentType: "linkedin-post", outputLength: "extended" });
    expect(linkedin.prompt).toContain("- Length: At most 3,000 characters (about 450 words), LinkedIn's limit for a post.");
    expect(linkedin.notes).toContain('LinkedIn cuts a post at 3,000 characters, so "Extended (700+ words)" is capped at about 450 words.');
    expect(compose({ contentType: "linkedin-post", outputLength: "short" })).toContain("- Length: Short (50-100 words). Keep to the point, with no padding.");
  });

  it.each(CONTENT_TYPE_OPTIONS.map((o) => [o.value, o.noun]))("settles Script / Dialogue for %s", (value, noun) => {
    const { prompt, notes } = composed({ contentType: value, outputFormat: "script-dialog" });
    const format = outputFormat(prompt);
    if (value === "video-script" || value === "webinar-outline" || value === "story-creative") {
      expect(format).toMatch(/^Script \/ Dialogue\. A script with speaker names/);
      expect(notes.filter((n) => n.includes("format"))).toEqual([]);
    } else if (value === "seo-meta") {
      expect(format).toMatch(/^Return the meta title and the meta description as two labelled lines\./);
    } else {
      expect(format).toMatch(new RegExp(`^Keep it in the usual form of ${noun}; write any exchange it quotes as short dialogue lines`));
      expect(notes).toContain(`The "Script / Dialogue" format is read as a note: ${noun} is not a script, so only the exchanges it quotes are written as dialogue.`);
    }
  });

  it.each(["email", "cold-outreach", "customer-support", "resume-cover", "ad-copy", "social-media-post", "newsletter", "video-script"])(
    "leaves SEO out of %s, which is not a web page, and says so",
    (contentType) => {
      const { prompt, notes } = composed({ contentType, seoOptimize: true });
      expect(prompt).not.toMatch(/SEO|keyword/i);
      expect(notes.some((n) => n.startsWith("SEO was left out: it applies to web pages"))).toBe(true);
    },
  );

  it.each(["blog-post", "landing-page", "product-description"])("optimizes %s for search when asked, and only then", (contentType) => {
    expect(compose({ contentType, seoOptimize: true })).toContain("- SEO: Choose one primary keyword");
    expect(compose({ contentType, seoOptimize: false })).not.toContain("SEO");
  });

  it("writes Terms of Service asked to be conversational, formal, playful and selling as one formal, plain legal brief", () => {
    const { prompt, notes } = composed({
      contentType: "other",
      customContentType: "Terms of Service",
      toneOfVoice: "conversational",
      writingStyle: "formal",
      callToAction: "buy-now",
      outputFormat: "listicle",
      creativityLevel: 1,
      seoOptimize: true,
      topic: "a meal-kit subscription app",
    });
    expect(prompt.split("\n")[0]).toBe("Write Terms of Service for a meal-kit subscription app.");
    expect(prompt).toContain("You are a legal writer who drafts clear, precise legal documents.");
    expect(prompt).not.toMatch(/buy now|playful|contractions, direct address|SEO|Listicle/i);
    expect(prompt).toContain("[company name], [governing law] or [contact email]");
    expect(outputFormat(prompt)).toMatch(/^Numbered sections with clear headings/);
    expect(notes).toEqual([
      'The "Conversational" tone is read as plain language for Terms of Service: a legal text stays precise and formal, so it has no contractions or jokes.',
      'The "Buy Now" call to action was left out: a call to action does not belong in Terms of Service.',
      "SEO was left out: it applies to web pages that search engines index, not to Terms of Service.",
      'Creativity "Highly Creative & Random" was left out: Terms of Service must be precise, not inventive.',
      'The "Listicle" format does not fit Terms of Service: it comes as numbered sections instead.',
    ]);
  });

  it("ends a story on its story: a call to action is left out and the note says so", () => {
    const { prompt, notes } = composed({ contentType: "story-creative", callToAction: "buy-now" });
    expect(prompt).not.toMatch(/Call to action|buy now/i);
    expect(prompt).toContain("land a satisfying ending");
    expect(notes).toEqual(['The "Buy Now" call to action was left out: a call to action does not belong in a short story.']);
  });

  it("leaves personalization out of a text not addressed to one reader", () => {
    const { prompt, notes } = composed({ contentType: "other", customContentType: "privacy policy", personalization: "name, company" });
    expect(prompt).not.toMatch(/Personalization|\{\{/);
    expect(notes).toEqual(["Personalization was left out: a privacy policy is not addressed to one reader by name."]);
  });

  it("drops a tone and a style a legal text cannot take, and says why", () => {
    const { prompt, notes } = composed({ contentType: "other", customContentType: "privacy policy", toneOfVoice: "witty-humor", writingStyle: "poetic" });
    expect(prompt).not.toMatch(/Witty|Poetic|wordplay/);
    expect(notes).toEqual([
      'The "Witty & Humorous" tone was left out: a legal text such as a privacy policy keeps a precise, formal register.',
      'The "Poetic" style was left out: a legal text such as a privacy policy keeps a formal, precise style.',
    ]);
  });

  it("gives a conversational tone in a formal style its rhythm without contractions, and says a tone that repeats the style once", () => {
    const { prompt, notes } = composed({ toneOfVoice: "conversational", writingStyle: "formal" });
    expect(prompt).toContain("- Tone of voice: Conversational: direct address and a natural rhythm, kept within the formal style.");
    expect(prompt).toContain("no contractions");
    expect(prompt).not.toMatch(/: contractions|with contractions/);
    expect(notes[0]).toMatch(/disagree on contractions/);
    const persuasive = compose({ toneOfVoice: "persuasive", writingStyle: "persuasive" });
    expect(persuasive.match(/Persuasive\./g)).toHaveLength(1);
  });
});

describe("conflicts settled beyond legal texts", () => {
  it.each([
    ["announce the new parental leave policy to all employees", "email", "general-public", "employees"],
    ["a welcome guide for new volunteers", "blog-post", "investors", "volunteers"],
    ["invite our customers to the spring open day", "newsletter", "developers", "customers"],
  ])("lets the readers the topic names (%s) beat a listed audience that names others", (topic, contentType, audienceType, readers) => {
    const audience = AUDIENCE_OPTIONS.find((o) => o.value === audienceType)!;
    const { prompt, notes } = composed({ topic, contentType, audienceType });
    expect(prompt).not.toContain("# Context");
    expect(prompt).not.toContain(audience.noun);
    expect(notes).toContain(`Your topic names its readers (${readers}), so the "${audience.label}" audience was left out.`);
    expect(compose({ topic, contentType, audienceType: "" })).not.toContain("# Context");
  });

  it("keeps a listed audience the topic agrees with", () => {
    expect(compose({ topic: "explain our API limits to developers", audienceType: "developers" })).toContain("- Audience: Developers.");
  });

  it.each([
    ["reply to a customer whose refund is late", "customer-support"],
    ["apologise for yesterday's two-hour outage", "email"],
    ["tell subscribers the festival is cancelled", "newsletter"],
  ])("keeps humour light and off the problem on a complaint or bad news: %s", (topic, contentType) => {
    const { prompt, notes } = composed({ topic, contentType, toneOfVoice: "witty-humor" });
    expect(prompt).toContain("never joke about the problem, the delay or the money");
    expect(prompt).not.toContain("clever wordplay");
    expect(notes.some((n) => n.startsWith('The "Witty & Humorous" tone is kept light'))).toBe(true);
  });

  it("keeps a witty tone as it is on good news", () => {
    expect(compose({ topic: "announce our summer party", contentType: "email", toneOfVoice: "witty-humor" })).toContain("clever wordplay");
  });

  it("fits the gap examples to what the topic waits for, and gives none for a fact the topic states", () => {
    expect(compose({ topic: "reply to a customer whose refund is late", contentType: "customer-support" })).toContain("[order number] or [refund date]");
    expect(compose({ topic: "a customer whose replacement part has not arrived", contentType: "customer-support" })).toContain("[replacement date]");
    const release = compose({ topic: "release notes for version 4.1 of our SDK", contentType: "other", customContentType: "Changelog", audienceType: "developers" });
    expect(release).not.toContain("[version number]");
    expect(release).toContain("You are a technical writer in developer relations");
    expect(compose({ contentType: "other", customContentType: "Donor thank-you card" })).toContain("You are an experienced professional who writes donor thank-you cards.");
    expect(compose({ topic: "what is new in our SDK", audienceType: "developers" })).toContain("[version number]");
    expect(compose({ topic: "a customer who cannot log in after a password reset", contentType: "customer-support" })).toContain("[reference number] or [expected date]");
    expect(compose({ topic: "a customer asking where their order is", contentType: "customer-support" })).toContain("[order number] or [expected date]");
  });

  it.each([
    ["learn-more", "[link]"],
    ["buy-now", "[offer deadline]"],
  ])("points a %s call to action at a gap rather than an invented fact", (callToAction, gap) => {
    expect(compose({ contentType: "blog-post", callToAction })).toContain(gap);
  });
});

describe("a length said once", () => {
  it.each(["A single paragraph of under 120 words", "Three bullet points, one sentence each", "Two short paragraphs"])(
    "leaves the form's length out when the custom format sets one: %s",
    (customOutputFormat) => {
      const { prompt, notes } = composed({ outputLength: "long", outputFormat: "other", customOutputFormat });
      expect(prompt).not.toContain("- Length:");
      expect(notes).toContain('Your output format sets the length, so the length "Long (300-700 words)" was left out.');
    },
  );

  it("keeps the length beside a custom format that sets none, and a length the topic states", () => {
    expect(compose({ outputLength: "long", outputFormat: "other", customOutputFormat: "Markdown with H2 headings" })).toContain("- Length: Long (300-700 words).");
    expect(compose({ topic: "a 500-word post on trail shoes", outputFormat: "other", customOutputFormat: "Two paragraphs" })).toContain("- Length: About 500 words.");
  });
});
