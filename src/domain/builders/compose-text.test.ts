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
    // English is the default language: a prompt in English does not say so.
    if (value === "english") expect(prompt).not.toContain(line);
    else expect(prompt).toContain(`${line}${label}`);
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
    expect(prompt.startsWith("Write a LinkedIn post in Spanish for executives about our virtual staging service.\n\n# Role\n")).toBe(true);
    expect(prompt).toContain("# Role\nYou are a LinkedIn ghostwriter, with expertise in real estate.");
    expect(prompt).toContain("- Length: Medium (100-300 words). Cover the main points without padding.");
    expect(prompt).toContain("Write the entire text in Spanish");
    expect(prompt).toContain("- Call to action: Sign Up.");
    expect(prompt).toContain("fair-housing");
    expect(prompt).not.toContain("SEO");
    expect(prompt).toContain("# Additional instructions\nAnnounce our virtual staging service.\n\nMention the 48-hour turnaround.");
    expect(prompt).not.toContain("{{topic}}");
    expectCleanPrompt(prompt);
  });

  it("is identical for identical input", () => {
    expect(composeTextPrompt(structuredClone(full)).prompt).toBe(composeTextPrompt(full).prompt);
  });

  it("writes a usable brief with every field unset", () => {
    const { prompt, notes } = composeTextPrompt(textRequest({ ...NOTHING, creativityLevel: 0.5 }));
    expect(prompt.startsWith("Write a piece of written content about {{topic}}.\n\n# Role\nYou are an experienced writer.")).toBe(true);
    expect(prompt.endsWith("# Output Format\nReturn only the finished text, ready to use, with no preamble, explanations or notes about this brief.")).toBe(true);
    expect(prompt).not.toMatch(/SEO|Personalization|Additional instructions|# Context|merge field|Creativity|# Variables/);
    expect(notes).toEqual(["{{topic}}: what the piece is about. Fill it in before you use the prompt."]);
    expectCleanPrompt(prompt);
  });

  it.each([
    [0, "Very Conservative", "0.0"],
    [0.1 + 0.2, "More Predictable", "0.3"],
    [0.1 * 7, "More Creative", "0.7"],
    [1, "Highly Creative & Random", "1.0"],
  ])("explains creativity %s as %s", (level, label, shown) => {
    const prompt = composeTextPrompt(textRequest({ creativityLevel: level })).prompt;
    expect(prompt).toMatch(new RegExp(`- Creativity: ${label} \\(${shown} on a scale from 0 to 1\\)\\. \\w`));
  });

  it("leaves the untouched middle of the creativity slider unsaid", () => {
    expect(composeTextPrompt(textRequest({ creativityLevel: 0.5 })).prompt).not.toContain("Creativity");
  });

  it.each([
    ["name", "address the reader by name as {{name}}", "- {{name}}: the reader's name"],
    ["company", "refer to their company as {{company}}", "- {{company}}: the reader's company"],
    ["location", "mention their location, {{location}}, where", "- {{location}}: the reader's city or region"],
  ])("asks for personalization by %s with a placeholder, its meaning in a note", (key, ask, listed) => {
    const { prompt, notes } = composeTextPrompt(textRequest({ personalization: key, topic: "spring sale" }));
    expect(prompt.toLowerCase()).toContain(`- personalization: ${ask}`);
    expect(notes).toEqual([`${listed.slice(2)}. Kept as written in the text, to be filled in for each reader by you or your publishing tool.`]);
    expect(prompt).toContain(`- Placeholders: Keep {{${key}}} exactly as written, with its double braces: it is filled in for each reader later.`);
    expect(prompt).not.toMatch(/# Variables|Replace each placeholder|before sending/);
    expectCleanPrompt(prompt);
  });

  it("asks for industry trends without a placeholder, as gaps where only the facts given may be used", () => {
    const prompt = composeTextPrompt(textRequest({ personalization: "industryTrends", topic: "spring sale" })).prompt;
    expect(prompt).toContain("- Personalization: Connect the message to one or two current trends in their industry, leaving a [trend] gap for each trend this brief does not name.");
    expect(prompt).not.toMatch(/\{\{|# Variables/);
  });

  it("notes the topic's placeholder first, then personalization's, then the user's own, each once", () => {
    const { prompt, notes } = composeTextPrompt(
      textRequest({
        personalization: "company, name",
        additionalCustomization: "Quote {{client_quote}} and greet {{name}}; keep {{ Spaced Out }} as a placeholder.",
      }),
    );
    expect(prompt).toContain("# Additional instructions\nQuote {{client_quote}} and greet {{name}}; keep {{spaced_out}} as a placeholder.");
    expect(notes).toEqual([
      "{{ Spaced Out }} is written as {{spaced_out}}, the form that is filled in.",
      "{{topic}}: what the piece is about. Fill it in before you use the prompt.",
      "{{name}}: the reader's name. Kept as written in the text, to be filled in for each reader by you or your publishing tool.",
      "{{company}}: the reader's company. Kept as written in the text, to be filled in for each reader by you or your publishing tool.",
      "{{client_quote}}: used in your additional instructions. Fill it in before you use the prompt.",
      "{{spaced_out}}: used in your additional instructions. Fill it in before you use the prompt.",
    ]);
    const launch = composeTextPrompt(textRequest({ topic: "launch of {{product_2}}" }));
    expect(launch.prompt).toContain("about launch of {{product_2}}.\n\n# Role");
    expect(launch.notes).toEqual(["{{product_2}}: used in your topic. Fill it in before you use the prompt."]);
  });

  it("writes clear placeholders in other styles as {{snake_case}}, and leaves brackets that are prose or code alone", () => {
    const { prompt, notes } = composeTextPrompt(
      textRequest({ topic: "a refund reply to [Customer Name] about order {order_id} for <PRODUCT>" }),
    );
    expect(prompt.split("\n")[0]).toBe("Write a piece of written content about a refund reply to {{customer_name}} about order {{order_id}} for {{product}}.");
    expect(notes.slice(0, 3)).toEqual([
      "[Customer Name] is written as {{customer_name}}, the form that is filled in.",
      "{order_id} is written as {{order_id}}, the form that is filled in.",
      "<PRODUCT> is written as {{product}}, the form that is filled in.",
    ]);
    const prose = composeTextPrompt(
      textRequest({ topic: "side notes {like this} and [see the appendix for details] in a <b> tag, with `{id}` and [x]" }),
    ).prompt;
    expect(prose).toContain("# Brief\nSide notes {like this} and [see the appendix for details] in a <b> tag, with `{id}` and [x].");
  });

  it("puts a topic that is a brief under its own heading, word for word, and points the task line to it", () => {
    const letter = composeTextPrompt(
      textRequest({
        topic: "Cover letter for a junior data analyst role; I have a statistics degree and an internship",
        contentType: "resume-cover",
      }),
    ).prompt;
    expect(letter.split("\n\n").slice(0, 2)).toEqual([
      "Write a cover letter from the brief below.",
      "# Brief\nCover letter for a junior data analyst role; I have a statistics degree and an internship.",
    ]);
    const update = composeTextPrompt(
      textRequest({ topic: "Monthly garden update: planting day on April 12, new compost bins", contentType: "newsletter", audienceType: "parents" }),
    ).prompt;
    expect(update.split("\n")[0]).toBe("Write a newsletter issue for parents from the brief below.");
    // A phrase a sentence carries stays in the task line, with its article: "a 60-second explainer".
    const short = composeTextPrompt(textRequest({ topic: "60-second explainer of our savings app", contentType: "video-script" })).prompt;
    expect(short.split("\n")[0]).toBe("Write a 60-second explainer of our savings app.");
    expect(short).not.toContain("# Brief");
  });

  it("delimits long pasted material with a tag named for it and refers to it by that name", () => {
    const transcript = "Use this transcript:\nHost: Welcome back to the show, everyone.\nGuest: Thanks, great to be here [laughs].\nHost: Let's talk pricing.";
    const prompt = composeTextPrompt(textRequest({ contentType: "blog-post", topic: "our latest episode", additionalCustomization: transcript })).prompt;
    expect(prompt).toContain("# Additional instructions\nUse this transcript (given in <transcript> below).\nDraw on the transcript in <transcript> as your source");
    expect(prompt).toContain("<transcript>\nHost: Welcome back to the show, everyone.\nGuest: Thanks, great to be here [laughs].\nHost: Let's talk pricing.\n</transcript>\n\n# Output Format");
    const diff = "diff --git a/pay.ts b/pay.ts\n@@ -1,2 +1,2 @@\n-const retries = 1;\n+const retries = {max: 3};";
    const review = composeTextPrompt(textRequest({ contentType: "other", customContentType: "code review", topic: "the retry change", additionalCustomization: diff })).prompt;
    expect(review).toContain("Review the diff in <diff>; comment only on what it shows.");
    expect(review).toContain(`<diff>\n${diff}\n</diff>`);
    const rules = `${"Keep every answer under three short paragraphs and cite the policy. ".repeat(4)}`.trim();
    // One long line of instructions stays instructions, one a line: nothing in it is material.
    const ruled = composeTextPrompt(textRequest({ additionalCustomization: rules })).prompt;
    expect(ruled).toContain(`# Additional instructions\n${"- Keep every answer under three short paragraphs and cite the policy.\n".repeat(4).trim()}`);
    expect(ruled).not.toMatch(/source_material|as material/);
  });

  it("takes the task from a topic that names the piece, names a customer's message, and reads an image prompt's tone as its mood", () => {
    const letter = composeTextPrompt(textRequest({ contentType: "resume-cover", topic: "a cover letter for a data analyst role at [Company Name]" })).prompt;
    expect(letter.split("\n")[0]).toBe("Write a cover letter for a data analyst role at {{company_name}}.");
    const reply = composeTextPrompt(
      textRequest({ contentType: "customer-support", topic: "a late order", additionalCustomization: "Customer wrote:\nMy order is a week late. I want a refund.\nDana" }),
    ).prompt;
    expect(reply).toContain("Customer wrote (given in <customer_message> below).\nDraw on the customer's message in <customer_message>");
    const images = composeTextPrompt(textRequest({ contentType: "other", customContentType: "Midjourney prompts", toneOfVoice: "inspirational", topic: "autumn cafés" }));
    expect(images.prompt).toContain("- Mood: Inspirational.");
    expect(images.prompt).not.toContain("reader's ambitions");
    expect(images.notes).toContain('The "Inspirational" tone is read as the mood of the images: an image prompt has no reader to address.');
  });

  it("says a system prompt's variables are filled at run time, in the prompt and in the notes", () => {
    const { prompt, notes } = composeTextPrompt(
      textRequest({ contentType: "other", customContentType: "system prompt for a support bot", additionalCustomization: "Answer only from {{kb_articles}}." }),
    );
    expect(prompt).toContain("You are a prompt engineer who writes system prompts for production assistants.");
    expect(prompt).toContain("- Run-time variables: Keep {{kb_articles}} exactly as written where the assistant needs it: the application fills it at run time.");
    expect(notes).toContain("{{kb_articles}}: used in your additional instructions. Filled at run time by your application, not before.");
    expect(prompt).not.toMatch(/before sending|Replace each placeholder/);
  });

  it("ties trends to the chosen or custom industry and leaves personalization out when none is asked", () => {
    expect(composeTextPrompt(textRequest({ personalization: "industryTrends", industry: "legal" })).prompt).toContain("trends in legal services");
    expect(
      composeTextPrompt(textRequest({ personalization: "industryTrends", industry: "other", customIndustry: "Space mining" })).prompt,
    ).toContain("trends in Space mining");
    expect(composeTextPrompt(textRequest({ personalization: "None" })).prompt).not.toContain("Personalization");
  });

  it("adds SEO guidance only when asked", () => {
    expect(composeTextPrompt(textRequest({ contentType: "blog-post", seoOptimize: true })).prompt).toContain("- SEO: ");
    expect(composeTextPrompt(textRequest({ seoOptimize: true })).notes[0]).toMatch(/^SEO was left out: choose a content type/);
    expect(composeTextPrompt(textRequest({ contentType: "blog-post", seoOptimize: false })).prompt).not.toContain("SEO");
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
    expect(prompt).toContain("You are a communications specialist who writes press releases, with expertise in space mining.");
    expect(prompt.startsWith("Write a press release in Portuguese (Brazil) for asteroid prospectors about {{topic}}.")).toBe(true);
    expectCleanPrompt(prompt);
  });
});
