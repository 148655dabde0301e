import { describe, expect, it } from "vitest";
import { improveTextPrompt } from "./improve-text";

describe("Improve (text) notes", () => {
  it("says the user's own material as theirs: 'Your resume', never 'The my resume'", () => {
    const { edits } = improveTextPrompt("I want you to act as a resume reviewer. I will give you my resume and you will tell me what to improve. Be honest. My resume: {resume}", []);
    expect(edits).toContain("Your resume is in <my_resume>.");
    expect(edits.join(" ")).not.toMatch(/the my/i);
  });

  it("lists a role it adds", () => {
    const { prompt, edits } = improveTextPrompt("Translate the following text to German and keep the formatting. Don't translate product names.\n\nWelcome to Acme Cloud!", []);
    expect(prompt).toContain("You are a professional translator.");
    expect(edits.some((e) => e.startsWith('Role added: "You are a professional translator."'))).toBe(true);
  });
});
