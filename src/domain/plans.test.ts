import { describe, expect, it } from "vitest";
import {
  formatPrice,
  PLANS,
  planOf,
  SAVED_PROMPTS_CAP_MESSAGE,
  SAVED_PROMPTS_SAFETY_CAP,
  savedPromptCeiling,
  savedPromptLimitMessage,
  savedPromptsFeature,
} from "./plans";

describe("plans", () => {
  it("holds the spec's allowances and the single Pro price", () => {
    expect(PLANS.free.monthlyGenerations).toBe(5);
    expect(PLANS.pro.monthlyGenerations).toBe(1000);
    expect(PLANS.teams.monthlyGenerations).toBe(5000);
    expect(formatPrice(PLANS.pro.priceCents!)).toBe("$10");
    expect(PLANS.teams.contactOnly).toBe(true);
  });

  it("treats a missing or unknown tier as free", () => {
    expect(planOf(undefined).id).toBe("free");
    expect(planOf("platinum").id).toBe("free");
    expect(planOf("pro").id).toBe("pro");
  });

  it("formats cents as dollars", () => {
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(1050)).toBe("$10.50");
  });

  it("lets Free keep 10 saved prompts and Pro and Teams unlimited within the safety cap", () => {
    expect(savedPromptCeiling(PLANS.free)).toBe(10);
    expect(savedPromptCeiling(PLANS.pro)).toBe(SAVED_PROMPTS_SAFETY_CAP);
    expect(savedPromptCeiling(PLANS.teams)).toBe(10_000);
    expect(savedPromptsFeature(PLANS.free)).toBe("Save up to 10 prompts");
    expect(savedPromptsFeature(PLANS.pro)).toBe("Save unlimited prompts");
    expect(savedPromptLimitMessage(PLANS.free)).toMatch(/^Your Free plan saves up to 10 prompts\. Upgrade/);
    expect(SAVED_PROMPTS_CAP_MESSAGE).toContain("10,000 saved prompts");
  });
});
