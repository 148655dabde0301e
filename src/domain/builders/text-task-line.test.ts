import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";
import { AUDIENCE_OPTIONS, CONTENT_TYPE_OPTIONS } from "./text-options";

// The task sentence is grammatical English for every content type and every shape a topic comes in: a noun phrase,
// a noun phrase with its article, an imperative (listed verb or not), a "to …" clause, a phrase that opens on its
// readers, one that names the piece, a brief and a persona. Checked over all of them, not one example.

const TYPES = [
  ...CONTENT_TYPE_OPTIONS.map((o) => ({ form: { contentType: o.value }, label: o.label })),
  ...[
    "board meeting minutes", "Privacy policy summary", "property listing", "welcome email", "press release", "wedding vows", "Terms of Service", "code review",
    // As users type them: a writing verb first, an article, a capital.
    "write a thank-you card", "Create a product FAQ", "A system prompt", "An onboarding email", "The quarterly report", "Write a Press Release",
  ].map(
    (t) => ({ form: { contentType: "other", customContentType: t }, label: t }),
  ),
  { form: {}, label: "" },
];

/** Topic shapes, each with a sample the task line must keep word for word (case aside). */
const SHAPES: readonly [string, string][] = [
  ["noun phrase", "quarterly sales results for the team"],
  ["noun phrase with article", "the launch of our budgeting app"],
  ["genre phrase", "a guide to choosing a first road bike"],
  ["listed imperative", "announce our new return window"],
  ["imperative with placeholder", "follow up with {{first_name}} after the demo"],
  ["unlisted imperative", "cancel my gym membership"],
  ["imperative naming the piece", "turn these notes into minutes"],
  ["to-clause", "to thank our volunteers for the spring fundraiser"],
  ["readers first", "customers about the new return window"],
  ["piece noun first", "summary of our privacy policy changes"],
  ["whole clause", "a customer was charged twice for order {{order_id}}"],
  ["variable readers first", "{{first_name}} at {{company}} about our bookkeeping software"],
];

/** Shapes of a broken task sentence. */
const BROKEN: readonly [string, RegExp][] = [
  ["a preposition before a verb", /\b(about|for|of|on)\s+(to\s+)?(announce|follow up|cancel|turn|thank|write|summari[sz]e|review this)\b/i],
  ["two prepositions in a row", /\b(about|for|of|to|on)\s+(about|for|of|on)\b/i],
  ["'Write' before a verb", /^Write\s+(to\s+)?(turn|announce|follow|cancel|thank|summari[sz]e|write)\b/i],
  ["a piece with no article", /^Write\s+(email|post|message|letter|reply|description|script|outline|story|summary|listing|page|release|issue)\b/i],
  ["the readers spliced after 'about'", /\babout\s+(customers|employees|students|users|members|\{\{\w+\}\}[^.]*)\s+about\b/i],
  ["a clause spliced after 'about'", /\babout\s+a customer was\b/i],
  ["two 'for's in a row", /\bfor [\w-]+( [\w-]+)? for\b/i],
  ["a sentence ending on a comma or a preposition", /(,|\b(to|about|for|of|in))\.$/],
  ["a writing verb after 'Write'", /^Write\s+(write|create|draft|compose|generate|produce|prepare|craft)\b/i],
  ["a capital article after 'Write'", /^Write\s+(A|An|The)\s/],
  ["an article twice", /\b(a|an|the)\s+(a|an|the)\b/i],
];

describe("the task line, over every content type and topic shape", () => {
  it("is one grammatical sentence that keeps the topic and says what to write", () => {
    for (const type of TYPES) {
      for (const [shape, topic] of SHAPES) {
        for (const audience of ["", AUDIENCE_OPTIONS[0]!.value]) {
          const { prompt } = composeTextPrompt(textRequest({ ...type.form, topic, audienceType: audience }));
          expectCleanPrompt(prompt);
          // The readers may follow the piece's own name ("a summary for B2B buyers of …").
          const task = prompt.split("\n")[0]!;
          const bare = task.replace(audience === "" ? "" : ` for ${AUDIENCE_OPTIONS[0]!.noun}`, "");
          const context = `${shape} / ${type.label || "(none)"} / ${audience}\n${task}`;
          expect(task, context).toMatch(/^[A-Z][^\n]*\.$/);
          for (const [what, pattern] of BROKEN) expect(pattern.test(task), `${what}: ${context}`).toBe(false);
          // The topic's own words stay in order, except a head noun given the piece's full name ("into … minutes").
          const words = topic.toLowerCase().replace(/^to /, "").split(" ");
          expect(bare.toLowerCase(), context).toContain(words.slice(0, 3).join(" "));
          expect(bare.toLowerCase(), context).toContain(words.at(-1)!);
          // Said once: the piece's head noun does not come back twice unless the topic says it twice.
          const head = (type.label.split(/\s+/).at(-1) ?? "").toLowerCase();
          if (head.length > 3) {
            const count = (text: string) => text.toLowerCase().split(new RegExp(`\\b${head}\\b`)).length - 1;
            expect(count(task), context).toBeLessThanOrEqual(Math.max(1, count(topic)));
          }
        }
      }
    }
  });

  it.each([
    ["turn these notes into minutes", "board meeting minutes", "Turn these notes into board meeting minutes."],
    ["summary of our privacy policy changes for app users", "Privacy policy summary", "Write a privacy policy summary of our privacy policy changes for app users."],
    ["customers about the new return window", "welcome email", "Write a welcome email to customers about the new return window."],
    ["to thank our volunteers for the spring fundraiser", "welcome email", "Write a welcome email to thank our volunteers for the spring fundraiser."],
    ["a customer was charged twice for order 1042", "refund email", "Write a refund email about this: a customer was charged twice for order 1042."],
    ["{{first_name}} at {{company}} about our bookkeeping service", "outreach email", "Write an outreach email to {{first_name}} at {{company}} about our bookkeeping service."],
  ])("%s, as %s", (topic, customContentType, task) => {
    expect(composeTextPrompt(textRequest({ topic, contentType: "other", customContentType })).prompt.split("\n")[0]).toBe(task);
  });

  it("names the language with the piece, never after its readers", () => {
    for (const type of TYPES) {
      for (const [shape, topic] of SHAPES) {
        const { prompt } = composeTextPrompt(textRequest({ ...type.form, topic, audienceType: "b2c", language: "japanese" }));
        const task = prompt.split("\n")[0]!;
        expect(task, `${shape} / ${type.label}\n${task}`).not.toMatch(/\bfor (consumers|everyday consumers)[^,.]* in Japanese\b/i);
      }
    }
    const { prompt } = composeTextPrompt(textRequest({ contentType: "social-media-post", topic: "our new hojicha latte", audienceType: "b2c", language: "japanese" }));
    expect(prompt.split("\n")[0]).toMatch(/^Write a social media post in Japanese for /);
  });

  it.each([
    ["Write show notes for our episode where Dr. Lena Ortiz explains why you can't fully repay sleep debt on weekends", "Podcast show notes", /^Write show notes /],
    ["A system prompt for our support chatbot that answers order questions; it must never promise refunds", "System prompt for an AI assistant", /^Write a system prompt /],
  ])("names a brief's own piece without its verb or capital: %s", (topic, customContentType, task) => {
    expect(composeTextPrompt(textRequest({ topic, contentType: "other", customContentType })).prompt.split("\n")[0]).toMatch(task);
  });

  it("names the medium of a speech act: a follow-up is written as a message, never a bare 'Follow up with …'", () => {
    const outreach = composeTextPrompt(textRequest({ topic: "follow up with {{first_name}} after the demo", contentType: "cold-outreach" }));
    expect(outreach.prompt.split("\n")[0]).toBe("Follow up with {{first_name}} after the demo, in a message.");
    const email = composeTextPrompt(textRequest({ topic: "follow up with {{first_name}}", contentType: "email" }));
    expect(email.prompt.split("\n")[0]).toBe("Follow up with {{first_name}}, in an email.");
  });

  it("puts a brief and a persona under their own heading, the task line first", () => {
    for (const type of TYPES) {
      for (const topic of ["You are Sam, a friendly barista bot for our cafe. Answer menu questions.", "Launch post for our app; I want it upbeat and short, and it must mention the beta."]) {
        const { prompt } = composeTextPrompt(textRequest({ ...type.form, topic }));
        const [task, , heading] = prompt.split("\n");
        const context = `${type.label}\n${prompt}`;
        // The task is first and is a task, never the persona or a heading.
        expect(task, context).toMatch(/^(?!You are|Act as|#)[A-Z][^\n]*\.$/);
        const persona = /^You are/.test(topic);
        // A persona with no content type, or in a system prompt, is the brief; in another piece it is who writes.
        if (!persona || type.label === "") expect(heading, context).toBe("# Brief");
        else expect(prompt, context).toMatch(/# Role\nYou are (Sam, a friendly barista bot|a prompt engineer)/);
      }
    }
  });
});
