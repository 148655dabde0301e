import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";

const improve = (prompt: string) => improvePrompt({ prompt, target: "text", focus: [] });

describe("Improve (text) on sloppy and pasted input", () => {
  it("keeps pasted rows verbatim, line breaks and all, in a named tag the task refers to", () => {
    const csv = "analyze this and tell me which product sells worst\n\nProduct,Jan,Feb\nMugs,120,135\nCaps,98,91\nBags,143,150";
    const out = improve(csv);
    expect(out.prompt).toContain("<data>\nProduct,Jan,Feb\nMugs,120,135\nCaps,98,91\nBags,143,150\n</data>");
    expect(out.prompt.split("\n")[0]).toMatch(/^Analyze the data in <data>/);
    const tabs = improve("Compare the two teams, 2 sentences max\n\nTeam\tWins\tLosses\nRed\t10\t2\nBlue\t7\t5");
    expect(tabs.prompt).toContain("<data>\nTeam\tWins\tLosses\nRed\t10\t2\nBlue\t7\t5\n</data>");
    expect(tabs.prompt).not.toMatch(/Team\tWins\tLosses\. /);
  });

  it("leaves a comma list of prose lines as prose", () => {
    const out = improve("Write a poem about rain.\n\nUse rhymes, keep it short.\nMention puddles, clouds.");
    expect(out.prompt).not.toContain("<data>");
  });

  it("files a tone ask under the rules and a length under Output Format, when one sentence says both", () => {
    const out = improve("write a post about our new cafe. make it warm but not cheesy, 3 sentences max, no emojis");
    const [, format = ""] = out.prompt.split("# Output Format");
    expect(format.trim()).toBe("Use at most 3 sentences.");
    expect(out.prompt).toMatch(/# Constraints\n- Make it warm but not cheesy\.\n- No emojis\./);
  });

  it("writes out chat spellings, one question mark for two, and a number said as a length", () => {
    const out = improve("tell me abt urself in a lil bio for insta, how do u sound confident?? 3 sentences");
    expect(out.prompt).toContain("yourself");
    expect(out.prompt).toContain("a short bio");
    expect(out.prompt).toContain("Instagram");
    expect(out.prompt).not.toMatch(/\?\?|\bu\b|\burself|\binsta\b/);
    expect(out.prompt).toContain("Answer in 3 sentences.");
    for (const said of ["urself", "lil", "insta", "??"]) expect(out.notes.join(" ")).toContain(`"${said}"`);
  });

  it("sets apart a second instruction run on without a break, but not a verb that belongs to the first", () => {
    expect(improve("You are a tutor. if they get it wrong dont tell them the answer just give a hint. Keep it short.").prompt).toContain(
      "- If they get it wrong, don't tell them the answer; give a hint.",
    );
    expect(improve("You are a coach. Don't let them give up. Keep it short.").prompt).toContain("- Don't let them give up.");
  });

  it("names every change it made: spellings, fillers, a run-on and the sections", () => {
    const original = "You are Captain Hook, a pirate who teaches kids maths. if the kid is wrong dont tell them the answer just give a hint. keep replies short";
    const out = improve(original);
    expect(out.prompt).not.toBe(original);
    const notes = out.notes.join("\n");
    expect(notes).toContain('"dont" written as "don\'t"');
    expect(notes).toContain('"just" taken out');
    expect(notes).toMatch(/"don't tell them the answer give" written as "don't tell them the answer; give"/);
    expect(notes).toContain("Sorted under # Constraints");
  });

  it("adds no writer's role the text does not support, and keeps a trade the task names", () => {
    expect(improve("Write a blog post about composting. Keep it under 500 words. Our readers are gardeners.").prompt).not.toMatch(/# Role|You are/);
    expect(improve("Write an email to our customers about the price change. Keep it short. Be warm.").prompt).not.toMatch(/# Role|You are/);
    expect(improve("can you refactor this python function for readability? Keep the signature. Add type hints.").prompt).toContain("# Role\nYou are a senior software engineer.");
  });

  it("reads 'lil' before a piece of writing as short, a trailing question as the task's, and capitals as the word", () => {
    expect(improve("write me a lil bio for my pottery shop lol. no emojis").prompt).toMatch(/^Write a short bio for my pottery shop\./);
    const question = improve("analyze this for my manager, which month was worst and why?? keep it brief\n\nMonth,Sales\nJan,10\nFeb,7");
    expect(question.prompt.split("\n")[0]).toBe("Analyze the data in <data> for my manager: which month was worst and why?");
    const shouted = improve("You are a quiz host. Stay in character ALWAYS. Do NOT reveal answers early. Keep it short.");
    expect(shouted.prompt).toContain("- Stay in character always.\n- Do not reveal answers early.");
    expect(shouted.notes.join(" ")).toContain('"ALWAYS" written in lower case');
  });

  it("takes a question as the task, and splits a tone and a limit spliced onto the task", () => {
    const question = improve("which product should we cut? give reasons\n\nproduct\tunits\nmugs\t1200\ncaps\t300");
    expect(question.prompt.split("\n")[0]).toBe("Which product should we cut? Give reasons.");
    expect(question.prompt).not.toContain("# Constraints");
    const letter = improve("write a cover letter for a barista job, sound confident but not cocky, under 200 words").prompt;
    expect(letter.split("\n")[0]).toBe("Write a cover letter for a barista job.");
    expect(letter).toContain("- Sound confident but not cocky.\n- Keep it under 200 words.");
    const report = improve("turn this into a short report for the team, make it sound professional, bullet points\n\n| Name | Score |\n|---|---|\n| Ann | 9 |").prompt;
    expect(report).toMatch(/^Turn the data in <data> into a short report for the team\.\n\n# Constraints\n- Make it sound professional\.\n\n# Output Format\nAnswer in bullet points\./);
  });

  it("says when the only change is capitals and stops", () => {
    const out = improve("write a haiku about rain");
    expect(out.prompt).toBe("Write a haiku about rain.");
    expect(out.notes).toEqual(["Each sentence starts with a capital and ends with a stop, so the model reads where each instruction ends."]);
  });

  it("delimits text pasted after a bare 'this', semicolon rows, and a piece named with no verb as a piece to write", () => {
    const fix = improve("fix grammar in this pls:\nme and him goes to the store yesterday");
    expect(fix.prompt).toBe("Fix grammar in the text in <text>.\n\n<text>\nme and him goes to the store yesterday\n</text>");
    expect(improve("explain this like im 5 tho\n\nQuantum entanglement links particles.").prompt).toMatch(/^Explain the text in <text> like I'm 5\.\n\n<text>\nQuantum entanglement links particles\.\n<\/text>$/);
    expect(improve("Date;Revenue\n2024-01;100\n2024-02;120\n\nwhat month was best?").prompt).toContain("<data>\nDate;Revenue\n2024-01;100\n2024-02;120\n</data>");
    const email = improve("email to client saying project delayed bc of supplier issue, apologize but dont grovel").prompt;
    expect(email).toMatch(/^Write an email to client saying project delayed because of supplier issue\.\n\n# Constraints\n- Apologize but don't grovel\./);
    expect(improve("ok so i need a lil speech for my dads bday, mention his boat").prompt).toMatch(/^Write a short speech for my dads birthday\./);
  });
});
