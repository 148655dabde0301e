import { describe, expect, it } from "vitest";
import { composePrompt } from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { briefMessage, SYSTEM_PROMPT } from "./system-prompt";

describe("what the model is asked for a text prompt", () => {
  it("keeps the draft's structure, its {{variables}} and how it settles contradicting choices", () => {
    expect(SYSTEM_PROMPT).toContain("For text content: keep the draft's structure: the task (with its topic) in the first line");
    expect(SYSTEM_PROMPT).toContain("an explicit output format, and last the {{variables}} to fill in");
    expect(SYSTEM_PROMPT).toContain("Keep every {{variable}} exactly as written, and keep how the draft settles choices");
  });

  it("sends the topic in the brief and the composer's draft as it is, placeholders included", () => {
    const request = generatePromptRequestSchema.parse({ promptType: "text", topic: "spring sale", personalization: "name" });
    const message = briefMessage(request, composePrompt(request).prompt);
    expect(message).toContain('"topic": "spring sale"');
    expect(message).toContain("\n\nDraft prompt:\nWrite a piece of written content in English about spring sale.\n\n# Role\n");
    expect(message.endsWith("- {{name}}: the reader's name")).toBe(true);
  });
});
