import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, seededRandom, textRequest } from "./test-support";
import { AUDIENCE_OPTIONS, CONTENT_TYPE_OPTIONS } from "./text-options";
import { isBrief, readersWithArticle } from "./text-topic";

// The topic as people type it: a task, the piece itself, or a subject, with or without the audience in it. The task
// line is built from what the topic is, never spliced after "Write a {type} about".

const TASKS = [
  "announce our new budgeting app",
  "explain how compound interest works",
  "follow up with {{lead_name}} after the demo of our CRM",
  "review this pull request for the payment retry logic",
  "invite customers to our spring webinar",
  "thank our volunteers for the charity run",
  "launch our redesigned dashboard",
  "reach out to {{company}} about a partnership",
  "convince busy parents to try meal prep",
  "write a short welcome message for new members",
  "draft a reply to a customer asking for a refund",
  "compare the three pricing plans",
];
const SUBJECTS = [
  "the launch of our budgeting app",
  "why our team switched from REST to GraphQL",
  "waterproof hiking boots",
  "launch of the new office",
  "review of our first year",
  "update on the roadmap",
  "tips for saving money",
  "our 10 best recipes",
];

const random = seededRandom(38);
const FORMS = Array.from({ length: 300 }, () => {
  const content = random.pick(CONTENT_TYPE_OPTIONS);
  const audience = random.next() < 0.5 ? random.pick(AUDIENCE_OPTIONS) : undefined;
  const kind = random.next();
  // A third name the piece ("a blog post about …"), a third are tasks, a third subjects; some name their readers.
  const base =
    kind < 0.33 ? `${content.noun} about ${random.pick(SUBJECTS)}` : kind < 0.66 ? random.pick(TASKS) : random.pick(SUBJECTS);
  const topic = audience && random.next() < 0.4 ? `${base} for ${audience.noun}` : base;
  return { topic, contentType: content.value, audienceType: audience?.value ?? "", label: content.label, noun: content.noun, readers: audience?.noun };
});

describe("the task line over 300 topic phrasings", () => {
  it("keeps the topic whole, names the piece and the readers once, and never splices a task after a preposition", () => {
    for (const form of FORMS) {
      const { prompt } = composeTextPrompt(textRequest({ topic: form.topic, contentType: form.contentType, audienceType: form.audienceType }));
      const task = prompt.split("\n")[0]!;
      const context = `${JSON.stringify(form)}\n${task}`;
      expectCleanPrompt(prompt);
      expect(task, context).toMatch(/^[A-Z][^\n]*\.$/);
      // The topic's words are all there, in order (its first letter may be capitalised; the readers may follow the piece's name).
      const readersAdded = form.readers && !form.topic.includes(form.readers) ? ` for ${form.readers.toLowerCase()}` : "";
      expect(task.toLowerCase().replace(readersAdded, ""), context).toContain(form.topic.toLowerCase());
      // "about follow up with", "of review this": a task phrased as a topic is never spliced after a preposition.
      expect(task, context).not.toMatch(/\b(about|of|for) (announce|explain|follow up|review this|invite|thank|launch our|reach out|convince|write|draft|compare)\b/i);
      // A task phrased as a task opens the line.
      if (TASKS.some((t) => form.topic.startsWith(t))) expect(task.toLowerCase(), context).toMatch(new RegExp(`^${form.topic.toLowerCase().split(" ")[0]}`));
      // The piece and the readers at most once.
      const said = (phrase: string) => task.toLowerCase().split(phrase.toLowerCase()).length - 1;
      expect(said(form.noun.replace(/^(an?|the) /, "")), context).toBeLessThanOrEqual(1);
      const inTopic = (phrase: string) => form.topic.toLowerCase().split(phrase.toLowerCase()).length - 1;
      if (form.readers) expect(said(form.readers), context).toBeLessThanOrEqual(Math.max(1, inTopic(form.readers)));
    }
  });

  it("writes a topic that names the piece as the piece, with its article", () => {
    const legal = composeTextPrompt(textRequest({ topic: "privacy policy for a fitness tracking app", contentType: "other", customContentType: "Privacy Policy" }));
    expect(legal.prompt.split("\n")[0]).toBe("Write a privacy policy for a fitness tracking app.");
    const script = composeTextPrompt(textRequest({ topic: "a 60-second explainer of our solar roof tiles", contentType: "video-script" }));
    expect(script.prompt.split("\n")[0]).toBe("Write a 60-second explainer of our solar roof tiles.");
    const review = composeTextPrompt(textRequest({ topic: "review this pull request for the payment retry logic", contentType: "other", customContentType: "Code review" }));
    expect(review.prompt.split("\n")[0]).toBe("Review this pull request for the payment retry logic.");
    const post = composeTextPrompt(textRequest({ topic: "announce our app", contentType: "social-media-post", audienceType: "students", language: "german" }));
    expect(post.prompt.split("\n")[0]).toBe("Announce our app, in a social media post for students, written in German.");
    const subject = composeTextPrompt(textRequest({ topic: "the launch of our budgeting app for students", contentType: "social-media-post", audienceType: "students" }));
    expect(subject.prompt.split("\n")[0]).toBe("Write a social media post about the launch of our budgeting app for students.");
    // A topic that opens on the piece's own noun ("reply to …" for a support reply) continues the piece's name.
    const reply = composeTextPrompt(textRequest({ topic: "reply to a customer whose refund is late", contentType: "customer-support" }));
    expect(reply.prompt.split("\n")[0]).toBe("Write a customer support reply to a customer whose refund is late.");
  });
});

describe("a topic that names its genre", () => {
  it.each([
    ["a guide to choosing a first road bike", "blog-post", "Write a blog post: a guide to choosing a first road bike."],
    ["a beginner's comparison of index funds and ETFs", "newsletter", "Write a newsletter issue: a beginner's comparison of index funds and ETFs."],
    ["the story of how our founder started in a garage", "linkedin-post", "Write a LinkedIn post: the story of how our founder started in a garage."],
  ])("follows the piece's name rather than 'about': %s", (topic, contentType, task) => {
    const prompt = composeTextPrompt(textRequest({ topic, contentType })).prompt;
    expect(prompt.split("\n")[0]).toBe(task);
    expect(prompt).not.toMatch(/about (a|the) /);
  });
});

describe("facts the topic states beat the form's defaults", () => {
  it("times a script by the duration the topic gives, once, and says which length it replaced", () => {
    const { prompt, notes } = composeTextPrompt(textRequest({ topic: "a 60-second explainer of our solar roof tiles", contentType: "video-script", outputLength: "medium" }));
    expect(prompt).toContain("- Length: About 60 seconds when read aloud at a natural pace, about 150 words of speech.");
    expect(prompt).not.toMatch(/40 seconds|2 minutes|100-300/);
    expect(notes).toContain('Your topic says "60-second": the prompt keeps to that instead of the length "Medium (100-300 words)".');
    const minutes = composeTextPrompt(textRequest({ topic: "a 3 minute podcast intro", contentType: "other", customContentType: "podcast script", language: "japanese" }));
    expect(minutes.prompt).toContain("- Length: About 3 minutes when read aloud at a natural pace, about 900 characters of speech.");
  });

  it("times a spoken piece the topic names even when the content type is not a script", () => {
    const { prompt } = composeTextPrompt(textRequest({ topic: "a 30-second radio ad for our bakery", contentType: "ad-copy", outputLength: "medium" }));
    expect(prompt).toContain("- Length: About 30 seconds when read aloud at a natural pace, about 75 words of speech.");
    expect(prompt).not.toContain("100-300");
    // A duration in a written piece's topic is no length ("a 60-second video" as a blog post's subject).
    expect(composeTextPrompt(textRequest({ topic: "why our 60-second videos work", contentType: "blog-post", outputLength: "medium" })).prompt).toContain("100-300");
  });

  it("reads an N-minute read as words at a silent reading pace", () => {
    const { prompt } = composeTextPrompt(textRequest({ topic: "a 5-minute read on zero-trust security", contentType: "blog-post", outputLength: "short" }));
    expect(prompt).toContain("- Length: About 1,200 words.");
  });

  it("keeps to a word count in the topic rather than the length setting", () => {
    const { prompt, notes } = composeTextPrompt(textRequest({ topic: "a 500-word guide to composting", contentType: "blog-post", outputLength: "short" }));
    expect(prompt).toContain("- Length: About 500 words.");
    expect(prompt).not.toContain("50 and 100");
    expect(notes.some((n) => n.includes('"Short (50-100 words)"'))).toBe(true);
  });

  it("writes a cold outreach message whose topic is a follow-up as a follow-up, and says so", () => {
    for (const topic of ["follow up with {{lead_name}} after the demo of our CRM", "a note after our call last week", "checking in after the webinar", "thank {{lead_name}} for the meeting"]) {
      const { prompt, notes } = composeTextPrompt(textRequest({ topic, contentType: "cold-outreach" }));
      expect(prompt, topic).toContain("- Content type: Follow-up message. Open by referring to your last contact");
      expect(prompt, topic).not.toMatch(/cold/i);
      expect(notes, topic).toContain('Your topic is a follow-up, so "Cold Outreach Message" is written as a follow-up message, not a first contact.');
    }
    expect(composeTextPrompt(textRequest({ topic: "a security audit offer for banks", contentType: "cold-outreach" })).prompt).toContain("Cold Outreach Message");
  });
});

describe("wording that fits the content", () => {
  it("casts an engineer who writes for a post for developers, and a technical writer for a technical style", () => {
    const forDevelopers = composeTextPrompt(textRequest({ topic: "why we moved to GraphQL", contentType: "blog-post", audienceType: "developers" })).prompt;
    expect(forDevelopers).toMatch(/You are a developer advocate/);
    expect(forDevelopers).toContain("[benchmark figure], [version number] or [latency figure]");
    expect(forDevelopers).not.toMatch(/content writer|\[customer quote\]/);
    const technical = composeTextPrompt(textRequest({ topic: "our cordless drill", contentType: "product-description", writingStyle: "technical" })).prompt;
    expect(technical).toContain("You are an experienced technical writer.");
    expect(technical).not.toMatch(/step-by-step/);
  });

  it("speaks of the viewer or the listener in a script, never the reader", () => {
    const video = composeTextPrompt(textRequest({ topic: "our tiles", contentType: "video-script", toneOfVoice: "inspirational", callToAction: "learn-more", writingStyle: "descriptive" })).prompt;
    expect(video).toMatch(/the viewer's ambitions/);
    expect(video).toMatch(/inviting the viewer to learn more/);
    expect(video).not.toMatch(/\breaders?\b/);
    const podcast = composeTextPrompt(textRequest({ topic: "our tiles", contentType: "other", customContentType: "podcast script", callToAction: "subscribe" })).prompt;
    expect(podcast).toMatch(/inviting the listener to subscribe/);
  });

  it("names what a download offers from the topic, and keeps the friendly tone right for any reader", () => {
    const app = composeTextPrompt(textRequest({ topic: "the launch of our budgeting app", contentType: "social-media-post", callToAction: "download", toneOfVoice: "friendly", audienceType: "students" })).prompt;
    expect(app).toContain("End by asking the reader to download the app and name its main benefit.");
    expect(app).not.toMatch(/the resource|colleague/);
    expect(composeTextPrompt(textRequest({ topic: "spring sale", callToAction: "download" })).prompt).toContain("to download it and name");
  });

  it("leaves no bracketed gaps in meta tags and labels their two lines", () => {
    const { prompt } = composeTextPrompt(textRequest({ topic: "大学生向けのプログラミング講座", contentType: "seo-meta", language: "japanese" }));
    expect(prompt).not.toMatch(/\[[a-z ]+\]/);
    expect(prompt).toContain('# Output Format\nGive two labelled lines: "Meta title:" and "Meta description:".');
  });
});

describe("pasted material", () => {
  it("goes whole into one tag, fences and all, after the line that names it, with no file and line to cite when it has none", () => {
    const code = "```python\ndef retry(fn, n=3):\n    for i in range(n):\n        try:\n            return fn()\n        except Exception:\n            pass\n```";
    const { prompt } = composeTextPrompt(
      textRequest({ topic: "review this pull request", contentType: "other", customContentType: "Code review", additionalCustomization: code }),
    );
    expect(prompt).toContain(`Review the code in <code>; comment only on what it shows.\n\n<code>\n${code}\n</code>`);
    expect(prompt.split("def retry").length).toBe(2);
    expect(prompt).not.toMatch(/file and line/);
    expect(prompt).toContain("quote the code it concerns");
    expect(prompt).toContain("# Output Format\nReturn only the review, with no preamble or notes about this brief.");
    const located = composeTextPrompt(
      textRequest({ contentType: "other", customContentType: "Code review", additionalCustomization: "retry.py:12\n```python\nreturn fn()\n```" }),
    ).prompt;
    expect(located).toContain("cite its file and line");
  });

  it("keeps a line that introduces the paste as an instruction, the paste itself whole", () => {
    const { prompt } = composeTextPrompt(textRequest({ topic: "the bug", additionalCustomization: "Explain what this does:\n```js\nconst total = items.reduce((a, b) => a + b, 0);\n```" }));
    expect(prompt).toContain("Explain what this does (given in <code> below).");
    expect(prompt).toContain("<code>\n```js\nconst total = items.reduce((a, b) => a + b, 0);\n```\n</code>");
  });
});

describe("placeholders kept for later", () => {
  it("tells the model that an email's placeholders are merge fields, in the prompt and the notes alike", () => {
    const { prompt, notes } = composeTextPrompt(
      textRequest({ topic: "follow up with {{lead_name}} after the demo", contentType: "cold-outreach", personalization: "company" }),
    );
    expect(prompt).toContain("- Placeholders: Keep {{lead_name}} and {{company}} exactly as written, with their double braces: an email tool fills them in for each recipient later.");
    expect(notes.filter((n) => n.endsWith("for your email or CRM tool to fill for each recipient as a merge field."))).toHaveLength(2);
    expect(prompt).not.toMatch(/\[(name|lead name|company)\]/i);
  });

  it("leaves a placeholder the user fills in before sending out of the prompt's rules", () => {
    const { prompt, notes } = composeTextPrompt(textRequest({ topic: "launch of {{product}}", contentType: "blog-post" }));
    expect(prompt).not.toContain("- Placeholders:");
    expect(notes).toContain("{{product}}: used in your topic. Fill it in before you use the prompt.");
  });
});

describe("topics that read as a brief, and readers inside the task line", () => {
  it.each([
    "Edelstahl-Trinkflasche 750 ml, doppelwandig, hält 24 h kalt und 12 h warm, BPA-frei, spülmaschinenfest",
    "Summary of today's call with Halvorsen Logistics for our VP of Sales",
    "Speech for my brother Tom's wedding to Aisha",
  ])("%s", (topic) => {
    expect(isBrief(topic)).toBe(true);
  });

  it("keeps a short subject a subject", () => {
    expect(isBrief("screen time limits for toddlers")).toBe(false);
    expect(isBrief("the 2024 budget, in brief")).toBe(false);
  });

  it("gives a body of readers its article and puts a qualifier in brackets", () => {
    expect(readersWithArticle("NSF SBIR review panel")).toBe("the NSF SBIR review panel");
    expect(readersWithArticle("our board")).toBe("our board");
    expect(readersWithArticle("Wedding guests, all ages")).toBe("Wedding guests (all ages)");
    expect(readersWithArticle("new hires")).toBe("new hires");
  });
});
