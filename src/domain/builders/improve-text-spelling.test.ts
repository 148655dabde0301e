import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";

const improve = (prompt: string) => improvePrompt({ prompt, target: "text", focus: [] });

describe("Improve (text) fixes the spellings its notes claim", () => {
  it.each([
    ["write me a email to my landlord about the broken heater, keep it short", /\ban email\b/, '"a email" written as "an email"'],
    ["write a reply to a angry customer about the late parcel. keep it short", /\ban angry customer\b/, '"a angry" written as "an angry"'],
    ["mention i might withhold rent if its not fixed. write it as an email to my landlord", /\bit's not fixed\b/, '"its not" written as "it\'s not"'],
  ])("%s", (original, fixed, note) => {
    const out = improve(original);
    expect(out.prompt).toMatch(fixed);
    expect(out.notes.join("\n")).toContain(note);
  });

  it("leaves a right article and a possessive 'its' alone", () => {
    const out = improve("write a user guide for a one-page app and explain its settings. keep it short");
    expect(out.prompt).toMatch(/\ba user guide\b/);
    expect(out.prompt).toMatch(/\ba one-page app\b/);
    expect(out.prompt).toMatch(/\bits settings\b/);
    expect(out.notes.join("\n")).not.toMatch(/written as "an |"it's/);
  });
});
