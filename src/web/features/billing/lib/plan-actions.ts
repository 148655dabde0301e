import { PLAN_IDS, PLANS, type Plan, type PlanId, savedPromptsFeature } from "@/domain/plans";
import type { Subscription } from "@/domain/api/billing";

/** What a plan card's button does for the signed-in user's subscription. */
export type PlanAction =
  | { kind: "current"; label: "CURRENT PLAN" }
  | { kind: "pending-downgrade"; label: "PENDING DOWNGRADE" }
  | { kind: "downgrade"; label: "DOWNGRADE TO FREE" }
  | { kind: "upgrade"; label: "UPGRADE TO PRO" }
  | { kind: "contact"; label: "CONTACT SALES" };

/**
 * The spec's plan-card buttons:
 * - the user's own plan: CURRENT PLAN (disabled), also while a downgrade is pending (the plan runs to the
 *   end of the period);
 * - Free, for a paid plan: DOWNGRADE TO FREE, or PENDING DOWNGRADE (disabled) once it is scheduled;
 * - Pro, from Free: UPGRADE TO PRO (checkout);
 * - Teams, and any change away from Teams: CONTACT SALES (Teams is sold by contact only).
 */
export function planAction(plan: PlanId, subscription: Pick<Subscription, "planId" | "cancelAtPeriodEnd">): PlanAction {
  const current = subscription.planId;
  if (plan === "free") {
    if (current === "free") return { kind: "current", label: "CURRENT PLAN" };
    return subscription.cancelAtPeriodEnd
      ? { kind: "pending-downgrade", label: "PENDING DOWNGRADE" }
      : { kind: "downgrade", label: "DOWNGRADE TO FREE" };
  }
  if (plan === current) return { kind: "current", label: "CURRENT PLAN" };
  if (plan === "pro" && current === "free") return { kind: "upgrade", label: "UPGRADE TO PRO" };
  return { kind: "contact", label: "CONTACT SALES" };
}

/** The plans in card order, each with the feature lines the spec lists (the saved-prompt line from the plan). */
export const PLAN_CARDS: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export function planFeatures(plan: Plan): string[] {
  return [
    `${plan.monthlyGenerations} generations per month`,
    savedPromptsFeature(plan),
    "Save unlimited templates",
  ];
}

/** The mail CONTACT SALES opens, to the support address the server is configured with. */
export function contactSalesHref(supportEmail: string): string {
  return `mailto:${supportEmail}?subject=${encodeURIComponent(`${PLANS.teams.name} plan enquiry`)}`;
}

/** "March 5, 2026": how billing dates read (the user's time zone, English as the rest of the app). */
export function formatBillingDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}

/** Remaining generations clamped between 0 and the plan total (spec: billing clamps). */
export function clampedRemaining({ remaining, total }: Pick<Subscription, "remaining" | "total">): number {
  return Math.min(Math.max(0, remaining), Math.max(0, total));
}
