import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PLANS, savedPromptsFeature } from "@/domain/plans";
import { PlanCard } from "./plan-card";

const current = { kind: "current", label: "CURRENT PLAN" } as const;

describe("PlanCard", () => {
  it("says how many prompts the plan saves, as the price list has it", () => {
    const { unmount } = render(<PlanCard plan={{ ...PLANS.free, savedPromptLimit: 25 }} action={current} />);
    screen.getByText("Save up to 25 prompts");
    expect(screen.queryByText("Save unlimited prompts")).toBeNull();
    unmount();

    render(<PlanCard plan={PLANS.pro} action={current} />);
    screen.getByText(savedPromptsFeature(PLANS.pro));
    expect(savedPromptsFeature(PLANS.pro)).toBe("Save unlimited prompts");
  });
});
