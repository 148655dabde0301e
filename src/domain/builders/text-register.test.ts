import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";

const composed = (fields: Record<string, unknown>) => {
  const out = composeTextPrompt(textRequest({ topic: "a budgeting app for freelancers", ...fields }));
  expectCleanPrompt(out.prompt);
  return out;
};
const lineOf = (prompt: string, label: string) => prompt.split("\n").find((line) => line.startsWith(`- ${label}:`));

describe("a tone and a style that disagree on register are settled once", () => {
  it.each([
    ["friendly", "formal", /Warm and courteous, kept within the formal style/, /"Friendly" tone and the "Formal" style/],
    ["witty-humor", "formal", /Dry, understated wit, kept within the formal style/, /understated wit in a formal register/],
    ["professional", "informal", /Professional and credible, in the relaxed register/, /relaxed but credible register/],
  ])("%s tone with a %s style", (toneOfVoice, writingStyle, line, note) => {
    const { prompt, notes } = composed({ contentType: "ad-copy", toneOfVoice, writingStyle });
    expect(lineOf(prompt, "Tone of voice")).toMatch(line);
    expect(prompt).not.toMatch(/Light, clever wordplay|like a helpful friend/);
    expect(notes.join("\n")).toMatch(note);
  });

  it("asks for no contractions, nor forbids them, in a language that has none", () => {
    const german = composed({ contentType: "email", toneOfVoice: "conversational", writingStyle: "informal", language: "german" }).prompt;
    expect(german).not.toMatch(/contraction/i);
    expect(lineOf(german, "Tone of voice")).toBe("- Tone of voice: Conversational. Write the way a knowledgeable person talks: direct address, natural rhythm.");
    expect(composed({ contentType: "email", writingStyle: "formal", language: "french" }).prompt).toContain("no slang or colloquialisms");
    expect(composed({ contentType: "email", toneOfVoice: "conversational" }).prompt).toContain("contractions");
  });

  it("keeps the top creativity band to ideas beside an authoritative tone or an analytical style", () => {
    for (const fields of [{ toneOfVoice: "authoritative" }, { writingStyle: "analytical" }]) {
      const { prompt, notes } = composed({ contentType: "blog-post", creativityLevel: 0.9, ...fields });
      expect(lineOf(prompt, "Creativity")).toMatch(/Be bold in ideas, angles and examples, while the language and structure stay as the (authoritative tone|analytical style) asks\./);
      expect(prompt).not.toContain("playful structure");
      expect(notes.join("\n")).toMatch(/applies to the ideas, not the wording/);
    }
    expect(composed({ contentType: "blog-post", creativityLevel: 0.9, toneOfVoice: "friendly" }).prompt).toContain("playful structure");
  });
});

describe("a format that cannot fit the length or the piece gives way", () => {
  it("leaves a table or a list out of one or two sentences", () => {
    for (const outputFormat of ["table", "listicle", "bullet-points"]) {
      const { prompt, notes } = composed({ contentType: "blog-post", outputLength: "very-short", outputFormat });
      expect(prompt).toContain("- Length: Very short (1-2 sentences).");
      expect(prompt).not.toMatch(/Markdown table|numbered items|bullet points/);
      expect(notes.join("\n")).toMatch(/format was left out: one or two sentences cannot hold it/);
    }
  });

  it("leaves a table out of a social post, an ad or a story, and keeps it in a blog post", () => {
    for (const contentType of ["social-media-post", "ad-copy", "story-creative"]) {
      const { prompt, notes } = composed({ contentType, outputFormat: "table" });
      expect(prompt).not.toContain("Markdown table");
      expect(notes.join("\n")).toMatch(/"Table" format was left out: .+ is read as running text/);
    }
    expect(composed({ contentType: "blog-post", outputFormat: "table" }).prompt).toContain("Markdown table");
  });
});

describe("settings fitted to the piece", () => {
  it("names the field once in the role", () => {
    expect(composed({ contentType: "product-description", industry: "ecommerce" }).prompt).toContain("# Role\nYou are an e-commerce copywriter.\n");
    expect(composed({ contentType: "product-description", industry: "finance" }).prompt).toContain("You are an e-commerce copywriter, with expertise in finance.");
  });

  it("gives a story its readers' world, no takeaways, no points to develop and no industry trends", () => {
    const { prompt, notes } = composed({
      contentType: "story-creative",
      audienceType: "students",
      outputLength: "long",
      personalization: "industryTrends",
      topic: "a lighthouse keeper's last night",
    });
    expect(lineOf(prompt, "Audience")).toBe("- Audience: Students. Choose characters, themes and words they relate to.");
    expect(lineOf(prompt, "Length")).toBe("- Length: Long (300-700 words). Give the story room for its scenes.");
    expect(prompt).not.toMatch(/takeaways|Develop each point|trends/);
    expect(notes).toContain("Industry trends were left out: a short story is not a message to people in an industry.");
    expect(composed({ contentType: "linkedin-post", personalization: "industryTrends" }).prompt).toContain("current trends in");
  });

  it("leaves gaps that fit the piece, and none for a fact the brief gives", () => {
    const invite = composed({ contentType: "email", audienceType: "developers", topic: "invite past attendees to our DevOps meetup" }).prompt;
    expect(invite).toContain("[venue], [start time] or [RSVP deadline]");
    expect(invite).not.toMatch(/benchmark|latency/);
    const policy = composed({
      contentType: "other",
      customContentType: "Cookie policy",
      topic: "cookie policy for our analytics dashboard",
      additionalCustomization: "Company: Lumen Analytics GmbH. Contact: privacy@lumen.example",
    }).prompt;
    expect(policy).not.toMatch(/\[company name\]|\[contact email\]/);
    expect(policy).toContain("[governing law]");
  });

  it("writes code as code: an engineer, one code block, no tone, style, audience or word count, and the user's words beside the code stay instructions", () => {
    const { prompt, notes } = composed({
      contentType: "other",
      customContentType: "Unit tests",
      topic: "Jest unit tests for the slugify function",
      toneOfVoice: "professional",
      writingStyle: "technical",
      audienceType: "developers",
      outputLength: "long",
      additionalCustomization: "export function slugify(title: string): string {\n  return title.toLowerCase();\n}\nCover empty strings and accents.",
    });
    expect(prompt).toContain("# Role\nYou are a senior software engineer.\n");
    expect(prompt).toContain("# Additional instructions\nCover empty strings and accents.\n");
    expect(prompt).toMatch(/<code>\nexport function slugify[\s\S]*\n\}\n<\/code>/);
    expect(prompt).toContain("Return only the code, in one fenced code block, ready to run");
    expect(prompt).not.toMatch(/- (Tone of voice|Writing style|Length|Audience|Facts):/);
    expect(notes.join("\n")).toMatch(/tone was left out: code has no tone of voice[\s\S]*audience was left out/);
  });

  it("writes a system prompt for the people the assistant talks with, in the assistant's tone, without gaps its variables fill", () => {
    const prompt = composed({
      contentType: "other",
      customContentType: "System prompt for a support chatbot",
      topic: "a chatbot for a dental clinic that hands off to staff for emergencies",
      toneOfVoice: "friendly",
      audienceType: "general-public",
      additionalCustomization: "Opening hours come in {{opening_hours}}.",
    }).prompt;
    expect(prompt.split("\n")[0]).not.toMatch(/general audience/);
    expect(prompt).toContain("- Users the assistant talks with: General Public.");
    expect(prompt).toContain("- The assistant's tone of voice: Friendly.");
    expect(prompt).not.toContain("[business hours]");
    expect(prompt).toContain("[escalation contact]");
  });
});

