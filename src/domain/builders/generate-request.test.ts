import { describe, expect, it } from "vitest";
import { defaultArtForm, toArtPayload } from "./art-form";
import { composePrompt } from "./generate-request";
import { generatePromptRequestSchema } from "./schemas";
import { defaultTextForm, toTextPayload } from "./text-form";

describe("generatePromptRequestSchema", () => {
  it("picks the text or art rules by promptType and strips userId", () => {
    const text = generatePromptRequestSchema.parse({ ...toTextPayload(defaultTextForm), userId: "u1" });
    expect(text.promptType).toBe("text");
    expect(text).not.toHaveProperty("userId");
    const art = generatePromptRequestSchema.parse({ ...toArtPayload(defaultArtForm), userId: "u1" });
    expect(art.promptType).toBe("art");
    expect(art).not.toHaveProperty("userId");
  });

  it("rejects an unknown promptType at promptType", () => {
    const result = generatePromptRequestSchema.safeParse({ promptType: "video" });
    expect(result.error?.issues[0]?.path).toEqual(["promptType"]);
  });

  it("applies the rules of the chosen type only", () => {
    // styleAndMedium is an art field: a text request ignores it, an art request checks it.
    expect(generatePromptRequestSchema.safeParse({ promptType: "text", styleAndMedium: "crayon" }).success).toBe(true);
    const art = generatePromptRequestSchema.safeParse({ promptType: "art", styleAndMedium: "crayon" });
    expect(art.error?.issues[0]?.path).toEqual(["styleAndMedium"]);
  });
});

describe("composePrompt", () => {
  it("composes the kind of prompt the request asks for", () => {
    const text = composePrompt(generatePromptRequestSchema.parse(toTextPayload(defaultTextForm))).prompt;
    expect(text).toMatch(/^Write a piece of written content about \{\{topic\}\}\.\n/);
    const art = composePrompt(generatePromptRequestSchema.parse(toArtPayload({ ...defaultArtForm, target: "midjourney" }))).prompt;
    // The form's untouched square adds nothing: --ar 1:1 is Midjourney's default.
    expect(art).toMatch(/ --v 7$/);
    expect(art).not.toContain("--ar");
  });
});
