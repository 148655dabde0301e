import { describe, expect, it } from "vitest";
import { formatPrice, PLANS, planOf } from "./plans";

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
});
