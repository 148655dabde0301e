import { withThousands } from "./library";

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
  /** Prompts a user on this plan may keep saved; null when unlimited (within SAVED_PROMPTS_SAFETY_CAP). */
  savedPromptLimit: number | null;
}

/**
 * What "unlimited" saving means on paid plans: a per-user ceiling against scripted abuse, far above any real
 * library (the import file holds at most 2,000 prompts).
 */
export const SAVED_PROMPTS_SAFETY_CAP = 10_000;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    adminLabel: "Free",
    monthlyGenerations: 5,
    priceCents: 0,
    currency: "USD",
    contactOnly: false,
    savedPromptLimit: 10,
  },
  pro: {
    id: "pro",
    name: "Pro",
    adminLabel: "Pro",
    monthlyGenerations: 1000,
    priceCents: 1000,
    currency: "USD",
    contactOnly: false,
    savedPromptLimit: null,
  },
  teams: {
    id: "teams",
    name: "Teams",
    adminLabel: "Team",
    monthlyGenerations: 5000,
    priceCents: null,
    currency: "USD",
    contactOnly: true,
    savedPromptLimit: null,
  },
};

/** A missing or unknown tier is treated as free. */
export function planOf(id: string | null | undefined): Plan {
  return PLANS[(PLAN_IDS as readonly string[]).includes(id ?? "") ? (id as PlanId) : "free"];
}

/** How many prompts a user on `plan` may keep saved, the safety cap included. */
export function savedPromptCeiling(plan: Plan): number {
  return plan.savedPromptLimit ?? SAVED_PROMPTS_SAFETY_CAP;
}

/** The saved-prompts line of every plan card and of the landing page's pricing and FAQ. */
export function savedPromptsFeature(plan: Plan): string {
  return plan.savedPromptLimit === null ? "Save unlimited prompts" : `Save up to ${plan.savedPromptLimit} prompts`;
}

/** The API's error codes for a refused save: the plan's limit (upgrading helps) and the safety cap (it does not). */
export const SAVED_PROMPT_LIMIT_CODES = { limit: "saved_prompts_limit", cap: "saved_prompts_cap" } as const;

/** Why a save was refused at the plan's limit; the web app adds an Upgrade link beside it. */
export function savedPromptLimitMessage(plan: Plan): string {
  return `Your ${plan.name} plan saves up to ${plan.savedPromptLimit} prompts. Upgrade to save more; the prompts you already saved stay as they are.`;
}

/** Why a save was refused at the safety cap of an unlimited plan. */
export const SAVED_PROMPTS_CAP_MESSAGE = `You have reached the maximum of ${withThousands(SAVED_PROMPTS_SAFETY_CAP)} saved prompts per account. Delete prompts you no longer need to save new ones.`;

/** "$10" for 1000 cents; "$0" for free. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

export const PRODUCT_NAME = "Promptsmith";
