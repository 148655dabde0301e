import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";
import { CONTENT_TYPE_OPTIONS, TONE_OPTIONS } from "./text-options";

// Classes of input the composer must read right, each checked over its whole class: a custom type gets only
// guidance that fits it, SEO follows the medium, the user's variables are never doubled, pasted data is
// delimited and named, and a persona never displaces the task.

const compose = (fields: Record<string, unknown>) => {
  const out = composeTextPrompt(textRequest(fields));
  expectCleanPrompt(out.prompt);
  return out;
};
const constraints = (prompt: string) => prompt.split("# Constraints\n")[1]?.split("\n\n")[0] ?? "";

describe("a custom content type of no known kind gets only guidance that fits any text", () => {
  const UNKNOWN = ["wedding vows", "museum wall label", "sermon", "obituary", "school permission slip"];
  it.each(UNKNOWN)("%s", (customContentType) => {
    const { prompt } = compose({ contentType: "other", customContentType, topic: "our spring programme" });
    const lines = constraints(prompt);
    // No structure borrowed from another kind of text, and no sales or web gaps.
    expect(lines).toMatch(new RegExp(`^- Content type: ${customContentType.replace(/^./, (c) => c.toUpperCase())}\\.$`, "m"));
    expect(prompt).not.toMatch(/\[(customer quote|price|statistic|offer deadline)\]|headed sections|subheadings/);
  });

  it("writes meeting minutes as minutes: decisions and actions, no customer quotes", () => {
    for (const customContentType of ["board meeting minutes", "Meeting minutes", "minutes of the AGM"]) {
      const { prompt } = compose({ contentType: "other", customContentType, topic: "the March board meeting" });
      expect(prompt).toMatch(/meeting minutes/);
      expect(prompt).toContain("each action with its owner and deadline");
      expect(prompt).not.toMatch(/customer quote|\[price\]|\[statistic\]/);
    }
  });

  it("gives a known custom type its own gaps before the audience's technical ones, and a speech a speech's structure", () => {
    const job = compose({ contentType: "other", customContentType: "job posting", topic: "senior backend engineer, remote", audienceType: "developers" });
    expect(job.prompt).toContain("[salary range]");
    expect(job.prompt).not.toMatch(/\[(benchmark figure|latency figure|customer quote)\]/);
    for (const customContentType of ["eulogy", "wedding toast", "keynote speech"]) {
      const { prompt } = compose({ contentType: "other", customContentType, topic: "my grandfather" });
      expect(prompt).toContain("Write for the ear");
      expect(prompt).not.toMatch(/mark speakers|first seconds/);
    }
  });

  it("leaves an article's gaps open as a statistic or its source, never a price or a customer's words", () => {
    const general = compose({ contentType: "blog-post", topic: "what to expect at your first yoga class" }).prompt;
    expect(general).toContain("leave a gap such as [statistic]");
    const own = compose({ contentType: "blog-post", topic: "why we moved to a four-day week" }).prompt;
    expect(own).toContain("[statistic], [source] or [date]");
    for (const prompt of [general, own]) expect(prompt).not.toMatch(/\[(price|customer quote)\]/);
  });

  it("counts a listing as things: 'writer of property listings'", () => {
    expect(compose({ contentType: "other", customContentType: "briefing" }).prompt).toContain("You are an experienced professional who writes briefings.");
  });

  it.each([
    ["Incident postmortem", "the Nov 24 checkout outage", "You are a senior site reliability engineer who writes blameless postmortems"],
    ["NSF SBIR Phase I project summary", "a PFAS sensor", "You are an experienced grant writer"],
    ["grant application", "our spring programme", "You are an experienced grant writer"],
    ["Zendesk support macro", "refund not received", "You are a customer support lead"],
    ["Internal deal update", "the Halvorsen renewal", "You are an account executive"],
    ["Python function", "dedupe customer records", "You are a senior Python engineer"],
    ["TypeScript React component", "a date picker", "You are a senior TypeScript engineer"],
  ])("casts who writes a %s at work, never 'an expert writer of'", (customContentType, topic, role) => {
    const { prompt } = compose({ contentType: "other", customContentType, topic, industry: "tech-startups" });
    expect(prompt).toContain(role);
    expect(prompt).not.toMatch(/expert writer of|communications specialist/);
  });

  it("casts an unknown custom type's writer as a professional of the brief's field", () => {
    const { prompt } = compose({ contentType: "other", customContentType: "museum wall label", topic: "a Roman coin", industry: "other", customIndustry: "Archaeology" });
    expect(prompt).toContain("You are an experienced archaeology professional who writes museum wall labels.");
  });

  it("keeps a product's or a language's capital in the task line", () => {
    expect(compose({ contentType: "other", customContentType: "Zendesk support macro", topic: "refund not received" }).prompt).toMatch(/^Write a Zendesk support macro/);
    expect(compose({ contentType: "other", customContentType: "Python function", topic: "dedupe records" }).prompt).toMatch(/^Write a Python function/);
  });
});

describe("SEO follows the medium: a page published on the web gets it when asked", () => {
  const WEB = [
    ["property listing", "a 3-bed Victorian terrace in Bristol"],
    ["Airbnb listing", "a cabin by the lake"],
    ["Etsy listing", "hand-thrown mugs"],
    ["product page", "our trail shoes"],
    ["course description", "evening pottery classes, for our website"],
    ["service description", "boiler repair, published on our site"],
  ] as const;
  it.each(WEB)("%s", (customContentType, topic) => {
    const { prompt, notes } = compose({ contentType: "other", customContentType, topic, seoOptimize: true });
    expect(prompt).toMatch(/- SEO: Choose one primary keyword/);
    expect(notes.join("\n")).not.toMatch(/SEO was left out/);
  });

  it("leaves it out of a medium search engines do not index, whatever the topic mentions", () => {
    for (const contentType of ["email", "social-media-post", "ad-copy", "video-script", "customer-support"]) {
      const { prompt } = compose({ contentType, topic: "the launch of our new website", seoOptimize: true });
      expect(prompt).not.toMatch(/- SEO:/);
    }
    expect(compose({ contentType: "other", customContentType: "wedding vows", topic: "our vows", seoOptimize: true }).prompt).not.toMatch(/- SEO:/);
  });
});

describe("the composer never adds a second variable for what a user variable holds", () => {
  const HOLDERS = [
    ["name", ["first_name", "customer_name", "full_name", "lead_name", "recipient_name", "FirstName"]],
    ["company", ["company_name", "organization", "client_company", "business_name"]],
    ["location", ["city", "customer_city", "region"]],
  ] as const;
  for (const [field, names] of HOLDERS) {
    it.each(names)(`${field}: {{%s}}`, (written) => {
      for (const contentType of ["email", "cold-outreach", "customer-support"]) {
        const { prompt, notes } = compose({ contentType, topic: `a welcome note for {{${written}}}`, personalization: field });
        const kept = `{{${written.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()}}}`;
        const vars = new Set(Array.from(prompt.matchAll(/\{\{(\w+)\}\}/g), (m) => m[0]));
        expect([...vars], `${contentType}\n${prompt}`).toEqual([kept]);
        expect(prompt).toContain(`- Personalization: ${{ name: "Address the reader by name as", company: "Refer to their company as", location: "Mention their location," }[field]} ${kept}`);
        expect(notes.join("\n")).toContain(`uses your ${kept} rather than adding a second variable`);
      }
    });
  }

  it.each(["blog-post", "linkedin-post", "social-media-post"])("adds no merge field to %s, which reaches every reader at once, and says why", (contentType) => {
    const { prompt, notes } = compose({ contentType, topic: "spring hours at our bakery", personalization: "name, company, location" });
    expect(prompt).not.toMatch(/\{\{(name|company|location)\}\}|Personalization/);
    expect(notes.join("\n")).toMatch(/personalization by \{\{name\}\}, \{\{company\}\} and \{\{location\}\} was left out: .* is not sent to each reader separately/);
  });

  it("adds no merge field to an internal email for one named person", () => {
    const { prompt, notes } = compose({ contentType: "email", topic: "summary of today's call for our VP of Sales", personalization: "name, company" });
    expect(prompt).not.toMatch(/\{\{|Personalization/);
    expect(notes.join("\n")).toContain("your brief names the one person it is for");
  });

  it("keeps a platform's own placeholders verbatim, uses them for the name and says the platform fills them", () => {
    const { prompt, notes } = compose({
      contentType: "other",
      customContentType: "Zendesk support macro",
      topic: "refund not received",
      personalization: "name",
      additionalCustomization: "Greet {{ticket.requester.first_name}} and quote {{ticket.id}}.",
    });
    expect(prompt).toContain("- Personalization: Address the reader by name as {{ticket.requester.first_name}}.");
    expect(prompt).not.toContain("{{name}}");
    expect(prompt).toContain("Zendesk fills them in when the text is used.");
    expect(notes.join("\n")).toContain("{{ticket.id}}: used in your brief. Kept as written in the text, for Zendesk to fill");
    expect(notes.join("\n")).not.toContain("Fill it in before you use the prompt");
  });

  it("in a system prompt, uses the user's variable for the person the assistant talks with", () => {
    const { prompt } = compose({ contentType: "other", customContentType: "System prompt", topic: "a returns assistant for {{store_name}}", personalization: "name", additionalCustomization: "Greet the customer as {{customer_name}}." });
    expect(prompt).toContain("- Personalization: Address the user by name as {{customer_name}}.");
    expect(prompt).not.toContain("{{name}}");
  });

  it("keeps a variable for another thing beside the reader's name", () => {
    const { prompt } = compose({ contentType: "email", topic: "the launch of {{product_name}}", personalization: "name" });
    expect(prompt).toContain("{{product_name}}");
    expect(prompt).toContain("Address the reader by name as {{name}}");
  });
});

describe("pasted data after a label is delimited and named", () => {
  const PASTES = [
    ["numbers: Q1 120k, Q2 135k, Q3 150k, Q4 171k", "numbers", "Q1 120k, Q2 135k, Q3 150k, Q4 171k"],
    ["Data:\nregion,revenue,growth\nnorth,1.2m,4%\nsouth,0.9m,7%", "data", "north,1.2m,4%"],
    ["Sales figures: March 4,200; April 5,100; May 6,050", "sales_figures", "April 5,100"],
    ["results:\n| test | before | after |\n| load | 2.1s | 0.8s |", "results", "| load | 2.1s | 0.8s |"],
    ["notes:\n- budget approved 120k\n- hire two engineers in Q3", "notes", "- hire two engineers in Q3"],
    ["region\trevenue\nnorth\t1.2m\nsouth\t0.9m", "data", "north\t1.2m"],
  ] as const;
  it.each(PASTES)("%j", (pasted, tag, row) => {
    for (const contentType of ["email", "blog-post", "linkedin-post"]) {
      const { prompt } = compose({ contentType, topic: "quarterly results for the team", additionalCustomization: pasted });
      expect(prompt).toContain(`<${tag}>\n`);
      expect(prompt.split(`<${tag}>\n`)[1]?.split(`\n</${tag}>`)[0]).toContain(row);
      expect(prompt).toContain(`in <${tag}> as your source`);
      // The data is in its tag only, and the label is never left as a fragment ("data (given in …)").
      expect(prompt.split(row).length - 1).toBe(1);
      expect(prompt).not.toMatch(/^\w+ \(given in </m);
    }
  });

  it("reads rows with no label as data, a sentence after them as the user's", () => {
    const { prompt } = compose({ contentType: "email", topic: "weekly stock levels", additionalCustomization: "item,qty,reorder\nflour,12,yes\nsugar,40,no\nHighlight what to reorder." });
    expect(prompt).toContain("<data>\nitem,qty,reorder\nflour,12,yes\nsugar,40,no\n</data>");
    expect(prompt).toContain("# Additional instructions\nHighlight what to reorder.");
  });

  it("keeps a sentence after the data as the user's instruction", () => {
    const { prompt } = compose({ contentType: "email", topic: "results", additionalCustomization: "data:\nregion,revenue\nnorth,1.2m\nsouth,0.9m\nKeep it upbeat." });
    expect(prompt).toContain("# Additional instructions\nKeep it upbeat.");
    expect(prompt).toContain("<data>\nregion,revenue\nnorth,1.2m\nsouth,0.9m\n</data>");
  });

  it("leaves a short instruction with a colon as an instruction", () => {
    const { prompt } = compose({ contentType: "email", topic: "results", additionalCustomization: "Tone: keep it upbeat and brief" });
    expect(prompt).toContain("# Additional instructions\nTone: keep it upbeat and brief");
  });
});

describe("a persona never displaces the task", () => {
  const PERSONAS = [
    "You are Sam, a friendly barista bot for Bean There cafe. Answer menu questions and take orders.",
    "Act as a patient IT helpdesk assistant for a small law firm",
    "You're a Socratic maths tutor for teenagers who never gives the answer outright.",
  ];
  it.each(PERSONAS)("with no content type, %j is the brief of a system prompt", (topic) => {
    for (const audienceType of ["", "b2c", "beginners"]) {
      const { prompt, notes } = compose({ topic, audienceType });
      const lines = prompt.split("\n");
      expect(lines[0]).toBe("Write a system prompt from the brief below.");
      expect(lines.slice(2, 4)).toEqual(["# Brief", expect.stringMatching(/^(You are|You're|Act as) /)]);
      expect(prompt).toContain("# Role\nYou are a prompt engineer");
      expect(prompt).not.toMatch(/# Context\n[^#]*(You are|Act as)|Say plainly what it means for them/);
      expect(notes).toContain("Your topic gives an assistant its persona or instructions, so it is written as a system prompt.");
    }
  });

  it("in any other piece, a persona in the topic or the instructions is who writes, and the task stays first", () => {
    for (const option of CONTENT_TYPE_OPTIONS) {
      const fromInstructions = compose({ contentType: option.value, topic: "onboarding tips for new hires", additionalCustomization: "You are a senior HR manager at a 200-person startup. Write from that perspective." });
      expect(fromInstructions.prompt.split("\n")[0]).toMatch(/^(Write|Onboarding)[^\n]*onboarding tips for new hires[^\n]*\.$/i);
      expect(fromInstructions.prompt).toContain("# Role\nYou are a senior HR manager at a 200-person startup.\n");
      expect(fromInstructions.prompt).not.toMatch(/# Additional instructions\nYou are/);
      const fromTopic = compose({ contentType: option.value, topic: "Act as a veteran sommelier. Explain how to pair wine with spicy food." });
      expect(fromTopic.prompt.split("\n")[0]).not.toMatch(/^(You are|Act as|#)/);
      expect(fromTopic.prompt).toContain("# Role\nYou are a veteran sommelier.\n");
    }
  });

  it.each([
    ["GPT instructions for a recipe assistant", "", /^Write GPT instructions for a recipe assistant\.$/],
    ["customer support bot for our SaaS that answers billing questions", "System prompt", /^Write a system prompt for a customer support bot for our SaaS that answers billing questions\.$/],
    ["Your role is to triage incoming IT tickets by urgency.", "System prompt", /^Write a system prompt from the brief below\.$/],
    ["an AI tutor that helps kids with fractions", "system prompt for a tutoring chatbot", /^Write a system prompt for a tutoring chatbot about an AI tutor that helps kids with fractions\.$/],
  ])("a system prompt's task reads as one: %s", (topic, customContentType, task) => {
    const { prompt } = compose({ topic, contentType: customContentType === "" ? "" : "other", customContentType });
    expect(prompt.split("\n")[0]).toMatch(task);
    expect(prompt).toContain("# Role\nYou are a prompt engineer");
  });

  it("reads 'you are invited' and 'you are writing for' as no persona", () => {
    for (const said of ["You are invited to our spring gala on 3 May.", "You are writing for busy parents."]) {
      const { prompt } = compose({ contentType: "email", topic: "our spring gala", additionalCustomization: said });
      expect(prompt).toContain("# Role\nYou are an email copywriter.");
      expect(prompt).toContain(`# Additional instructions\n${said}`);
    }
  });

  it("in a system prompt, the persona is the assistant's, and the tone is its tone", () => {
    for (const tone of TONE_OPTIONS.slice(0, 3)) {
      const { prompt } = compose({ contentType: "other", customContentType: "Chatbot persona", topic: "a meditation coach for beginners", toneOfVoice: tone.value });
      expect(prompt.split("\n")[0]).toMatch(/^Write a (chatbot )?persona /);
      expect(prompt).toContain("# Role\nYou are a prompt engineer");
    }
  });
});
