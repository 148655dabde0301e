/**
 * Text Improve over the classes of prompt a reviewer found misread: the task is the sentence that asks for the
 * work (never a format line), material ends where its shape ends, connectives say nothing of a sentence's kind,
 * a reference to tagged material reads cleanly, clear placeholders become {{variables}}, input given turn by turn
 * stays a rule of the conversation, and certain contradictions and shouting are repaired and said.
 */
import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import { describeChanges } from "./improve-changes";
import { sharpenWording } from "./improve-text-wording";

const improve = (prompt: string) => improvePrompt({ prompt, target: "text", focus: [] });
const taskOf = (out: string) => out.split("\n")[0];
const sectionOf = (out: string, title: string) => new RegExp(`# ${title}\\n([\\s\\S]*?)(\\n\\n|$)`).exec(out)?.[1];
const blockOf = (out: string, tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(out)?.[1];
const changes = (prompt: string) => describeChanges(prompt, improve(prompt), "text").map((c) => c.what);
/** Improving an improvement changes nothing more. */
const stable = (out: string) => expect(improve(out).prompt).toBe(out);

describe("improving a text prompt, by class", () => {
  it.each([
    ["Make a table at the end. Compare the three laptops below on price, weight and battery life.\nLaptop A: $999, 1.2kg\nLaptop B: $799, 1.6kg\nThen keep it under 200 words.", "Compare the three laptops in <laptops> on price, weight and battery life.", "Make a table at the end."],
    ["Use a numbered list. Explain how vaccines train the immune system.", "Explain how vaccines train the immune system.", "Use a numbered list."],
    ["Answer in a markdown table. Identify the three biggest risks in our launch plan. Our launch is in May.", "Identify the three biggest risks in our launch plan.", "Answer in a markdown table."],
  ])("takes the task by what is asked, not a format line, and moves the format line to Output Format: %s", (prompt, task, format) => {
    const out = improve(prompt).prompt;
    expect(taskOf(out)).toBe(task);
    expect(sectionOf(out, "Output Format")).toBe(format);
    stable(out);
  });

  it("ends pasted data where its shape ends: a prose line after CSV rows is an instruction, and a spelled-out ask stays with the task", () => {
    const prompt = "I need you to look at the sales data below and tell me which region did best. like why, and any odd numbers. the data:\nRegion,Q1,Q2\nNorth,120,135\nSouth,80,95\nalso write it for my boss who doesnt have much time";
    const out = improve(prompt).prompt;
    expect(taskOf(out)).toBe("Look at the sales data in <data> and tell me which region did best. Like why, and any odd numbers.");
    expect(blockOf(out, "data")).toBe("Region,Q1,Q2\nNorth,120,135\nSouth,80,95");
    expect(sectionOf(out, "Constraints")).toBe("- Write it for my boss who doesn't have much time.");
    // "the data:" said only where the data was; it is in <data> now.
    expect(out).not.toMatch(/^The data in <data>\.$/m);
    stable(out);
  });

  it("keeps 'Label: value' rows as material and a trailing request with the task", () => {
    const out = improve("Rank the candidates below for a backend role.\nAna: 5 years Go, led a team\nBo: 2 years Python\nCy: 8 years Java\nFinally, explain your top pick in two sentences.").prompt;
    expect(blockOf(out, "candidates")).toBe("Ana: 5 years Go, led a team\nBo: 2 years Python\nCy: 8 years Java");
    // A later request joins the task, in its order.
    expect(taskOf(out)).toBe("Rank the candidates in <candidates> for a backend role. Finally, explain your top pick in two sentences.");
    stable(out);
  });

  it("reads a sentence without its leading connective: 'Also list …' joins the task, 'Oh and ask …' is a rule", () => {
    const out = improve("Write a summary of the notes I will paste. Keep it to 5 bullets. Also list action items with owners. The notes are below.\n{meeting notes here}").prompt;
    expect(out).toBe("Write a summary of the notes in <notes>. Also list action items with owners.\n\n# Constraints\n- Keep it to 5 bullets.\n\n<notes>\n{{meeting_notes}}\n</notes>");
    const travel = improve("Act as a travel agent. I will tell you where I want to go and you suggest an itinerary. Oh and ask about my budget first.").prompt;
    expect(sectionOf(travel, "Constraints")).toBe("- Ask about my budget first.");
  });

  it("names the tag where a reference promised material, drops a sentence that only said where it is, and says so", () => {
    const prompt = "Translate the email I will paste into Spanish. The email is below.\n[paste email here]";
    const out = improve(prompt).prompt;
    expect(taskOf(out)).toBe("Translate the email in <email> into Spanish.");
    expect(blockOf(out, "email")).toBe("{{email}}");
    expect(out).not.toMatch(/is below|in <email> I will/);
    expect(changes(prompt)).toContain("The sentence that said where the material is taken out");
  });

  it("writes clear gap placeholders as {{variables}} and keeps prose braces", () => {
    const out = improve("Write a tagline for {insert product name}. Mention {your city} once. Keep any aside {like this} as it is.").prompt;
    expect(out).toContain("{{product_name}}");
    expect(out).toContain("{{city}}");
    expect(out).toContain("{like this}");
  });

  it.each([
    ["Pretend you are Sherlock Holmes. I will describe a situation and you deduce things about me. Stay in character. Start by greeting me.", "The user describes a situation; deduce things about them.", "- Stay in character.\n- Start by greeting me."],
    ["You are a patient chess coach. I will tell you my moves and you explain the best reply. Keep it short.", "The user tells you their moves; explain the best reply.", "- Keep it short."],
  ])("keeps input given turn by turn as a rule of the conversation, with no one-shot placeholder: %s", (prompt, task, constraints) => {
    const out = improve(prompt).prompt;
    expect(taskOf(out)).toBe(task);
    expect(sectionOf(out, "Constraints")).toBe(constraints);
    expect(out).not.toMatch(/\{\{|<\w+>\n/);
    expect(changes(prompt)).toContain("What the user says each turn written as a rule of the conversation");
    stable(out);
  });

  it("repairs a self-contradicting length and shouting where the reading is certain, says so, and adds no rule", () => {
    const prompt = "You are HelpBot. answer questions about billing. Always be polite!!! keep answers short but detailed. Be nice.";
    const result = improve(prompt);
    expect(sectionOf(result.prompt, "Constraints")).toBe("- Always be polite.\n- Keep answers short and specific.\n- Be nice.");
    expect(result.notes.some((n) => n.startsWith('"short but detailed" read as "short and specific"'))).toBe(true);
    expect(changes(prompt)).toEqual(expect.arrayContaining(['"short but detailed" read as short and specific', "Exclamation marks written as a full stop"]));
    stable(result.prompt);
  });
});

describe("improving a text prompt's wording, by class", () => {
  it("sharpens slang and vague words whose meaning is clear, drops praise filler and repetition, and lists each change", () => {
    const prompt = "write me a blog post about coffee, make it pop and super good. kinda casual. include some stuff about brewing. make it pop!";
    const out = improve(prompt).prompt;
    expect(taskOf(out)).toBe("Write a blog post about coffee.");
    expect(out).not.toMatch(/make it pop|super good|kinda|stuff/i);
    expect(sectionOf(out, "Constraints")).toBe("- Use vivid, concrete verbs.\n- Use a casual tone.\n- Include details about brewing.");
    expect(changes(prompt)).toEqual(
      expect.arrayContaining(['"make it pop" → "use vivid, concrete verbs"', '"super good" removed', '"kinda casual" → "use a casual tone"', '"some stuff about" → "details about"', "Repeated instruction said once"]),
    );
    stable(out);
  });

  it("keeps every instruction and its intent while removing vague intensifiers and trailing 'and stuff'", () => {
    const prompt = "Can you write a product description for our new headphones? It should be really really good and make people want to buy. Use lots of good adjectives and stuff. Keep it super short.";
    const out = improve(prompt).prompt;
    // The ask the praise was joined to stays with the task it spells out.
    expect(taskOf(out)).toBe("Write a product description for our new headphones. Make people want to buy.");
    expect(sectionOf(out, "Constraints")).toBe("- Use lots of good adjectives.\n- Keep it as short as possible.");
    expect(changes(prompt)).toEqual(expect.arrayContaining(['"really really good" removed', '"and stuff" removed', '"super short" → "as short as possible"']));
    stable(out);
  });

  it("writes slang spellings out and leaves a word whose meaning is not clear, with a note", () => {
    const prompt = "Write a tagline for my bakery, u can be playful. I wanna give it a good vibe.";
    const result = improve(prompt);
    expect(result.prompt).toMatch(/\byou can be playful\b/i);
    expect(result.prompt).toContain("I want to give it a good vibe.");
    expect(result.notes.some((n) => n.startsWith('"vibe" kept'))).toBe(true);
    expect(changes(prompt)).toEqual(expect.arrayContaining(['"u" → "you"', '"wanna" → "want to"']));
  });

  it.each([
    [
      "hey can u write a cover letter for a marketing job, make it sound super professional but not boring. talk about my 5 yrs experience and stuff",
      "Write a cover letter for a marketing job.",
      "- Make it sound professional but not boring.\n- Talk about my 5 years experience.",
    ],
    [
      "I need a python script that renames all files in a folder by date. make it clean and good. add comments. no fluff in the explanation.",
      "Write a python script that renames all files in a folder by date.",
      "- Make it clean.\n- Add comments.\n- No filler sentences in the explanation.",
    ],
  ])("states the task as a clear imperative (no greeting, no 'I need') with its rules apart: %s", (prompt, task, constraints) => {
    const out = improve(prompt).prompt;
    expect(taskOf(out)).toBe(task);
    expect(sectionOf(out, "Constraints")).toBe(constraints);
    // "u" → "you" is one change, not a repeated instruction.
    expect(changes(prompt)).not.toContain("Repeated instruction said once");
    stable(out);
  });

  it.each([
    "Explain the difference between a Roth IRA and a traditional IRA for a 30-year-old. Use plain language and keep it under 200 words.",
    "Summarize the history of Rome from 500 BC to 476 AD in five bullet points. Keep each bullet under 20 words.",
  ])("leaves a short prompt that opens on its task in clear words as it is, with no sections or role added: %s", (prompt) => {
    const result = improve(prompt);
    expect(result.prompt).toBe(prompt);
    expect(result.notes[0]).toMatch(/^Nothing needed changing/);
    expect(changes(prompt)).toEqual(["Nothing needed changing"]);
  });

  it.each([
    ["Recommend a really good and cheap laptop.", "Recommend a really good and cheap laptop."],
    ["List what went bad and good.", "List what went bad and good."],
    ["Cover 500 BC to 476 AD, in U.S. spelling.", "Cover 500 BC to 476 AD, in U.S. spelling."],
    ["Tell me abt it, thx.", "Tell me about it."],
    ["make it clean and good.", "make it clean."],
    ["summarize this for me in like 3 bullets", "summarize this in 3 bullets"],
    ["make it sound confident but not arrogant, kinda short.", "make it sound confident but not arrogant, and keep it short."],
    ["I want ur honest opinion, lol", "I want your honest opinion"],
    ["Plan the week, and stuff like stretching.", "Plan the week, including stretching."],
    ["dont add stuff thats not in the notes", "dont add anything that's not in the notes"],
  ])("sharpens only praise said of the piece and slang in lower case: %s", (sentence, expected) => {
    expect(sharpenWording(sentence).text).toBe(expected);
  });

  it.each(["I was wondering if you could write a short bio for my bakery's website.", "Hi! It would be great if you could write a short bio for my bakery's website. Thanks in advance!"])(
    "states a polite wish as the instruction it is: %s",
    (prompt) => expect(improve(prompt).prompt).toBe("Write a short bio for my bakery's website."),
  );

  it("names tagged material once where a sentence said where it is twice", () => {
    const out = improve("summarize this article in 3 bullets. dont add anything thats not in the article.\n\nThe council approved a bike lane network on Tuesday.").prompt;
    expect(out).toContain("Don't add anything that's not in <article>.");
  });

  it("keeps a vague object of the task with a note asking what it should be", () => {
    expect(improve("write something about dogs").notes.some((n) => n.startsWith('"something" kept'))).toBe(true);
    expect(improve("Write a haiku. If something is unclear, ask.").notes.join(" ")).not.toMatch(/"something" kept/);
  });

  it("says so and changes nothing when the prompt is already clear", () => {
    const prompt = "Summarize the report in <report> in three bullet points for a busy executive.\n\n<report>\n{{report}}\n</report>";
    const result = improve(prompt);
    expect(result.prompt).toBe(prompt);
    expect(result.notes[0]).toMatch(/^Nothing needed changing/);
    expect(changes(prompt)).toEqual(["Nothing needed changing"]);
  });
});
