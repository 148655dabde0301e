import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatPrice, PLANS, savedPromptsFeature } from "@/domain/plans";
import { renderAt } from "@/web/testing/render-at";
import { FaqSection } from "./faq-section";
import { PricingSection } from "./pricing-section";

function renderPricing() {
  renderAt(
    "/",
    <>
      <PricingSection />
      <FaqSection />
    </>,
    { session: null },
  );
  const [free, pro] = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
  if (!free || !pro) throw new Error("expected a Free and a Pro card");
  return { free: within(free), pro: within(pro) };
}

describe("PricingSection", () => {
  const freeLimit = PLANS.free.savedPromptLimit;
  afterEach(() => {
    PLANS.free.savedPromptLimit = freeLimit;
  });

  it("takes prices and allowances from the one price list", () => {
    const { free, pro } = renderPricing();

    expect(free.getByRole("heading").textContent).toBe("Free");
    free.getByText(formatPrice(PLANS.free.priceCents!));
    free.getByText(`${PLANS.free.monthlyGenerations} generations per month`);
    free.getByText("Save up to 10 prompts");

    expect(pro.getByRole("heading").textContent).toBe("Pro");
    pro.getByText("$10");
    pro.getByText(`${PLANS.pro.monthlyGenerations} generations per month`);
    pro.getByText("Save unlimited prompts");
    pro.getByText("Most Popular");
    expect(free.queryByText("Most Popular")).toBeNull();
  });

  it("states the Free plan's saved-prompt limit in the pricing and the FAQ from the plan's data", () => {
    PLANS.free.savedPromptLimit = 25;
    const { free } = renderPricing();
    free.getByText(savedPromptsFeature(PLANS.free));
    expect(savedPromptsFeature(PLANS.free)).toBe("Save up to 25 prompts");
    screen.getByText(/room to save up to 25 prompts\./);
    expect(screen.queryByText(/10 prompts/)).toBeNull();
  });
});
