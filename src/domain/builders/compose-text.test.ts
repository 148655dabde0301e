import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { TEXT_CHOICE_FIELDS } from "./text-form";
import { expectCleanPrompt, textRequest } from "./test-support";

/** Every setting unset, so a test sees only what it sets. */
const NOTHING = { outputLength: "", language: "" };

/** The brief line each select writes. */
const LINE: Record<keyof typeof TEXT_CHOICE_FIELDS, string> = {
  industry: "Industry",
  contentType: "Content type",
  toneOfVoice: "Tone of voice",
  audienceType: "Audience",
  outputLength: "Length",
  writingStyle: "Writing style",
  callToAction: "Call to action",
  language: "Language",
  outputFormat: "Output format",
};

const CUSTOM = "Zephyr Quill Lattice";

describe.each(Object.values(TEXT_CHOICE_FIELDS))("text field $name", (field) => {
  const line = `- ${LINE[field.name]}: `;

  it.each(field.options.map((o) => [o.value, o.label]))("writes %s as its label, %s", (value, label) => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: value }));
    expect(prompt).toContain(`${line}${label}`);
    expectCleanPrompt(prompt);
  });

  it("leaves the field out when unset", () => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "" }));
    expect(prompt).not.toContain(line);
    for (const o of field.options) expect(prompt).not.toContain(o.label);
    expectCleanPrompt(prompt);
  });

  if (!("customName" in field)) return;

  it.each(field.options.map((o) => [o.value, o.label]))("lets a custom text replace %s", (value, label) => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: value, [field.customName]: CUSTOM }));
    expect(prompt).toContain(CUSTOM);
    expect(prompt).not.toContain(label);
    expectCleanPrompt(prompt);
  });

  it("uses the text for 'Other (Custom)', and leaves 'other' without a text out", () => {
    const withText = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "other", [field.customName]: ` ${CUSTOM}. ` }));
    expect(withText).toContain(`${line}${CUSTOM}.`);
    expect(withText).not.toContain("Other (Custom)");
    expectCleanPrompt(withText);
    const withoutText = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "other", [field.customName]: "  " }));
    expect(withoutText).toBe(composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "" })));
  });
});

describe("composeTextPrompt", () => {
  const full = textRequest({
    industry: "real-estate",
    contentType: "linkedin-post",
    toneOfVoice: "persuasive",
    audienceType: "executives",
    outputLength: "medium",
    writingStyle: "storytelling",
    creativityLevel: 0.7,
    seoOptimize: true,
    callToAction: "sign-up",
    personalization: "name, company, industryTrends",
    language: "spanish",
    outputFormat: "bullet-points",
    additionalCustomization: "  Announce our virtual staging service.  \n\n\n  Mention the 48-hour turnaround. ",
  });

  it("casts the expert, states the task and briefs every setting", () => {
    const prompt = composeTextPrompt(full);
    expect(prompt.startsWith("You are an expert LinkedIn ghostwriter specializing in real estate")).toBe(true);
    expect(prompt).toContain("Task: Write a LinkedIn post for executives in Spanish.");
    expect(prompt).toContain("- Length: Medium (100-300 words). Stay between 100 and 300 words.");
    expect(prompt).toContain("Write the entire text in Spanish");
    expect(prompt).toContain("- Call to action: Sign Up.");
    expect(prompt).toContain("fair-housing");
    expect(prompt).toContain("- SEO: Optimize for search.");
    expect(prompt).toContain("Additional instructions:\nAnnounce our virtual staging service.\n\nMention the 48-hour turnaround.");
    expect(prompt).not.toContain("No specific topic");
    expectCleanPrompt(prompt);
  });

  it("is identical for identical input", () => {
    expect(composeTextPrompt(structuredClone(full))).toBe(composeTextPrompt(full));
  });

  it("writes a usable brief with every field unset", () => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, creativityLevel: 0.5 }));
    expect(prompt).toContain("You are an expert writer,");
    expect(prompt).toContain("Task: Write a piece of written content.");
    expect(prompt).toContain("No specific topic is given");
    expect(prompt).not.toMatch(/SEO|Personalization|Additional instructions/);
    expectCleanPrompt(prompt);
  });

  it.each([
    [0, "Very Conservative", "0.0"],
    [0.1 + 0.2, "More Predictable", "0.3"],
    [0.5, "Balanced Creativity", "0.5"],
    [0.1 * 7, "More Creative", "0.7"],
    [1, "Highly Creative & Random", "1.0"],
  ])("explains creativity %s as %s", (level, label, shown) => {
    const prompt = composeTextPrompt(textRequest({ creativityLevel: level }));
    expect(prompt).toMatch(new RegExp(`- Creativity: ${label} \\(${shown} on a scale from 0 to 1\\)\\. \\w`));
  });

  it.each([
    ["name", "[Name]"],
    ["company", "[Company]"],
    ["location", "[Location]"],
    ["industryTrends", "current trends in their industry"],
  ])("asks for personalization by %s", (key, words) => {
    const prompt = composeTextPrompt(textRequest({ personalization: key }));
    expect(prompt).toContain("- Personalization: ");
    expect(prompt).toContain(words);
    expectCleanPrompt(prompt);
  });

  it("ties trends to the chosen or custom industry and leaves personalization out when none is asked", () => {
    expect(composeTextPrompt(textRequest({ personalization: "industryTrends", industry: "legal" }))).toContain("trends in legal services");
    expect(
      composeTextPrompt(textRequest({ personalization: "industryTrends", industry: "other", customIndustry: "Space mining" })),
    ).toContain("trends in Space mining");
    expect(composeTextPrompt(textRequest({ personalization: "None" }))).not.toContain("Personalization");
  });

  it("adds SEO guidance only when asked", () => {
    expect(composeTextPrompt(textRequest({ seoOptimize: true }))).toContain("- SEO: ");
    expect(composeTextPrompt(textRequest({ seoOptimize: false }))).not.toContain("SEO");
  });

  it("uses custom texts in the role and task", () => {
    const prompt = composeTextPrompt(
      textRequest({
        industry: "other",
        customIndustry: "space mining",
        contentType: "other",
        customContentType: "press release",
        audienceType: "other",
        customAudienceType: "asteroid prospectors",
        language: "other",
        customLanguage: "Portuguese (Brazil)",
      }),
    );
    expect(prompt).toContain("You are an expert writer specializing in space mining");
    expect(prompt).toContain("Task: Write a press release for asteroid prospectors in Portuguese (Brazil).");
    expectCleanPrompt(prompt);
  });
});
