import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";
import { materialOf } from "./text-material";
import { userKeywords, userLanguage } from "./text-user-asks";

// The user's own words for this piece beat a setting that says otherwise, and a note says which.

const compose = (fields: Record<string, unknown>) => {
  const out = composeTextPrompt(textRequest(fields));
  expectCleanPrompt(out.prompt);
  return out;
};

describe("a tone the user asks for in words beats the tone setting", () => {
  it.each(["Be humble, not jokey.", "Keep it serious, people lost their jobs.", "No jokes, please.", "Stay respectful and sober."])("%s", (said) => {
    for (const contentType of ["linkedin-post", "blog-post", "email"]) {
      const { prompt, notes } = compose({ contentType, toneOfVoice: "witty-humor", topic: "what I learned from a hard year", additionalCustomization: said });
      expect(prompt).not.toMatch(/wordplay|Witty|wit\b/);
      expect(notes.join("\n")).toContain('"Witty & Humorous" tone was left out');
    }
  });
});

describe("a length the user states beats the length setting", () => {
  it("gives a character limit with thousands separators as the user wrote it", () => {
    const { prompt, notes } = compose({ contentType: "other", customContentType: "Project summary", outputLength: "long", topic: "a PFAS sensor", additionalCustomization: "4,600 characters max including spaces." });
    expect(prompt).toContain("- Length: At most 4,600 characters.");
    expect(prompt).not.toContain("300-700 words");
    expect(notes.join("\n")).toContain('"4,600 characters"');
  });

  it("gives a spoken duration in a long brief with its word equivalent", () => {
    const brief = "About 3 minutes spoken. Stories to use: in Lisbon in 2015 we got lost and Tom asked a statue for directions; he met Aisha at a pottery class. End with a toast to the couple.";
    const { prompt } = compose({ contentType: "other", customContentType: "Best man speech", outputLength: "long", topic: "my brother's wedding", additionalCustomization: brief });
    expect(prompt).toContain("- Length: About 3 minutes when read aloud at a natural pace, about 450 words of speech.");
    expect(prompt).not.toMatch(/2 minutes to 4\.5 minutes/);
  });
});

describe("keywords the user lists are the SEO keywords", () => {
  it("reads the keywords, the first primary", () => {
    expect(userKeywords("SEO keywords: toddler screen time, AAP screen time recommendations. We're a clinic.")).toEqual(["toddler screen time", "AAP screen time recommendations"]);
    expect(userKeywords("Keywords: Trinkflasche Edelstahl, Isolierflasche.")).toEqual(["Trinkflasche Edelstahl", "Isolierflasche"]);
    expect(userKeywords("Write about our key findings.")).toBeUndefined();
  });

  it.each(["blog-post", "product-description", "landing-page"])("%s: never asks to choose a keyword when the user gave them", (contentType) => {
    const { prompt, notes } = compose({ contentType, seoOptimize: true, topic: "screen time for toddlers", additionalCustomization: "SEO keywords: toddler screen time, screen time guidelines." });
    expect(prompt).not.toContain("Choose one primary keyword");
    expect(prompt).toContain('Use "toddler screen time" as the primary keyword');
    expect(prompt).toContain('secondary keywords "screen time guidelines"');
    expect(notes.join("\n")).toContain("keywords you listed");
  });
});

describe("a language the user names beats the language setting", () => {
  it("reads an ask for a language, not a mention of one", () => {
    expect(userLanguage("Write it in French, the VP is in Paris.")).toBe("French");
    expect(userLanguage("The reply should be in German.")).toBe("German");
    expect(userLanguage("Our team is fluent in French.")).toBeUndefined();
  });

  it("puts the language in the task line and the constraints, with a note", () => {
    const { prompt, notes } = compose({ contentType: "email", language: "english", topic: "summary of today's call", additionalCustomization: "Write it in French, the VP is in our Paris office." });
    expect(prompt.split("\n")[0]).toContain(" in French ");
    expect(prompt).toContain("- Language: French.");
    expect(notes.join("\n")).toContain("Your brief asks for French");
  });
});

describe("a long line of instructions is split by sentence", () => {
  it("keeps what instructs as instructions and tags only the facts", () => {
    const text =
      "Three sections with these exact headings: Overview, Intellectual Merit, Broader Impacts. 4,600 characters max including spaces. Lab results so far: detection of PFOA down to 4 ppt in spiked samples. Do not invent any other data, partners or dollar figures.";
    const material = materialOf(text);
    expect(material.instructions).toContain("- Three sections with these exact headings");
    expect(material.instructions).toContain("- 4,600 characters max");
    expect(material.instructions).toContain("- Do not invent any other data");
    expect(material.body).toBe("Lab results so far: detection of PFOA down to 4 ppt in spiked samples.");
    expect(material.tag).toBe("source_material");
  });

  it("keeps a line of only instructions out of any tag", () => {
    const text = "Use Zendesk placeholders exactly as written: {{ticket.requester.first_name}} and {{ticket.id}}. Don't promise a date, say finance is reviewing it and we will update within 2 business days. Sign as {{current_user.first_name}}.";
    expect(text.length).toBeGreaterThan(200);
    const material = materialOf(text);
    expect(material.tag).toBeUndefined();
    expect(material.instructions?.split("\n")).toHaveLength(3);
  });
});

describe("marketing settings stay out of pieces they do not fit", () => {
  it("writes a custom code type as code: no tone, style, length or fact gaps", () => {
    const { prompt } = compose({ contentType: "other", customContentType: "Python function", toneOfVoice: "professional", writingStyle: "technical", outputLength: "medium", topic: "dedupe customer records" });
    expect(prompt).not.toMatch(/- Tone of voice|- Writing style|- Length|bracketed gap/);
    expect(prompt).toContain("Return only the code");
  });

  it.each(["Best man speech", "Wedding toast", "Keynote speech"])("gives a one-speaker %s no speaker names before each line", (customContentType) => {
    const { prompt, notes } = compose({ contentType: "other", customContentType, outputFormat: "script-dialog", topic: "my brother's wedding" });
    expect(prompt).not.toContain("speaker names before each line");
    expect(prompt).toContain("A script for one speaker");
    expect(notes.join("\n")).toContain("has one speaker");
  });

  it("names the readers' own field for industry trends", () => {
    const { prompt } = compose({ contentType: "cold-outreach", industry: "sales", personalization: "industryTrends", topic: "Cold email to ops managers at mid-size 3PL warehouses pitching our slotting software" });
    expect(prompt).toContain("current trends in 3PL warehouses");
    expect(prompt).not.toContain("trends in sales");
  });
});

describe("code keeps only what code can follow", () => {
  it("leaves creativity out of code, low or high, and lets a custom format set the blocks", () => {
    for (const creativityLevel of [0.2, 0.9]) {
      const { prompt, notes } = compose({ contentType: "other", customContentType: "Python function", creativityLevel, topic: "dedupe customer records", outputFormat: "other", customOutputFormat: "One code block with docstring, then pytest tests" });
      expect(prompt).not.toMatch(/- Creativity|in one fenced code block/);
      expect(prompt).toContain("One code block with docstring, then pytest tests.");
      expect(notes.join("\n")).toMatch(/Creativity .* was left out: code/);
    }
  });

  it("gives a postmortem a postmortem's gaps, not a breach notice's", () => {
    const { prompt } = compose({ contentType: "other", customContentType: "Incident postmortem", topic: "the Nov 24 checkout outage" });
    expect(prompt).not.toMatch(/\[date discovered\]|\[support contact\]/);
    expect(prompt).toMatch(/\[owner\].*\[metric\]/);
  });
});

describe("an email's topic can name its writer", () => {
  it("casts an internal deal update by the account executive, a campaign email by a copywriter", () => {
    expect(compose({ contentType: "email", topic: "Summary of today's call with Halvorsen Logistics for our VP of Sales" }).prompt).toContain("You are an account executive");
    expect(compose({ contentType: "email", topic: "where the Halvorsen renewal stands after procurement's pushback" }).prompt).toContain("You are an account executive");
    expect(compose({ contentType: "email", topic: "our spring sale on running shoes" }).prompt).not.toContain("account executive");
    expect(compose({ contentType: "email", topic: "renewal reminder for the annual plan" }).prompt).not.toContain("account executive");
  });
});
