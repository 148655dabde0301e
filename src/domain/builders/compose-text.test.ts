import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { TEXT_CHOICE_FIELDS } from "./text-fields";
import { expectCleanPrompt, textRequest } from "./test-support";

/** Every setting unset, so a test sees only what it sets. */
const NOTHING = { outputLength: "", language: "" };

/** What each select's label follows: its constraint line, or the Output Format section. */
const LINE: Record<keyof typeof TEXT_CHOICE_FIELDS, string> = {
  industry: "- Industry: ",
  contentType: "- Content type: ",
  toneOfVoice: "- Tone of voice: ",
  audienceType: "- Audience: ",
  outputLength: "- Length: ",
  writingStyle: "- Writing style: ",
  callToAction: "- Call to action: ",
  language: "- Language: ",
  outputFormat: "# Output Format\n",
};

const CUSTOM = "Zephyr Quill Lattice";

describe.each(Object.values(TEXT_CHOICE_FIELDS))("text field $name", (field) => {
  const line = LINE[field.name];

  it.each(field.options.map((o) => [o.value, o.label]))("writes %s as its label, %s", (value, label) => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: value })).prompt;
    expect(prompt).toContain(`${line}${label}`);
    expectCleanPrompt(prompt);
  });

  it("leaves the field out when unset", () => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "" })).prompt;
    if (line.startsWith("- ")) expect(prompt).not.toContain(line);
    for (const o of field.options) expect(prompt).not.toContain(o.label);
    expectCleanPrompt(prompt);
  });

  if (!("customName" in field)) return;

  it.each(field.options.map((o) => [o.value, o.label]))("lets a custom text replace %s", (value, label) => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: value, [field.customName]: CUSTOM })).prompt;
    expect(prompt).toContain(CUSTOM);
    expect(prompt).not.toContain(label);
    expectCleanPrompt(prompt);
  });

  it("uses the text for 'Other (Custom)', and leaves 'other' without a text out", () => {
    const withText = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "other", [field.customName]: ` ${CUSTOM}. ` })).prompt;
    expect(withText).toContain(`${line}${CUSTOM}.`);
    expect(withText).not.toContain("Other (Custom)");
    expectCleanPrompt(withText);
    const withoutText = composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "other", [field.customName]: "  " })).prompt;
    expect(withoutText).toBe(composeTextPrompt(textRequest({ ...NOTHING, [field.name]: "" })).prompt);
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
    topic: " our virtual staging service ",
    additionalCustomization: "  Announce our virtual staging service.  \n\n\n  Mention the 48-hour turnaround. ",
  });

  it("states the task first, casts the expert and briefs every setting", () => {
    const prompt = composeTextPrompt(full).prompt;
    expect(prompt.startsWith("Write a LinkedIn post for executives in Spanish about our virtual staging service.\n\n# Role\n")).toBe(true);
    expect(prompt).toContain("You are an expert LinkedIn ghostwriter specializing in real estate");
    expect(prompt).toContain("- Length: Medium (100-300 words). Stay between 100 and 300 words.");
    expect(prompt).toContain("Write the entire text in Spanish");
    expect(prompt).toContain("- Call to action: Sign Up.");
    expect(prompt).toContain("fair-housing");
    expect(prompt).toContain("- SEO: Optimize for search.");
    expect(prompt).toContain("# Additional instructions\nAnnounce our virtual staging service.\n\nMention the 48-hour turnaround.");
    expect(prompt).not.toContain("{{topic}}");
    expectCleanPrompt(prompt);
  });

  it("is identical for identical input", () => {
    expect(composeTextPrompt(structuredClone(full)).prompt).toBe(composeTextPrompt(full).prompt);
  });

  it("writes a usable brief with every field unset", () => {
    const prompt = composeTextPrompt(textRequest({ ...NOTHING, creativityLevel: 0.5 })).prompt;
    expect(prompt.startsWith("Write a piece of written content about {{topic}}.\n\n# Role\nYou are an expert writer,")).toBe(true);
    expect(prompt).toContain("# Output Format\nReturn only the finished text");
    expect(prompt.endsWith("# Variables\nReplace each placeholder below with its value before sending this prompt.\n- {{topic}}: what the piece is about")).toBe(true);
    expect(prompt).not.toMatch(/SEO|Personalization|Additional instructions|# Context|merge field/);
    expectCleanPrompt(prompt);
  });

  it.each([
    [0, "Very Conservative", "0.0"],
    [0.1 + 0.2, "More Predictable", "0.3"],
    [0.5, "Balanced Creativity", "0.5"],
    [0.1 * 7, "More Creative", "0.7"],
    [1, "Highly Creative & Random", "1.0"],
  ])("explains creativity %s as %s", (level, label, shown) => {
    const prompt = composeTextPrompt(textRequest({ creativityLevel: level })).prompt;
    expect(prompt).toMatch(new RegExp(`- Creativity: ${label} \\(${shown} on a scale from 0 to 1\\)\\. \\w`));
  });

  it.each([
    ["name", "address the reader by name as {{name}}", "- {{name}}: the reader's name"],
    ["company", "refer to their company as {{company}}", "- {{company}}: the reader's company"],
    ["location", "mention their location, {{location}}, where", "- {{location}}: the reader's city or region"],
  ])("asks for personalization by %s with a placeholder, listed with its meaning", (key, ask, listed) => {
    const prompt = composeTextPrompt(textRequest({ personalization: key, topic: "spring sale" })).prompt;
    expect(prompt.toLowerCase()).toContain(`- personalization: ${ask}`);
    expect(prompt).toContain(`# Variables\nReplace each placeholder below with its value before sending this prompt. A personalization placeholder left as it is stays in the text as a merge field.\n${listed}`);
    expectCleanPrompt(prompt);
  });

  it("asks for industry trends without a placeholder", () => {
    const prompt = composeTextPrompt(textRequest({ personalization: "industryTrends", topic: "spring sale" })).prompt;
    expect(prompt).toContain("- Personalization: Connect the message to one or two current trends in their industry.");
    expect(prompt).not.toMatch(/\{\{|# Variables/);
  });

  it("lists the topic's placeholder first, then personalization's, then the user's own, each once", () => {
    const prompt = composeTextPrompt(
      textRequest({
        personalization: "company, name",
        additionalCustomization: "Quote {{client_quote}} and greet {{name}}; keep {{ spaced }} and {{dash-ed}} as typed.",
      }),
    ).prompt;
    expect(prompt.slice(prompt.indexOf("\n- {{"))).toBe(
      [
        "",
        "- {{topic}}: what the piece is about",
        "- {{name}}: the reader's name",
        "- {{company}}: the reader's company",
        "- {{client_quote}}: used in your additional instructions",
      ].join("\n"),
    );
    expect(composeTextPrompt(textRequest({ topic: "launch of {{product_2}}" })).prompt).toContain(
      "about launch of {{product_2}}.\n\n# Role",
    );
    expect(composeTextPrompt(textRequest({ topic: "launch of {{product_2}}" })).prompt).toMatch(/- \{\{product_2\}\}: used in the topic$/);
  });

  it("ties trends to the chosen or custom industry and leaves personalization out when none is asked", () => {
    expect(composeTextPrompt(textRequest({ personalization: "industryTrends", industry: "legal" })).prompt).toContain("trends in legal services");
    expect(
      composeTextPrompt(textRequest({ personalization: "industryTrends", industry: "other", customIndustry: "Space mining" })).prompt,
    ).toContain("trends in Space mining");
    expect(composeTextPrompt(textRequest({ personalization: "None" })).prompt).not.toContain("Personalization");
  });

  it("adds SEO guidance only when asked", () => {
    expect(composeTextPrompt(textRequest({ seoOptimize: true })).prompt).toContain("- SEO: ");
    expect(composeTextPrompt(textRequest({ seoOptimize: false })).prompt).not.toContain("SEO");
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
    ).prompt;
    expect(prompt).toContain("You are an expert writer specializing in space mining");
    expect(prompt.startsWith("Write a press release for asteroid prospectors in Portuguese (Brazil) about {{topic}}.")).toBe(true);
    expectCleanPrompt(prompt);
  });
});
