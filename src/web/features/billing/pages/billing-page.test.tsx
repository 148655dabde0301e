import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, pending } from "../../../../../tests/support/fake-api";
import type { DemoCheckoutSession, Subscription } from "@/domain/api/billing";
import { subscriptionQueryKey } from "../api/get-subscription";
import {
  DEMO_CONFIG,
  FREE,
  installFakePaddle,
  PADDLE_CONFIG,
  PADDLE_SESSION,
  PRO,
  PRO_PENDING_DOWNGRADE,
  TEAMS,
} from "../test-support";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { BillingPage } from "./billing-page";

const DEMO_SESSION: DemoCheckoutSession = {
  provider: "demo",
  checkoutToken: "token-1",
  planId: "pro",
  planName: "Pro",
  amountCents: 1000,
  currency: "USD",
  successUrl: "http://localhost:3000/checkout/success?planId=pro",
};

type Routes = Parameters<typeof fakeApi>[0];

async function renderBilling(subscription: Subscription | (() => Subscription), routes: Routes = {}) {
  const api = fakeApi({
    "GET /api/billing/subscription": () => ({ body: typeof subscription === "function" ? subscription() : subscription }),
    "GET /api/billing/config": { body: DEMO_CONFIG },
    "GET /api/billing/transactions": { body: { items: [] } },
    ...routes,
  });
  const view = renderAt("/billing", <BillingPage />);
  await screen.findByTestId("billing-usage-count");
  return { api, ...view };
}

const button = (plan: string) => screen.getByTestId(`plan-${plan}-action`);

describe("BillingPage", () => {
  afterEach(() => {
    delete window.Paddle;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the usage, the plan, the renewal date and three plan cards from the price list", async () => {
    await renderBilling(FREE);
    screen.getByRole("heading", { level: 1, name: "Billing & Subscription" });
    screen.getByRole("heading", { level: 2, name: "Current Usage" });
    expect(screen.getByTestId("billing-usage-count").textContent).toBe("5/5");
    expect(screen.getByTestId("current-plan").textContent).toBe("Free plan");
    expect(screen.getByRole("progressbar", { name: "Generations remaining" }).getAttribute("aria-valuetext")).toBe(
      "5 of 5 generations remaining",
    );
    expect(screen.getByTestId("renews-on").textContent).toContain("Renews on April 5, 2026");

    const free = within(screen.getByTestId("plan-free"));
    free.getByText("$0");
    free.getByText("5 generations per month");
    const pro = within(screen.getByTestId("plan-pro"));
    pro.getByText("$10");
    pro.getByText("/month");
    pro.getByText("1000 generations per month");
    const teams = within(screen.getByTestId("plan-teams"));
    teams.getByText("contact only");
    teams.getByText("5000 generations per month");
    free.getByText("Save up to 10 prompts");
    for (const card of [pro, teams]) card.getByText("Save unlimited prompts");
    for (const card of [free, pro, teams]) card.getByText("Save unlimited templates");
  });

  it.each([
    ["free", FREE, [["CURRENT PLAN", true], ["UPGRADE TO PRO", false], ["CONTACT SALES", false]]],
    ["pro", PRO, [["DOWNGRADE TO FREE", false], ["CURRENT PLAN", true], ["CONTACT SALES", false]]],
    ["pro with a pending downgrade", PRO_PENDING_DOWNGRADE, [["PENDING DOWNGRADE", true], ["CURRENT PLAN", true], ["CONTACT SALES", false]]],
    ["teams", TEAMS, [["DOWNGRADE TO FREE", false], ["CONTACT SALES", false], ["CURRENT PLAN", true]]],
  ] as const)("gives each card its button on %s", async (_situation, subscription, expected) => {
    await renderBilling(subscription);
    const seen = ["free", "pro", "teams"].map((plan) => {
      const element = button(plan);
      return [element.textContent, element instanceof HTMLButtonElement && element.disabled];
    });
    expect(seen).toEqual(expected);
  });

  it("shows the pending-downgrade notice with its date, and the out-of-generations notice at 0", async () => {
    await renderBilling({ ...PRO_PENDING_DOWNGRADE, remaining: 0 });
    const notice = screen.getByTestId("pending-downgrade-notice");
    expect(notice.textContent).toContain("Your plan will be downgraded to FREE at the end of the current billing period.");
    expect(notice.textContent).toContain("You keep Pro until April 5, 2026.");
    const empty = screen.getByTestId("out-of-generations-notice");
    expect(empty.textContent).toContain("You have used all 1000 generations of your Pro plan for this billing period.");
    expect(screen.getByTestId("billing-usage-count").textContent).toBe("0/1000");
  });

  it("shows no notice on a plan with generations left and no downgrade", async () => {
    await renderBilling(PRO);
    expect(screen.queryByTestId("pending-downgrade-notice")).toBeNull();
    expect(screen.queryByTestId("out-of-generations-notice")).toBeNull();
  });

  it("says 'Failed to load subscription data' and loads again on Retry", async () => {
    let fail = true;
    fakeApi({
      "GET /api/billing/subscription": () => (fail ? apiError(500, "internal_error", "boom") : { body: FREE }),
      "GET /api/billing/config": { body: DEMO_CONFIG },
    });
    renderAt("/billing", <BillingPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load subscription data");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByTestId("billing-usage-count");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refreshes every 30 s", async () => {
    const { queryClient } = await renderBilling(FREE);
    const query = queryClient.getQueryCache().find({ queryKey: subscriptionQueryKey })!;
    expect(query.observers.map((observer) => observer.options.refetchInterval)).toEqual([30_000]);
  });

  it("asks before downgrading, then shows the pending downgrade and says so", async () => {
    let subscription = PRO;
    const { api } = await renderBilling(() => subscription, {
      "POST /api/billing/downgrade": () => {
        subscription = PRO_PENDING_DOWNGRADE;
        return { body: subscription };
      },
    });
    fireEvent.click(button("free"));
    const dialog = await screen.findByRole("dialog", { name: "Downgrade to Free?" });
    expect(dialog.textContent).toContain("April 5, 2026");
    expect(api.sent("POST /api/billing/downgrade")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Downgrade to Free" }));
    await screen.findByText("Your plan will be downgraded to FREE at the end of the current billing period");
    await waitFor(() => expect(button("free").textContent).toBe("PENDING DOWNGRADE"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.sent("POST /api/billing/downgrade")).toHaveLength(1);
    screen.getByTestId("pending-downgrade-notice");
  });

  it("shows progress while the downgrade runs and reports a refusal", async () => {
    let answer: (refusal: ReturnType<typeof apiError>) => void = () => {};
    await renderBilling(PRO, {
      "POST /api/billing/downgrade": () => new Promise((resolve) => (answer = resolve)),
    });
    fireEvent.click(button("free"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Downgrade to Free" }));
    const working = await within(dialog).findByRole("button", { name: "Downgrading..." });
    expect((working as HTMLButtonElement).disabled).toBe(true);
    answer(apiError(409, "already_free", "You are already on the Free plan"));
    await screen.findByText("You are already on the Free plan");
  });

  it("CONTACT SALES says it is redirecting and mails sales", async () => {
    await renderBilling(FREE);
    const contact = await screen.findByRole("link", { name: "CONTACT SALES" });
    expect(contact.getAttribute("href")).toBe("mailto:sales@example.com?subject=Teams%20plan%20enquiry");
    contact.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(contact);
    await screen.findByText("Redirecting to contact form...");
  });

  describe("demo checkout", () => {
    it("opens our overlay, labelled a demo, with the amount from the checkout answer; Close resets", async () => {
      const { api } = await renderBilling(FREE, {
        "POST /api/billing/checkout": { body: { ...DEMO_SESSION, amountCents: 1250 } },
      });
      fireEvent.click(button("pro"));
      expect(button("pro").textContent).toBe("Processing...");
      const overlay = await screen.findByRole("dialog", { name: "Demo checkout" });
      expect(within(overlay).getByTestId("demo-label").textContent).toBe("Demo");
      expect(within(overlay).getByTestId("demo-amount").textContent).toBe("$12.50");
      within(overlay).getByText(/no card is charged/);
      expect(api.sent("POST /api/billing/checkout")[0]!.body).toEqual({ planId: "pro" });

      fireEvent.click(within(overlay).getAllByRole("button", { name: "Close" })[0]!);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(button("pro").textContent).toBe("UPGRADE TO PRO");
      expect((button("pro") as HTMLButtonElement).disabled).toBe(false);
      expect(api.sent("POST /api/billing/demo/pay")).toHaveLength(0);
    });

    it("pays, then goes to the success URL's path", async () => {
      const { api, queryClient } = await renderBilling(FREE, {
        "POST /api/billing/checkout": { body: DEMO_SESSION },
        "POST /api/billing/demo/pay": { body: PRO },
      });
      fireEvent.click(button("pro"));
      const overlay = await screen.findByRole("dialog", { name: "Demo checkout" });
      fireEvent.click(within(overlay).getByRole("button", { name: "Pay $10" }));
      await waitFor(() => expect(currentLocation()).toBe("/checkout/success?planId=pro"));
      expect(api.sent("POST /api/billing/demo/pay")[0]!.body).toEqual({ checkoutToken: "token-1" });
      expect(queryClient.getQueryData(subscriptionQueryKey)).toEqual(PRO);
    });

    it("shows progress while paying and reports a failed payment", async () => {
      let answer: (refusal: ReturnType<typeof apiError>) => void = () => {};
      await renderBilling(FREE, {
        "POST /api/billing/checkout": { body: DEMO_SESSION },
        "POST /api/billing/demo/pay": () => new Promise((resolve) => (answer = resolve)),
      });
      fireEvent.click(button("pro"));
      const overlay = await screen.findByRole("dialog", { name: "Demo checkout" });
      fireEvent.click(within(overlay).getByRole("button", { name: "Pay $10" }));
      const paying = await within(overlay).findByRole("button", { name: "Processing payment..." });
      expect((paying as HTMLButtonElement).disabled).toBe(true);
      answer(apiError(500, "internal_error", "boom"));
      await screen.findByText("There was an error processing your payment. Please contact support.");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(currentLocation()).toBe("/billing");
    });

    it("asks to log in when the session has ended", async () => {
      await renderBilling(FREE, { "POST /api/billing/checkout": apiError(401, "unauthorized", "You must be signed in.") });
      fireEvent.click(button("pro"));
      await screen.findByText("Please log in to upgrade your plan");
    });

    it("says 'You are already on this plan' on a 409", async () => {
      await renderBilling(FREE, {
        "POST /api/billing/checkout": apiError(409, "already_on_plan", "You are already on this plan"),
      });
      fireEvent.click(button("pro"));
      await screen.findByText("You are already on this plan");
      expect(button("pro").textContent).toBe("UPGRADE TO PRO");
    });
  });

  describe("Paddle checkout", () => {
    const paddleRoutes = (session = PADDLE_SESSION): Routes => ({
      "GET /api/billing/config": { body: PADDLE_CONFIG },
      "POST /api/billing/checkout": { body: session },
    });

    it("opens Paddle's overlay, toasts a completed checkout and resets on close", async () => {
      const { paddle, emit } = installFakePaddle();
      await renderBilling(FREE, paddleRoutes());
      fireEvent.click(button("pro"));
      await waitFor(() => expect(paddle.Checkout.open).toHaveBeenCalledTimes(1));
      expect(paddle.Environment.set).toHaveBeenCalledWith("sandbox");
      expect(paddle.Initialize).toHaveBeenCalledWith({ token: "test_client_token", eventCallback: expect.any(Function) });
      expect(paddle.Checkout.open).toHaveBeenCalledWith({
        items: [{ priceId: "pri_pro", quantity: 1 }],
        customer: { email: "ada@example.com" },
        customData: { userId: "user-1", checkoutId: "chk_1", planId: "pro" },
        settings: { displayMode: "overlay", theme: "light", locale: "en" },
      });
      expect(button("pro").textContent).toBe("Processing...");
      expect(screen.queryByRole("dialog")).toBeNull();

      emit({ name: "checkout.completed" });
      await screen.findByText("Subscription completed successfully!");
      emit({ name: "checkout.closed" });
      await waitFor(() => expect(button("pro").textContent).toBe("UPGRADE TO PRO"));
    });

    it("moves on to the success page 2 s after a completed checkout, carrying Paddle's transaction id", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { emit } = installFakePaddle();
      await renderBilling(FREE, paddleRoutes());
      fireEvent.click(button("pro"));
      await waitFor(() => expect(window.Paddle!.Checkout.open).toHaveBeenCalled());
      emit({ name: "checkout.completed", data: { transaction_id: "txn_01paddle" } });
      await vi.advanceTimersByTimeAsync(1_900);
      expect(currentLocation()).toBe("/billing");
      await vi.advanceTimersByTimeAsync(200);
      await waitFor(() => expect(currentLocation()).toBe("/checkout/success?planId=pro&transaction_id=txn_01paddle"));
    });

    it("asks for an e-mail when the account has none", async () => {
      const { paddle } = installFakePaddle();
      await renderBilling(FREE, paddleRoutes({ ...PADDLE_SESSION, customerEmail: "" }));
      fireEvent.click(button("pro"));
      await screen.findByText("Your account email is not available. Please update your profile or contact support.");
      expect(paddle.Checkout.open).not.toHaveBeenCalled();
      expect(button("pro").textContent).toBe("UPGRADE TO PRO");
    });

    it("reports an overlay that fails to open", async () => {
      const { paddle } = installFakePaddle();
      paddle.Checkout.open.mockImplementation(() => {
        throw new Error("invalid token");
      });
      await renderBilling(FREE, paddleRoutes());
      fireEvent.click(button("pro"));
      await screen.findByText("There was an error with the checkout process. Please try again.");
      expect(button("pro").textContent).toBe("UPGRADE TO PRO");
    });

    it("says the payment system is still loading when Paddle.js has not run within 5 s", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const scripts: Node[] = [];
      vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
        scripts.push(node);
        return node;
      });
      await renderBilling(FREE, paddleRoutes());
      // The page starts loading Paddle.js as soon as it knows Paddle runs.
      await waitFor(() => expect(scripts).toHaveLength(1));
      expect((scripts[0] as HTMLScriptElement).src).toBe("https://cdn.paddle.com/paddle/v2/paddle.js");

      fireEvent.click(button("pro"));
      await waitFor(() => expect(button("pro").textContent).toBe("Processing..."));
      await vi.advanceTimersByTimeAsync(5_100);
      await screen.findByText("Payment system is still loading. Please try again in a moment.");
      expect(button("pro").textContent).toBe("UPGRADE TO PRO");
    });
  });

  it("shows a loading state until the first answer", async () => {
    fakeApi({ "GET /api/billing/subscription": pending, "GET /api/billing/config": { body: DEMO_CONFIG } });
    renderAt("/billing", <BillingPage />);
    screen.getByRole("heading", { level: 1, name: "Billing & Subscription" });
    screen.getByText("Loading your subscription");
    expect(screen.queryByTestId("billing-usage-count")).toBeNull();
  });
});
