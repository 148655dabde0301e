import { describe, expect, it } from "vitest";
import { materialOf } from "./text-material";
import { composeTextPrompt } from "./compose-text";
import { textRequest } from "./test-support";

describe("the user's own lines after pasted material stay out of its tag", () => {
  it("takes a trailing instruction out of a transcript", () => {
    const m = materialOf("Transcript excerpt:\n[00:02:10] Lena: Sleeping in helps a bit.\n[00:07:45] Lena: Two nights don't undo five.\nInclude the timestamps.");
    expect(m.tag).toBe("transcript");
    expect(m.body).not.toContain("Include the timestamps.");
    expect(m.instructions).toContain("Include the timestamps.");
  });

  it("takes the company's own offer out of a customer's message, as facts to use", () => {
    const m = materialOf('Customer\'s message:\n"Hi, I ordered the navy jacket and got a red one. Really disappointed."\nWe can ship a replacement by express for free; it arrives Thursday.');
    expect(m.tag).toBe("customer_message");
    expect(m.body).not.toContain("We can ship");
    expect(m.instructions).toContain("Facts you may use: We can ship a replacement by express for free; it arrives Thursday.");
  });

  it("keeps a speaker's line that happens to instruct inside the transcript", () => {
    const m = materialOf("Transcript:\nHost: So what should people do?\nLena: Keep a consistent wake time.");
    expect(m.body).toContain("Lena: Keep a consistent wake time.");
  });
});

describe("a day the brief gives is not asked for as a gap", () => {
  it("suggests no [replacement date] when the user's facts say the replacement arrives Thursday", () => {
    const { prompt } = composeTextPrompt(
      textRequest({
        contentType: "customer-support",
        topic: "reply to a customer who received the wrong jacket colour",
        additionalCustomization: 'Customer\'s message:\n"I ordered the navy jacket (order #48213) and got a red one."\nWe can ship a replacement by express for free; it arrives Thursday.',
      }),
    );
    expect(prompt).not.toContain("[replacement date]");
    expect(prompt).toContain("Facts you may use: We can ship a replacement by express for free; it arrives Thursday.");
  });
});
