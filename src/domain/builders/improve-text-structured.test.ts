import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";

const improve = (prompt: string) => improvePrompt({ prompt, target: "text", focus: [] });

describe("Improve (text) leaves a prompt that is already good as it is", () => {
  const good = [
    'Summarize the meeting notes below for the engineering team.\n\nContext: the team missed the meeting and needs to know what was decided.\n\nFormat:\n- Decisions (bullets)\n- Action items as a table: owner, task, due date\n- Open questions (bullets)\n\nKeep it under 200 words. If a due date is not in the notes, write "TBD"; do not guess.\n\nNotes:\n"""\n{{meeting_notes}}\n"""',
    "Translate the product description below into French for our Canadian store.\n\nRules:\n- Keep the brand names in English.\n- Use metric units.\n\nDescription:\n```\n{{description}}\n```",
    "Write a cover letter for the job ad below.\n\nInclude:\n- Two achievements with figures\n- Why this company\n- A closing line asking for an interview",
  ];
  it.each(good)("returns it unchanged: %s", (original) => {
    const out = improve(original);
    expect(out.prompt).toBe(original);
    expect(out.notes[0]).toMatch(/^Nothing needed changing/);
  });

  it("still sorts a sloppy prompt with a list", () => {
    const out = improve("write me a blog post about bikes its for beginners\nneeds:\n- short\n- funny");
    expect(out.prompt).not.toBe("write me a blog post about bikes its for beginners\nneeds:\n- short\n- funny");
  });
});

describe("Improve (text) names a section once", () => {
  it("drops the author's 'Context:' label under the # Context heading", () => {
    const out = improve("summarize the notes for the team. context: the team missed the meeting and needs the decisions. keep it under 200 words");
    expect(out.prompt).not.toMatch(/# Context\n(- )?Context:/i);
  });
});
