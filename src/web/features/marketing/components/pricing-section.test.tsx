import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatPrice, PLANS } from "@/domain/plans";
import { PricingSection } from "./pricing-section";

describe("PricingSection", () => {
  it("takes prices and allowances from the one price list", () => {
    render(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    const [free, pro] = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    if (!free || !pro) throw new Error("expected a Free and a Pro card");

    expect(within(free).getByRole("heading").textContent).toBe("Free");
    within(free).getByText(formatPrice(PLANS.free.priceCents!));
    within(free).getByText(`${PLANS.free.monthlyGenerations} generations per month`);
    within(free).getByText("Save up to 10 prompts");

    expect(within(pro).getByRole("heading").textContent).toBe("Pro");
    within(pro).getByText("$10");
    within(pro).getByText(`${PLANS.pro.monthlyGenerations} generations per month`);
    within(pro).getByText("Most Popular");
    expect(within(free).queryByText("Most Popular")).toBeNull();
  });
});
