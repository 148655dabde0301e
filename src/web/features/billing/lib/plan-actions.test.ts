import { describe, expect, it } from "vitest";
import { PLANS } from "@/domain/plans";
import { FREE, PRO, PRO_PENDING_DOWNGRADE, TEAMS } from "../test-support";
import { clampedRemaining, contactSalesHref, formatBillingDate, PLAN_CARDS, planAction, planFeatures } from "./plan-actions";

const labels = (subscription: typeof FREE) => PLAN_CARDS.map((plan) => planAction(plan.id, subscription).label);

describe("planAction", () => {
  it.each([
    ["free", FREE, ["CURRENT PLAN", "UPGRADE TO PRO", "CONTACT SALES"]],
    ["pro", PRO, ["DOWNGRADE TO FREE", "CURRENT PLAN", "CONTACT SALES"]],
    ["pro with a pending downgrade", PRO_PENDING_DOWNGRADE, ["PENDING DOWNGRADE", "CURRENT PLAN", "CONTACT SALES"]],
    ["teams", TEAMS, ["DOWNGRADE TO FREE", "CONTACT SALES", "CURRENT PLAN"]],
    ["teams with a pending downgrade", { ...TEAMS, cancelAtPeriodEnd: true }, ["PENDING DOWNGRADE", "CONTACT SALES", "CURRENT PLAN"]],
  ])("gives the Free, Pro and Teams cards their buttons on %s", (_situation, subscription, expected) => {
    expect(labels(subscription)).toEqual(expected);
  });
});

describe("plan card content", () => {
  it("lists the plans in order with the allowance and the spec's feature lines", () => {
    expect(PLAN_CARDS.map((plan) => plan.id)).toEqual(["free", "pro", "teams"]);
    expect(planFeatures(PLANS.pro)).toEqual(["1000 generations per month", "Save unlimited prompts", "Save unlimited templates"]);
    expect(planFeatures(PLANS.free)).toEqual(["5 generations per month", "Save up to 10 prompts", "Save unlimited templates"]);
    expect(planFeatures(PLANS.teams)[0]).toBe("5000 generations per month");
  });

  it("mails sales at the configured address", () => {
    expect(contactSalesHref("sales@example.com")).toBe("mailto:sales@example.com?subject=Teams%20plan%20enquiry");
  });

  it("writes dates in words and clamps the remaining count to 0..total", () => {
    expect(formatBillingDate("2026-04-05T10:00:00.000Z")).toBe("April 5, 2026");
    expect(formatBillingDate("")).toBe("");
    expect(clampedRemaining({ remaining: -3, total: 5 })).toBe(0);
    expect(clampedRemaining({ remaining: 12, total: 5 })).toBe(5);
    expect(clampedRemaining({ remaining: 3, total: 5 })).toBe(3);
  });
});
