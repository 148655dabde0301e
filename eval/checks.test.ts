import { describe, expect, it } from "vitest";
import { plainPrompt } from "@/domain/builders";
import { CASES, type EvalCase } from "./cases";
import { CHECKS } from "./checks";

const find = (name: string): EvalCase => CASES.find((c) => c.name === name)!;

describe("the evaluation set", () => {
  it("covers every image target, text and Improve, with at least 60 cases and 15 to improve", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(CASES.filter((c) => c.group === "improve").length).toBeGreaterThanOrEqual(15);
    const targets = new Set(CASES.flatMap((c) => (c.request.promptType === "art" ? [c.request.target] : [])));
    expect([...targets].sort()).toEqual(["dalle", "flux", "generic", "gpt-image", "midjourney", "midjourney-v6", "stable-diffusion"]);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });
});

describe("each check", () => {
  const email = find("Email, personalised");
  const tos = find("Terms of Service, formal vs conversational, buy now");
  const generic = find("Generic, only a subject");
  const improve = find("Tag soup for MJ7");

  it("holds a prompt to its target's grammar, repairs included", () => {
    const mj = find("MJ7 product shot, four images");
    expect(CHECKS["target grammar"]!(mj, plainPrompt("a matte black water bottle on a marble counter --ar 16-9 --v 7"))).toMatch(/ar/);
    expect(CHECKS["target grammar"]!(mj, plainPrompt("a matte black water bottle on a marble counter"))).toMatch(/needed a repair: version-added/);
    expect(CHECKS["target grammar"]!(mj, plainPrompt("a matte black water bottle on a marble counter, soft diffused light --ar 1:1 --v 7"))).toBe(true);
  });

  it("finds a dropped input and a dropped variable", () => {
    expect(CHECKS["inputs kept"]!(email, plainPrompt("Write an email about renewal reminder for the annual plan to {{name}}."))).toMatch(
      /lost: "\{\{company\}\}"/,
    );
    expect(CHECKS["inputs kept"]!(email, plainPrompt("renewal reminder for the annual plan {{name}} {{company}}"))).toBe(true);
    const support = find("Support bot with runtime knowledge base");
    expect(CHECKS["variables kept"]!(support, plainPrompt("Answer from {{kb_articles}}."))).toBe("dropped {{user_question}}");
  });

  it("finds words addressed to the user, and leaves notes alone", () => {
    const sized = { ...plainPrompt("A fox. Rendered at 1792x1024, the nearest size DALL·E 3 renders."), notes: [] };
    expect(CHECKS["nothing for the user"]!(generic, sized)).toMatch(/nearest size/);
    expect(CHECKS["nothing for the user"]!(generic, { ...plainPrompt("A fox."), notes: ["The nearest size is 1792x1024."] })).toBe(true);
  });

  it("finds contradictory instructions", () => {
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Formal. Use contractions, direct address. No contractions."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Formal, precise wording, no contractions."))).toBe(true);
  });

  it("finds the user's words and a setting that disagree with them both obeyed", () => {
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Show, do not sell. - Tone of voice: Sales-Oriented."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Leave no brackets. Leave a bracketed gap such as [price]."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Use short paragraphs.\n\n# Output Format\nBullet Points. One idea each."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Leave no brackets; write around a missing fact."))).toBe(true);
  });

  it("finds a second variable added for what the user's variable already holds", () => {
    const followUp = find("Follow-up email with the user's own name variable");
    expect(CHECKS["one variable per thing"]!(followUp, plainPrompt("Follow up with {{first_name}}. Address the reader by name as {{name}}."))).toMatch(/adds \{\{name\}\}/);
    expect(CHECKS["one variable per thing"]!(followUp, plainPrompt("Follow up with {{first_name}}. Address the reader by name as {{first_name}}."))).toBe(true);
    expect(CHECKS["one variable per thing"]!(generic, plainPrompt("A fox."))).toBeUndefined();
  });

  it("finds what a case requires missing", () => {
    const listing = find("Property listing with SEO");
    expect(CHECKS["says what applies"]!(listing, plainPrompt("Write a property listing."))).toMatch(/lacks/);
    expect(CHECKS["says what applies"]!(listing, plainPrompt("Write a property listing.\n- SEO: Choose one primary keyword."))).toBe(true);
    expect(CHECKS["says what applies"]!(generic, plainPrompt("A fox."))).toBeUndefined();
  });

  it("finds untouched defaults restated, only where the user left them", () => {
    expect(CHECKS["no default filler"]!(generic, plainPrompt("A red fox. Detail level: Balanced."))).toMatch(/Detail level/);
    expect(CHECKS["no default filler"]!(generic, plainPrompt("A red fox curled up in fresh snow."))).toBe(true);
    const detailed = find("MJ6 pixel art dungeon");
    expect(CHECKS["no default filler"]!(detailed, plainPrompt("Detail level: maximal"))).toBe(true);
  });

  it("finds a role that does not fit the task, or none", () => {
    expect(CHECKS["role fits"]!(tos, plainPrompt("You are an expert writer."))).toMatch(/does not fit/);
    expect(CHECKS["role fits"]!(tos, plainPrompt("Draft the terms."))).toBe("no role");
    expect(CHECKS["role fits"]!(tos, plainPrompt("You are a lawyer who drafts consumer contracts."))).toBe(true);
    expect(CHECKS["role fits"]!(generic, plainPrompt("anything"))).toBeUndefined();
  });

  it("finds what a case must avoid, and an Improve that changed nothing", () => {
    expect(CHECKS["avoids what does not apply"]!(improve, plainPrompt("cat, trending on artstation"))).toMatch(/trending/);
    expect(CHECKS["improves or leaves be"]!(improve, plainPrompt("cat,  cute, 4k, trending on artstation"))).toBe("unchanged");
    expect(CHECKS["improves or leaves be"]!(improve, plainPrompt("a cute cat --v 7"))).toBe(true);
  });
});
