import { describe, expect, it } from "vitest";
import {
  generationFailedMessage,
  MSG_ART_GENERATION_FAILED,
  MSG_COUNT_NOT_UPDATED,
  MSG_FALLBACK_COMPOSER,
  MSG_GENERATION_FAILED,
  MSG_GENERATIONS_EXHAUSTED,
  MSG_GENERATIONS_EXHAUSTED_DETAIL,
  MSG_LOGIN_REQUIRED,
} from "./messages";

describe("generation messages", () => {
  it("keep the spec's words", () => {
    expect(MSG_LOGIN_REQUIRED).toBe("You must be logged in to generate prompts");
    expect(MSG_GENERATIONS_EXHAUSTED).toBe("You have used all your free generations for this month");
    expect(MSG_GENERATION_FAILED).toBe("An error occurred while generating the prompt. Please try again.");
    expect(MSG_ART_GENERATION_FAILED).toBe("An error occurred while generating the art prompt. Please try again.");
    expect(MSG_COUNT_NOT_UPDATED).toBe(
      "Your prompt was generated but we couldn't update your remaining count. Please try again later.",
    );
  });

  it("offer both ways forward when generations run out", () => {
    expect(MSG_GENERATIONS_EXHAUSTED_DETAIL.startsWith(MSG_GENERATIONS_EXHAUSTED)).toBe(true);
    expect(MSG_GENERATIONS_EXHAUSTED_DETAIL).toMatch(/two options/);
    expect(MSG_GENERATIONS_EXHAUSTED_DETAIL).toMatch(/Upgrade button/);
    expect(MSG_GENERATIONS_EXHAUSTED_DETAIL).toMatch(/wait until next month/);
  });

  it("say when the built-in composer stood in for the model", () => {
    expect(MSG_FALLBACK_COMPOSER).toMatch(/unavailable/);
    expect(MSG_FALLBACK_COMPOSER).toMatch(/built-in prompt composer/);
  });

  it("pick the failure text by prompt type", () => {
    expect(generationFailedMessage("text")).toBe(MSG_GENERATION_FAILED);
    expect(generationFailedMessage("art")).toBe(MSG_ART_GENERATION_FAILED);
  });
});
