import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, pending } from "../../../../../tests/support/fake-api";
import type { Subscription } from "@/domain/api/billing";
import { renderAt } from "@/web/testing/render-at";
import { DEMO_CONFIG, FREE, installFakePaddle, PADDLE_CONFIG, PRO, PRO_PENDING_DOWNGRADE } from "../test-support";
import { BillingPage } from "./billing-page";

type Routes = Parameters<typeof fakeApi>[0];

function renderBilling(subscription: Subscription, routes: Routes = {}) {
  const api = fakeApi({
    "GET /api/billing/subscription": { body: subscription },
    "GET /api/billing/config": { body: DEMO_CONFIG },
    "GET /api/billing/transactions": { body: { items: [] } },
    ...routes,
  });
  renderAt("/billing", <BillingPage />);
  return api;
}

describe("BillingPage: what is known, and keeping a paid plan", () => {
  afterEach(() => {
    delete window.Paddle;
    vi.restoreAllMocks();
  });

  it("names no plan and shows no figure or date until the server has answered", async () => {
    renderBilling(PRO, { "GET /api/billing/subscription": pending });
    const card = await screen.findByTestId("usage-card-loading");
    within(card).getByRole("heading", { level: 2, name: "Current Usage" });
    within(card).getByText("Loading your subscription");
    const main = document.body.textContent!;
    expect(main).not.toMatch(/Free|Pro plan|\d+\/\d+|Renews on|Ends on|CURRENT PLAN/);
    expect(screen.queryByTestId("billing-usage-count")).toBeNull();
  });

  it("says the plan ends, not renews, while a downgrade is scheduled", async () => {
    renderBilling(PRO_PENDING_DOWNGRADE);
    expect((await screen.findByTestId("ends-on")).textContent).toContain("Ends on April 5, 2026");
    expect(screen.queryByTestId("renews-on")).toBeNull();
  });

  it("keeps Pro: Keep Pro withdraws the downgrade, and the card renews again", async () => {
    const api = renderBilling(PRO_PENDING_DOWNGRADE, { "POST /api/billing/resume": { body: PRO } });
    const notice = await screen.findByTestId("pending-downgrade-notice");
    fireEvent.click(within(notice).getByRole("button", { name: "Keep Pro" }));
    await screen.findByText("You keep Pro. It renews on April 5, 2026.");
    await waitFor(() => expect(screen.queryByTestId("pending-downgrade-notice")).toBeNull());
    expect(screen.getByTestId("renews-on").textContent).toContain("Renews on April 5, 2026");
    expect(screen.getByTestId("plan-free-action").textContent).toBe("DOWNGRADE TO FREE");
    expect(api.sent("POST /api/billing/resume")).toHaveLength(1);
  });

  it("says so when the downgrade could not be withdrawn, and keeps showing it", async () => {
    renderBilling(PRO_PENDING_DOWNGRADE, { "POST /api/billing/resume": apiError(502, "provider_unavailable", "down") });
    fireEvent.click(await screen.findByRole("button", { name: "Keep Pro" }));
    await screen.findByText("Failed to update subscription");
    screen.getByTestId("pending-downgrade-notice");
    screen.getByTestId("ends-on");
  });

  it("lists the payments under Billing history", async () => {
    renderBilling(PRO, {
      "GET /api/billing/transactions": {
        body: {
          items: [
            { id: "p1", paidAt: "2026-11-24T10:00:00.000Z", planId: "pro", planName: "Pro", amountCents: 1000, currency: "USD", status: "completed", invoice: false },
          ],
        },
      },
    });
    const history = await screen.findByTestId("billing-history");
    within(history).getByText("$10.00");
    within(history).getByText("Paid");
  });

  it.each([
    ["Paddle on a paid plan", PADDLE_CONFIG, PRO, true],
    ["Paddle on Free", PADDLE_CONFIG, FREE, false],
    ["the demo provider", DEMO_CONFIG, PRO, false],
  ] as const)("offers Manage payment method (or not) with %s", async (_case, config, subscription, shown) => {
    // Paddle.js is loaded with the page when Paddle takes the payments.
    installFakePaddle();
    renderBilling(subscription, { "GET /api/billing/config": { body: config } });
    await screen.findByRole("heading", { level: 2, name: "Billing history" });
    await waitFor(() => expect(screen.queryByRole("button", { name: "Manage payment method" }) !== null).toBe(shown));
  });
});
