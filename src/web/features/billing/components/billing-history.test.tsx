import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, type FakeAnswer, fakeApi, pending } from "../../../../../tests/support/fake-api";
import type { Payment } from "@/domain/api/billing";
import { renderAt } from "@/web/testing/render-at";
import { BillingHistory } from "./billing-history";

const PAID_NOV: Payment = {
  id: "11111111-1111-4111-8111-111111111111",
  paidAt: "2026-11-24T10:00:00.000Z",
  planId: "pro",
  planName: "Pro",
  amountCents: 1000,
  currency: "USD",
  status: "completed",
  invoice: false,
};
const PAID_OCT: Payment = { ...PAID_NOV, id: "22222222-2222-4222-8222-222222222222", paidAt: "2026-10-24T10:00:00.000Z", amountCents: 1250, currency: "EUR" };

type Answer = FakeAnswer<{ items: Payment[] }> | ReturnType<typeof apiError>;

function renderHistory(
  transactions: Answer | (() => Answer | Promise<Answer>),
  { paymentMethod = false, routes = {} }: { paymentMethod?: boolean; routes?: Parameters<typeof fakeApi>[0] } = {},
) {
  const api = fakeApi({ "GET /api/billing/transactions": transactions, ...routes });
  renderAt("/billing", <BillingHistory paymentMethod={paymentMethod} />);
  return api;
}

/** Stands in for the browser leaving for the provider's page. */
function watchNavigation() {
  const assign = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
  return assign;
}

const rows = () => within(screen.getByTestId("billing-history")).getAllByRole("row").slice(1);

describe("BillingHistory", () => {
  it("shows grey rows, and no empty state or amount, until the server has answered", async () => {
    renderHistory(pending);
    screen.getByRole("heading", { level: 2, name: "Billing history" });
    await screen.findByTestId("billing-history-loading");
    screen.getByText("Loading your billing history");
    expect(screen.queryByTestId("billing-history-empty")).toBeNull();
    expect(screen.queryByTestId("billing-history")).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$|€|No payments/);
  });

  it("says there are no payments yet", async () => {
    renderHistory({ body: { items: [] } });
    expect((await screen.findByTestId("billing-history-empty")).textContent).toBe("No payments yet. Your payments will be listed here.");
  });

  it("lists each payment in the server's order with its date, plan, amount in its currency and status; no invoice from the demo", async () => {
    renderHistory({ body: { items: [PAID_NOV, { ...PAID_OCT, status: "past_due" }] } });
    await screen.findByTestId("billing-history");
    expect(rows().map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["November 24, 2026", "Pro", "$10.00", "Paid"],
      ["October 24, 2026", "Pro", "€12.50", "Past due"],
    ]);
    expect(screen.queryByRole("button", { name: /Invoice/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Manage payment method" })).toBeNull();
  });

  it("fetches an invoice's link from the server on click and goes there", async () => {
    const api = renderHistory(
      { body: { items: [{ ...PAID_NOV, invoice: true }] } },
      { routes: { "GET /api/billing/transactions/:id/invoice": { body: { url: "https://sandbox-invoice.paddle.com/inv.pdf" } } } },
    );
    const assign = watchNavigation();
    fireEvent.click(await screen.findByRole("button", { name: "Invoice of November 24, 2026" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://sandbox-invoice.paddle.com/inv.pdf"));
    expect(api.sent(`GET /api/billing/transactions/${PAID_NOV.id}/invoice`)).toHaveLength(1);
  });

  it("says so when the invoice cannot be had", async () => {
    renderHistory(
      { body: { items: [{ ...PAID_NOV, invoice: true }] } },
      { routes: { "GET /api/billing/transactions/:id/invoice": apiError(502, "provider_unavailable", "down") } },
    );
    const assign = watchNavigation();
    fireEvent.click(await screen.findByRole("button", { name: "Invoice of November 24, 2026" }));
    await screen.findByText("Could not get this invoice. Please try again.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("opens Paddle's payment-method page from Manage payment method", async () => {
    const api = renderHistory(
      { body: { items: [] } },
      { paymentMethod: true, routes: { "POST /api/billing/payment-method": { body: { url: "https://customer-portal.paddle.com/cpl_1" } } } },
    );
    const assign = watchNavigation();
    fireEvent.click(screen.getByRole("button", { name: "Manage payment method" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://customer-portal.paddle.com/cpl_1"));
    expect(api.sent("POST /api/billing/payment-method")).toHaveLength(1);
  });

  it("says the history failed to load, and loads it on Retry", async () => {
    let fail = true;
    renderHistory(() => (fail ? apiError(500, "internal_error", "boom") : { body: { items: [PAID_NOV] } }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load your billing history");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByTestId("billing-history");
    expect(rows()).toHaveLength(1);
  });
});
