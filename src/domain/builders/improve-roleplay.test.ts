/**
 * Role-play prompts in the awesome-chatgpt-prompts shape ("I want you to act as X. I will … and you will ….
 * My first request is …"): the ask is the task, first; the author's "act as" is the role; rules are constraints;
 * the first request is in a tag at the end; "I will tell you X" does not contradict a placeholder that carries X.
 */
import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import { describeChanges } from "./improve-changes";

const improve = (prompt: string) => improvePrompt({ prompt, target: "text", focus: [] });
/** The first line, a section's body, and the tag blocks at the end. */
const taskOf = (out: string) => out.split("\n")[0];
const sectionOf = (out: string, title: string) => new RegExp(`# ${title}\\n([\\s\\S]*?)(\\n\\n|$)`).exec(out)?.[1];
const blockOf = (out: string, tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>$`).exec(out)?.[1];

describe("improving a role-play prompt", () => {
  it.each([
    {
      name: "travel guide",
      prompt: 'I want you to act as a travel guide. I will write you my location and you will suggest a place to visit near my location. In some cases, I will also give you the type of places I will visit. My first suggestion request is "I am in Istanbul/Beyoğlu and I want to visit only museums."',
      task: "Suggest a place to visit near my location.",
      role: "Act as a travel guide.",
      constraints: undefined,
      tag: "suggestion_request",
      input: "I am in Istanbul/Beyoğlu and I want to visit only museums.",
    },
    {
      name: "Linux terminal",
      prompt: "I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show. do not write explanations. My first command is pwd",
      task: "Reply with what the terminal should show.",
      role: "Act as a linux terminal.",
      constraints: "- Do not write explanations.",
      tag: "command",
      input: "pwd",
    },
    {
      name: "English translator",
      prompt: 'I want you to act as an English translator. I will speak to you in any language and you will detect the language, translate it and answer in English. Keep the meaning same. Do not write explanations. My first sentence is "istanbulu cok seviyom"',
      task: "Detect the language, translate it and answer in English.",
      role: "Act as an English translator.",
      constraints: "- Keep the meaning same.\n- Do not write explanations.",
      tag: "sentence",
      input: "istanbulu cok seviyom",
    },
    {
      name: "interviewer",
      prompt: 'I want you to act as an interviewer. I will be the candidate and you will ask me the interview questions for the position of {position}. Do not write explanations. Ask me the questions one by one. My first sentence is "Hi"',
      task: "Ask me the interview questions for the position of {{position}}.",
      role: "Act as an interviewer.",
      constraints: "- Do not write explanations.\n- Ask me the questions one by one.",
      tag: "sentence",
      input: "Hi",
    },
    {
      name: "storyteller",
      prompt: 'I want you to act as a storyteller. You will come up with entertaining stories for the audience. Target audience is children. My first request is "I need an interesting story on perseverance."',
      task: "Come up with entertaining stories for the audience.",
      role: "Act as a storyteller.",
      constraints: undefined,
      tag: "request",
      input: "I need an interesting story on perseverance.",
    },
    {
      name: "SQL terminal",
      prompt: "I want you to act as a SQL terminal. I will type queries and you will reply with what the terminal would show. Do not write explanations. My first command is 'SELECT * FROM Products'",
      task: "Reply with what the terminal would show.",
      role: "Act as a SQL terminal.",
      constraints: "- Do not write explanations.",
      tag: "command",
      input: "SELECT * FROM Products",
    },
    {
      name: "motivational coach",
      prompt: 'I want you to act as a motivational coach. I will provide you with some information about someone\'s goals, and it will be your job to come up with strategies that help them. My first request is "I need help staying disciplined".',
      task: "Come up with strategies that help them.",
      role: "Act as a motivational coach.",
      constraints: undefined,
      tag: "request",
      input: "I need help staying disciplined",
    },
    {
      name: "plagiarism checker",
      prompt: 'I want you to act as a plagiarism checker. I will write you sentences and you will only reply undetected in plagiarism checks, and nothing else. Do not write explanations on replies. My first sentence is "Speech must be processed."',
      task: "Only reply undetected in plagiarism checks, and nothing else.",
      role: "Act as a plagiarism checker.",
      constraints: "- Do not write explanations on replies.",
      tag: "sentence",
      input: "Speech must be processed.",
    },
  ])("$name: the ask first, the author's role, the rules as constraints, the first input in a tag", ({ prompt, task, role, constraints, tag, input }) => {
    const out = improve(prompt);
    expect(taskOf(out.prompt)).toBe(task);
    expect(sectionOf(out.prompt, "Role")).toBe(role);
    expect(sectionOf(out.prompt, "Constraints")).toBe(constraints);
    expect(out.prompt).toContain(`is in <${tag}>.`);
    expect(blockOf(out.prompt, tag)).toBe(input);
    expect(out.notes[0]).toMatch(new RegExp(`is in <${tag}> at the end`));
    expect(improve(out.prompt).prompt).toBe(out.prompt);
  });

  it("keeps the ask as the task over a later short imperative, and drops 'I will tell you' where placeholders carry it", () => {
    const out = improve("Act as a travel agent. I will tell you my budget and dates and you suggest 3 destinations. my budget is {budget} and dates are {dates}. give prices.");
    expect(out.prompt).toBe(`Suggest 3 destinations for my budget and dates.

# Role
Act as a travel agent.

# Context
My budget is {{budget}} and dates are {{dates}}.

# Constraints
- Give prices.`);
    expect(out.notes[0]).toBe('"I will tell you my budget and dates" taken out: {{budget}} and {{dates}} carry that.');
    expect(describeChanges("Act as a travel agent. I will tell you my budget and dates and you suggest 3 destinations. my budget is {budget} and dates are {dates}. give prices.", out, "text").map((c) => c.what)).toContain('"I will tell you my budget and dates" taken out');
    expect(improve(out.prompt).prompt).toBe(out.prompt);
    // Without sections, the later imperative stays with the ask, as a second pass would read it.
    const brief = improvePrompt({ prompt: "Act as a travel agent. I will tell you my budget and dates and you suggest 3 destinations. my budget is {budget} and dates are {dates}. give prices.", target: "text", focus: ["brevity"] }).prompt;
    expect(taskOf(brief)).toBe("Suggest 3 destinations for my budget and dates. Give prices.");
    expect(improvePrompt({ prompt: brief, target: "text", focus: ["brevity"] }).prompt).toBe(brief);
  });

  it("turns 'I will give you X' into a placeholder in its tag when nothing carries X, and says so", () => {
    const out = improve("Act as a poet. I will give you a topic and you will write a short poem about it. Do not rhyme.");
    expect(taskOf(out.prompt)).toBe("Write a short poem about it.");
    expect(sectionOf(out.prompt, "Context")).toBe("I will give you a topic in <topic>.");
    expect(blockOf(out.prompt, "topic")).toBe("{{topic}}");
    expect(out.notes).toContain('"I will give you a topic." is now the {{topic}} placeholder in <topic>; fill it in, or at run time.');
    expect(describeChanges("Act as a poet. I will give you a topic and you will write a short poem about it. Do not rhyme.", out, "text").map((c) => c.what)).toContain("Placeholder added: {{topic}}");
  });

  it("keeps a task asked before a 'you will' sentence as the task", () => {
    const out = improve("You are a biology tutor. Explain photosynthesis. You will use simple words.");
    expect(taskOf(out.prompt)).toBe("Explain photosynthesis.");
    expect(out.prompt).toContain("You will use simple words.");
  });

  it("leaves a 'my first name is' alone: only a first request, command, sentence and the like is an input", () => {
    expect(improve("You are a career coach. Write my bio in 50 words. My first name is John.").prompt).toContain("My first name is John.");
  });

  it("says where pasted material went and that the instructions name its tag", () => {
    const out = improve("Rewrite this email to sound more professional:\n\nhey john, cant make it tmrw, can we do friday? thx");
    expect(out.prompt).toBe("Rewrite the email in <email> to sound more professional.\n\n<email>\nhey john, cant make it tmrw, can we do friday? thx\n</email>");
    expect(out.notes).toEqual(["The email is in <email>; the instructions refer to it by that tag."]);
  });
});
