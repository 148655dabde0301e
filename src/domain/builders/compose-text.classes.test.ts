import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, seededRandom, textRequest } from "./test-support";
import {
  CALL_TO_ACTION_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  OUTPUT_FORMAT_OPTIONS,
  TONE_OPTIONS,
  WRITING_STYLE_OPTIONS,
} from "./text-options";

// Whole classes of forms, not examples: every content type (listed, and custom ones a user types) with every tone
// and style, and a seeded draw of the other settings. Each prompt must hold the rubric's rules for its class.

/** Each content type, as the form sends it, with the role that fits it and whether it is a web page / a legal text. */
const CONTENT: { form: Record<string, string>; role: RegExp; web: boolean; legal: boolean }[] = [
  ...CONTENT_TYPE_OPTIONS.map((o) => ({
    form: { contentType: o.value },
    role: {
      "blog-post": /content writer/,
      "social-media-post": /social media copywriter/,
      "linkedin-post": /LinkedIn ghostwriter/,
      email: /email copywriter/,
      "ad-copy": /direct-response copywriter/,
      "product-description": /e-commerce copywriter/,
      "cold-outreach": /outbound sales copywriter/,
      "landing-page": /conversion copywriter/,
      "seo-meta": /SEO specialist/,
      "video-script": /video scriptwriter/,
      "webinar-outline": /webinar producer/,
      newsletter: /newsletter editor/,
      "resume-cover": /career coach/,
      "customer-support": /customer support specialist/,
      "story-creative": /fiction writer/,
    }[o.value],
    web: ["blog-post", "product-description", "landing-page", "seo-meta"].includes(o.value),
    legal: false,
  })),
  ...(
    [
      ["Terms of Service", /legal writer/, false, true],
      ["privacy policy", /legal writer/, false, true],
      ["code review", /senior software engineer/, false, false],
      ["system prompt for a support chatbot", /prompt engineer/, false, false],
      ["Midjourney image prompt", /image-prompt specialist/, false, false],
      ["podcast script", /podcast scriptwriter/, false, false],
      ["press release", /press releases/, false, false],
      ["FAQ page", /technical writer/, true, false],
      ["job description", /recruiter/, false, false],
      ["grant application", /grant writer/, false, false],
    ] as const
  ).map(([text, role, web, legal]) => ({ form: { contentType: "other", customContentType: text }, role, web, legal })),
];

/** Instructions that cannot both be obeyed: no prompt may carry both halves of a pair. */
const CONTRADICTIONS: readonly [string, RegExp, RegExp][] = [
  ["contractions", /[:,] contractions|with contractions|use contractions/i, /no contractions|without contractions/i],
  ["unconventional and precise language", /unconventional language/i, /precise vocabulary|exact and unambiguous/i],
  ["a word count and a spoken time", /\((\d+-\d+|\d+\+) words\)/, /when read aloud/],
  ["a word count and a character count", /\((\d+-\d+|\d+\+) words\)/, /Between \d+ and \d+ characters/],
  ["two endings", /\b(end|close) (by|with)\b[\s\S]*\b(end|close) (by|with)\b/i, /./],
  ["humour in a formal register", /wordplay|humou?r/i, /formal register|without contractions, jokes/i],
];

/** Words addressed to the user, which belong in notes. */
const FOR_THE_USER = /Replace each placeholder|before sending|# Variables|fill (it|them) in|merge field|was left out|set aside/i;

const random = seededRandom(32);
const optional = <T>(list: readonly T[]) => (random.next() < 0.2 ? "" : random.pick(list));

const FORMS = CONTENT.flatMap((content) =>
  ["", ...TONE_OPTIONS.map((o) => o.value)].flatMap((tone) =>
    ["", ...WRITING_STYLE_OPTIONS.map((o) => o.value)].map((style) => ({
      content,
      form: <Record<string, unknown>>{
        ...content.form,
        toneOfVoice: tone,
        writingStyle: style,
        callToAction: optional(CALL_TO_ACTION_OPTIONS.map((o) => o.value)),
        seoOptimize: random.next() < 0.5,
        language: random.pick(LANGUAGE_OPTIONS.map((o) => o.value)),
        outputLength: random.pick(LENGTH_OPTIONS.map((o) => o.value)),
        outputFormat: optional(OUTPUT_FORMAT_OPTIONS.map((o) => o.value)),
        creativityLevel: Math.round(random.next() * 10) / 10,
        topic: "a spring launch",
      },
    })),
  ),
);

// 2,475 forms a test: a few seconds alone, more beside the other projects on two cores.
describe(`text prompts over every content type × tone × style (${FORMS.length} forms)`, { timeout: 60_000 }, () => {
  it("never carry two instructions that contradict each other", () => {
    for (const { form } of FORMS) {
      const { prompt } = composeTextPrompt(textRequest(form));
      for (const [what, one, other] of CONTRADICTIONS) {
        expect(one.test(prompt) && other.test(prompt), `${what}: ${JSON.stringify(form)}\n${prompt}`).toBe(false);
      }
    }
  });

  it("optimize for search only web pages, and end legal texts on no call to action, saying what gave way", () => {
    for (const { form, content } of FORMS) {
      const { prompt, notes } = composeTextPrompt(textRequest(form));
      const context = `${JSON.stringify(form)}\n${prompt}`;
      if (!content.web) expect(prompt, context).not.toMatch(/- SEO:|primary keyword/);
      if (content.web && form.seoOptimize && form.contentType !== "seo-meta") expect(prompt, context).toContain("- SEO:");
      if (form.seoOptimize && !content.web) expect(notes.some((n) => n.startsWith("SEO was left out")), context).toBe(true);
      if (content.legal) {
        expect(prompt, context).not.toMatch(/Call to action|buy now|subscribe|sign up/i);
        if (form.callToAction !== "") expect(notes.some((n) => n.includes("call to action was left out")), context).toBe(true);
      }
    }
  });

  it("address nothing to the user, cast the role that fits the content type, and state the task first", () => {
    for (const { form, content } of FORMS) {
      const { prompt } = composeTextPrompt(textRequest(form));
      const context = `${JSON.stringify(form)}\n${prompt}`;
      expect(prompt, context).not.toMatch(FOR_THE_USER);
      const [task, , roleHeading, role] = prompt.split("\n");
      expect(task, context).toMatch(/^Write .+ (about|of|for) a spring launch\.$/);
      expect(roleHeading).toBe("# Role");
      // A technical style on a listed web page or document is written by a technical writer.
      const technicalWriter = form.writingStyle === "technical" && ["blog-post", "product-description", "landing-page"].includes(String(form.contentType));
      expect(role, context).toMatch(technicalWriter ? /technical writer/ : content.role);
      expect(role).not.toMatch(/expert in the subject|known for writing/);
      expectCleanPrompt(prompt);
    }
  });

  it("measure a script in time and a language without spaces in characters", () => {
    for (const { form, content } of FORMS) {
      const { prompt } = composeTextPrompt(textRequest(form));
      const context = `${JSON.stringify(form)}\n${prompt}`;
      const lengthLine = prompt.split("\n").find((l) => l.startsWith("- Length: ")) ?? "";
      const spoken = /(^|[\s-])script$/i.test(content.form.customContentType ?? content.form.contentType ?? "");
      if (spoken && lengthLine !== "") expect(lengthLine, context).toMatch(/when read aloud/);
      if ((form.language === "chinese" || form.language === "japanese") && form.contentType !== "linkedin-post") {
        expect(lengthLine, context).not.toMatch(/\d+\)? words/);
      }
    }
  });
});
