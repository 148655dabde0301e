/**
 * The one price list. The landing page, the plan cards, allowance rules and every recorded amount read it.
 * Money is integer cents.
 */
export const PLAN_IDS = ["free", "pro", "teams"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Name shown to users. */
  name: string;
  /** Name in the admin plan select (the spec labels teams "Team" there). */
  adminLabel: string;
  /** Generations per monthly period. */
  monthlyGenerations: number;
  /** Monthly price in cents; null when the plan is sold by contact only. */
  priceCents: number | null;
  currency: "USD";
  contactOnly: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    adminLabel: "Free",
    monthlyGenerations: 5,
    priceCents: 0,
    currency: "USD",
    contactOnly: false,
  },
  pro: {
    id: "pro",
    name: "Pro",
    adminLabel: "Pro",
    monthlyGenerations: 1000,
    priceCents: 1000,
    currency: "USD",
    contactOnly: false,
  },
  teams: {
    id: "teams",
    name: "Teams",
    adminLabel: "Team",
    monthlyGenerations: 5000,
    priceCents: null,
    currency: "USD",
    contactOnly: true,
  },
};

/** A missing or unknown tier is treated as free. */
export function planOf(id: string | null | undefined): Plan {
  return PLANS[(PLAN_IDS as readonly string[]).includes(id ?? "") ? (id as PlanId) : "free"];
}

/** "$10" for 1000 cents; "$0" for free. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

export const PRODUCT_NAME = "Promptsmith";
