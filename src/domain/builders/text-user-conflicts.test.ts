import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";
import { CALL_TO_ACTION_OPTIONS, CONTENT_TYPE_OPTIONS, LENGTH_OPTIONS, OUTPUT_FORMAT_OPTIONS, TONE_OPTIONS, WRITING_STYLE_OPTIONS } from "./text-options";
import { KIND_STRUCTURE } from "./text-profiles";
import { withoutClauses } from "./text-user-words";

// Where the user's own words disagree with a setting or a default guidance line, the user's words win: the line
// gives way and a note says so. Each class is checked over every content type, not one example.

const compose = (fields: Record<string, unknown>) => {
  const out = composeTextPrompt(textRequest(fields));
  expectCleanPrompt(out.prompt);
  return out;
};
/** The prompt's own words: pasted material and the user's instructions and brief left out. */
const own = (prompt: string) =>
  prompt
    .replace(/^<([a-z_]+)>\n[\s\S]*?\n<\/\1>$/gm, "")
    .replace(/# (Additional instructions|Brief)\n[\s\S]*?(?=\n\n#|$)/g, "")
    .split("\n")
    .slice(1)
    .join("\n");
const constraints = (prompt: string) => prompt.split("# Constraints\n")[1]?.split("\n\n")[0] ?? "";

const TYPES = [
  ...CONTENT_TYPE_OPTIONS.map((o) => ({ contentType: o.value })),
  ...["press release", "property listing", "board meeting minutes", "job description", "wedding vows"].map((t) => ({ contentType: "other", customContentType: t })),
];

const NO_SELLING = [
  "Show, do not sell: explain what it does with one short example.",
  "Keep it informational, not salesy.",
  "No sales pitch, just the facts.",
  "Avoid hype and marketing speak.",
];

describe("the user's words beat a setting that sells", () => {
  it.each(NO_SELLING)("drops a selling tone, style and call to action beside %j, for every content type", (said) => {
    for (const type of TYPES) {
      for (const [tone, style, cta] of [["sales-oriented", "", "buy-now"], ["persuasive", "persuasive", "sign-up"]] as const) {
        const { prompt, notes } = compose({ ...type, topic: "our new CLI plugin system", additionalCustomization: said, toneOfVoice: tone, writingStyle: style, callToAction: cta });
        const context = `${JSON.stringify(type)} ${tone}\n${prompt}`;
        expect(constraints(prompt), context).not.toMatch(/Tone of voice: (Sales|Persuasive)|Writing style: Persuasive|Call to action|urgency|reason to act/);
        const label = TONE_OPTIONS.find((o) => o.value === tone)!.label;
        expect(notes.join("\n"), context).toContain(`Your brief says not to sell, so the "${label}" tone was left out.`);
      }
    }
  });

  it("keeps an informational call to action: learning more is not a sale", () => {
    const { prompt } = compose({ contentType: "blog-post", topic: "our new CLI plugin system", additionalCustomization: NO_SELLING[0], callToAction: "learn-more" });
    expect(prompt).toContain("- Call to action: Learn More.");
  });

  it("lets a sales tone the user chose beat the developer audience's default 'show, do not sell'", () => {
    for (const tone of ["sales-oriented", "persuasive"]) {
      const { prompt } = compose({ contentType: "landing-page", topic: "our API monitoring tool", audienceType: "developers", toneOfVoice: tone });
      expect(prompt).not.toContain("show, do not sell");
      expect(prompt).toContain("- Audience: Developers. Be concrete and technically accurate and include specifics they can try.");
    }
    expect(compose({ contentType: "landing-page", topic: "our API monitoring tool", audienceType: "developers" }).prompt).toContain("show, do not sell");
  });
});

describe("a notice, a policy or a formal request never gets a sales call to action", () => {
  const NOTICES = [
    "a summary of the updated privacy policy",
    "changes to our terms of service from 1 May",
    "a recall notice for the X200 kettle",
    "the data breach we found last week",
    "cancel my gym membership",
  ];
  it.each(NOTICES)("%s", (topic) => {
    for (const type of [{ contentType: "email" }, { contentType: "blog-post" }, { contentType: "social-media-post" }, { contentType: "newsletter" }, { contentType: "other", customContentType: "Privacy policy summary" }]) {
      for (const cta of CALL_TO_ACTION_OPTIONS.filter((o) => ["buy-now", "subscribe", "sign-up"].includes(o.value))) {
        const { prompt, notes } = compose({ ...type, topic, callToAction: cta.value });
        expect(prompt, `${JSON.stringify(type)} ${cta.value}\n${prompt}`).not.toMatch(/Call to action|buy now|subscribe|sign up/i);
        expect(notes.join("\n")).toMatch(new RegExp(`"${cta.label}" call to action was left out`));
      }
    }
  });
  it("keeps a contact or learn-more call to action on a notice, and a sale on a product", () => {
    expect(compose({ contentType: "email", topic: "a summary of the updated privacy policy", callToAction: "contact-us" }).prompt).toContain("- Call to action: Contact Us.");
    expect(compose({ contentType: "landing-page", topic: "our contract management software", callToAction: "buy-now" }).prompt).toContain("- Call to action: Buy Now.");
  });
});

describe("no brackets or placeholders when the user asks for none", () => {
  const SAID = ["Leave no brackets or placeholders.", "No placeholders: the text goes live as is.", "It must be ready to publish, without any [brackets]."];
  it.each(SAID)("%s: no gap example in any line, over every content type, tone and call to action", (said) => {
    for (const type of TYPES) {
      for (const [tone, cta] of [["data-driven", "learn-more"], ["sales-oriented", "buy-now"]] as const) {
        const { prompt, notes } = compose({ ...type, topic: "a handmade oak cutting board", toneOfVoice: tone, callToAction: cta, additionalCustomization: said });
        const context = `${JSON.stringify(type)} ${tone}\n${prompt}`;
        expect(own(prompt), context).not.toMatch(/\[[^\]\n]+\]|placeholders? (where|such)|bracketed gap/);
        if (/- Facts:/.test(prompt)) {
          expect(prompt, context).toContain("write around it rather than leaving a bracket or placeholder");
          expect(notes, context).toContain("Your brief asks for no brackets or placeholders, so the prompt suggests no bracketed gaps.");
        }
      }
    }
  });
});

describe("a call to action the user wrote with a gap, beside 'no brackets'", () => {
  it("keeps the call to action without its gap", () => {
    const { prompt } = compose({ contentType: "landing-page", topic: "our oak boards", callToAction: "other", customCallToAction: "Buy now at [buy-now link]", additionalCustomization: "Leave no brackets." });
    expect(prompt).toContain("- Call to action: Buy now. End with this call to action, stated once and clearly.");
    expect(own(prompt)).not.toMatch(/\[/);
  });
});

describe("the text's shape settles the structure advice", () => {
  it("drops paragraph advice beside a list or table format, for every content type and custom kind", () => {
    const formats = OUTPUT_FORMAT_OPTIONS.filter((o) => ["bullet-points", "listicle", "table"].includes(o.value));
    const kinds = Object.keys(KIND_STRUCTURE).map((k) => ({ contentType: "other", customContentType: { web: "web page", document: "report" }[k] ?? "FAQ page" }));
    for (const type of [...TYPES, ...kinds]) {
      for (const format of formats) {
        const { prompt, notes } = compose({ ...type, topic: "what to expect at your first yoga class", outputFormat: format.value, outputLength: "long" });
        // A format the piece cannot take is left out (a table in a LinkedIn post): its structure then stands.
        if (notes.some((n) => /format (was left out|does not fit)/.test(n))) continue;
        expect(constraints(prompt), `${JSON.stringify(type)} ${format.value}\n${prompt}`).not.toMatch(/paragraph/i);
      }
    }
  });

  it("gives the user's 'as bullet points' precedence over a paragraphs format, and 'no bullet points' over a list", () => {
    const bullets = compose({ contentType: "blog-post", topic: "first yoga class", outputFormat: "paragraphs", additionalCustomization: "Write it as bullet points." });
    expect(bullets.prompt).not.toContain("Well-structured paragraphs");
    expect(bullets.notes.join("\n")).toContain('format was left out');
    const prose = compose({ contentType: "customer-support", topic: "a late refund", outputFormat: "bullet-points", additionalCustomization: "No bullet points, prose only." });
    expect(prose.prompt).not.toMatch(/Concise bullet points|numbered steps/);
  });

  it("leaves out guidance the user rules out by name: hashtags, headings, a subject line", () => {
    const social = compose({ contentType: "social-media-post", topic: "our oat-milk latte", additionalCustomization: "No hashtags." });
    expect(constraints(social.prompt)).not.toMatch(/hashtag/i);
    expect(social.prompt).toContain("- Content type: Social Media Post. Hook in the first line and keep sentences short.");
    const email = compose({ contentType: "email", topic: "our new hours", additionalCustomization: "Don't include a subject line." });
    expect(constraints(email.prompt)).not.toMatch(/subject line/i);
    const blog = compose({ contentType: "blog-post", topic: "composting", additionalCustomization: "Avoid subheadings." });
    expect(constraints(blog.prompt)).not.toMatch(/subheading/i);
  });

  it("reads a subject as a subject: 'never sell your shares' or 'a serious illness' overrule nothing", () => {
    for (const topic of ["why you should never sell your shares in a panic", "living with a serious illness", "how to sell a house without an agent"]) {
      const { prompt, notes } = compose({ contentType: "blog-post", topic, toneOfVoice: "persuasive", callToAction: "buy-now" });
      expect(prompt).toContain("- Tone of voice: Persuasive.");
      expect(notes.join("\n")).not.toMatch(/Your brief says/);
    }
    expect(compose({ contentType: "blog-post", topic: "living with a serious illness", toneOfVoice: "witty-humor" }).prompt).toContain("- Tone of voice: Witty & Humorous.");
  });

  it("reads a table in the subject as no shape", () => {
    const { prompt } = compose({ contentType: "blog-post", topic: "a farmhouse kitchen with a table for six", outputFormat: "paragraphs" });
    expect(prompt).toContain("Well-structured paragraphs");
    expect(compose({ contentType: "blog-post", topic: "our prices", outputFormat: "paragraphs", additionalCustomization: "Put the prices in a table." }).prompt).not.toContain("Well-structured paragraphs");
  });

  it("lets the user's 'use short paragraphs' beat a bullet-point format", () => {
    const { prompt, notes } = compose({ contentType: "blog-post", topic: "composting", outputFormat: "bullet-points", additionalCustomization: "Use short paragraphs." });
    expect(prompt).not.toContain("Concise bullet points");
    expect(notes.join("\n")).toContain('"Bullet Points" format was left out');
  });

  it("lets the user's register beat a tone or style of the other register", () => {
    for (const type of TYPES) {
      const formal = compose({ ...type, topic: "our new office hours", toneOfVoice: "conversational", writingStyle: "informal", additionalCustomization: "Keep it formal." });
      expect(formal.prompt, JSON.stringify(type)).not.toMatch(/Tone of voice: Conversational|Writing style: Informal|with contractions/);
      expect(formal.notes).toContain('Your brief asks for a formal register, so the "Informal" style was left out.');
      const casual = compose({ ...type, topic: "our new office hours", writingStyle: "formal", additionalCustomization: "Keep it casual, it's for the team." });
      expect(casual.prompt, JSON.stringify(type)).not.toMatch(/Writing style: Formal|no contractions/);
    }
  });

  it("lets a length in sentences or paragraphs in the brief beat the form's length", () => {
    for (const said of ["in two sentences", "in one paragraph", "as 3 short paragraphs"]) {
      const { prompt, notes } = compose({ contentType: "blog-post", topic: `our new office hours ${said}`, outputLength: "long" });
      expect(prompt).not.toMatch(/300-700 words/);
      expect(notes.join("\n")).toMatch(/Your brief sets the length .* "Long \(300-700 words\)" was left out/);
    }
  });

  it("drops a witty tone when the brief says no jokes", () => {
    const { prompt, notes } = compose({ contentType: "email", topic: "our new hours", toneOfVoice: "witty-humor", additionalCustomization: "No jokes, please." });
    expect(prompt).not.toMatch(/wordplay|Witty/);
    expect(notes.join("\n")).toContain('"Witty & Humorous" tone was left out');
  });

  it("drops headed sections beside a table, but not beside a table a legal text turns into numbered sections", () => {
    for (const customContentType of ["internal report", "white paper", "case study"]) {
      const { prompt } = compose({ contentType: "other", customContentType, topic: "website traffic", outputFormat: "table" });
      expect(constraints(prompt)).not.toMatch(/sections|paragraphs/);
    }
    expect(compose({ contentType: "other", customContentType: "Terms of Service", topic: "our app", outputFormat: "table" }).prompt).toMatch(/Use numbered sections/);
  });

  it("reads 'under 200 words' as a ceiling", () => {
    for (const said of ["Keep it under 200 words.", "No more than 200 words.", "At most 200 words."]) {
      expect(compose({ contentType: "newsletter", topic: "our garden", additionalCustomization: said }).prompt).toContain("- Length: At most 200 words.");
    }
  });

  it("keeps to a length the instructions state rather than the form's", () => {
    for (const length of LENGTH_OPTIONS) {
      const { prompt, notes } = compose({ contentType: "blog-post", topic: "composting", outputLength: length.value, additionalCustomization: "Keep it to 80 words." });
      expect(prompt).toContain("- Length: About 80 words.");
      expect(notes.join("\n")).toContain('Your instructions say "80 words"');
    }
  });
});

describe("withoutClauses", () => {
  it.each([
    ["Hook in the first line, keep sentences short and add a few relevant hashtags at the end.", /hashtag/, "Hook in the first line and keep sentences short."],
    ["Use a clear headline, scannable subheadings and short paragraphs, with the main point early.", /paragraph/, "Use a clear headline and scannable subheadings, with the main point early."],
    ['Open with a one-line hook that works before the "see more" cut and use short paragraphs with white space; end by inviting comments.', /paragraph/, 'Open with a one-line hook that works before the "see more" cut; end by inviting comments.'],
    ["Include a subject line under 50 characters and a preview line, then a focused body with a single goal.", /subject line/, "Include a preview line, then a focused body with a single goal."],
  ])("%s without %s", (text, term, expected) => {
    expect(withoutClauses(text, term)).toBe(expected);
  });

  it("leaves every listed guidance line grammatical, whatever term it drops", () => {
    const guidance = [
      ...CONTENT_TYPE_OPTIONS.map((o) => o.guidance),
      ...TONE_OPTIONS.map((o) => o.guidance),
      ...WRITING_STYLE_OPTIONS.map((o) => o.guidance),
      ...Object.values(KIND_STRUCTURE),
    ];
    for (const text of guidance) {
      for (const term of [/hashtag/i, /paragraph/i, /subheading/i, /subject line/i, /preview line/i, /\b(paragraphs?|sections?|subheadings?)\b/i]) {
        const out = withoutClauses(text, term);
        if (out === "") continue;
        expect(out, text).not.toMatch(term);
        expect(out, text).toMatch(/^[A-Z"][^]*[.!?]$/);
        expect(out, text).not.toMatch(/(,|;|\band)\s*[.;]|\s{2}|,\s*,/);
      }
    }
  });
});
