import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";
import { CONTENT_TYPE_OPTIONS, LENGTH_OPTIONS } from "./text-options";

const compose = (fields: Record<string, unknown>) => {
  const prompt = composeTextPrompt(textRequest({ topic: "trail running shoes", ...fields })).prompt;
  expectCleanPrompt(prompt);
  return prompt;
};

/** The text of the Output Format section. */
const outputFormat = (prompt: string) => prompt.split("# Output Format\n")[1]?.split("\n\n")[0] ?? "";

describe("conflicting text choices are settled, and the prompt says how", () => {
  it.each(LENGTH_OPTIONS.filter((o) => o.value !== "very-short").map((o) => [o.label, o.value]))(
    "an SEO meta title keeps its character limits whatever the length: %s",
    (label, value) => {
      const prompt = compose({ contentType: "seo-meta", outputLength: value });
      expect(prompt).toContain(
        `- Length: ${label} is set aside for meta tags: the meta title keeps to 60 characters and the meta description to 155, whatever the length chosen.`,
      );
      expect(prompt).not.toMatch(/Stay between|at least 700 words/);
    },
  );

  it("keeps a very short length for meta tags as it is, and long lengths for content that has room", () => {
    expect(compose({ contentType: "seo-meta", outputLength: "very-short" })).toContain(
      "- Length: Very short (1-2 sentences). Keep it to one or two sentences.",
    );
    expect(compose({ contentType: "blog-post", outputLength: "extended" })).toContain(
      "- Length: Extended (700+ words). Write at least 700 words",
    );
  });

  it("caps long LinkedIn posts at LinkedIn's 3,000 characters", () => {
    expect(compose({ contentType: "linkedin-post", outputLength: "extended" })).toContain(
      "- Length: Extended (700+ words), capped by LinkedIn: a post is cut at 3,000 characters (about 450 words), so stay within that limit.",
    );
    expect(compose({ contentType: "linkedin-post", outputLength: "short" })).toContain("- Length: Short (50-100 words). Stay between 50 and 100 words.");
  });

  it("turns a script format for an email into a note, not a contradiction", () => {
    const prompt = compose({ contentType: "email", outputFormat: "script-dialog" });
    expect(outputFormat(prompt)).toBe(
      "Script / Dialogue, read as a note: an email is not a script, so keep its usual form and write any exchange it quotes as short dialogue lines, each with the speaker's name. Return only the finished text, ready to use, with no preamble, explanations or notes about this brief.",
    );
    expect(prompt).not.toContain("A script with speaker names before each line");
  });

  it.each(CONTENT_TYPE_OPTIONS.map((o) => [o.value, o.noun]))("settles Script / Dialogue for %s", (value, noun) => {
    const format = outputFormat(compose({ contentType: value, outputFormat: "script-dialog" }));
    if (value === "video-script" || value === "webinar-outline" || value === "story-creative") {
      expect(format).toMatch(/^Script \/ Dialogue\. A script with speaker names/);
    } else if (value === "seo-meta") {
      expect(format).toMatch(/^Script \/ Dialogue does not fit meta tags: return the meta title and the meta description as two labelled lines instead\./);
    } else {
      expect(format).toContain(`Script / Dialogue, read as a note: ${noun} is not a script`);
    }
  });

  it("returns meta tags as two labelled lines when the format is a listicle, and leaves fitting formats alone", () => {
    expect(outputFormat(compose({ contentType: "seo-meta", outputFormat: "listicle" }))).toMatch(/^Listicle does not fit meta tags:/);
    expect(outputFormat(compose({ contentType: "seo-meta", outputFormat: "table" }))).toMatch(/^Table\. A Markdown table/);
    expect(outputFormat(compose({ outputFormat: "script-dialog" }))).toMatch(/^Script \/ Dialogue\. A script with speaker names/);
    expect(outputFormat(compose({ contentType: "other", customContentType: "press kit", outputFormat: "script-dialog" }))).toMatch(
      /^Script \/ Dialogue\. A script/,
    );
  });

  it.each([
    ["email", "- SEO: asked for, but an email is not indexed by search engines, so use the main keyword only in the subject line"],
    ["cold-outreach", "- SEO: asked for, but a cold outreach message is not indexed by search engines"],
    ["customer-support", "- SEO: asked for, but a support reply is not indexed by search engines"],
    ["resume-cover", "- SEO: asked for, but applicant tracking systems stand in for search here"],
  ])("reads SEO for %s, which search engines never index", (contentType, line) => {
    const prompt = compose({ contentType, seoOptimize: true });
    expect(prompt).toContain(line);
    expect(prompt).not.toContain("Optimize for search");
    expect(compose({ contentType, seoOptimize: false })).not.toContain("SEO:");
  });

  it("settles every conflict of one brief at once", () => {
    const prompt = compose({ contentType: "seo-meta", outputLength: "extended", outputFormat: "script-dialog", seoOptimize: true });
    expect(prompt).toContain("- Length: Extended (700+ words) is set aside for meta tags");
    expect(outputFormat(prompt)).toMatch(/^Script \/ Dialogue does not fit meta tags/);
    expect(prompt).toContain("- SEO: Optimize for search.");
  });
});
