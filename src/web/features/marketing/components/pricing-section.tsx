import { Check } from "lucide-react";
import { Link } from "react-router";
import { formatPrice, PLANS, type Plan, savedPromptsFeature } from "@/domain/plans";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { SectionHeading } from "./section-heading";

interface PlanCard {
  plan: Plan;
  description: string;
  features: string[];
  cta: string;
  highlighted: boolean;
}

const generationsPerMonth = (plan: Plan) => `${plan.monthlyGenerations} generations per month`;

/** Built when rendered, so every number and limit is the price list's as it stands. */
const planCards = (): PlanCard[] => [
  {
    plan: PLANS.free,
    description: "Everything you need to try Promptsmith.",
    features: [
      generationsPerMonth(PLANS.free),
      "Text and art prompt builders",
      savedPromptsFeature(PLANS.free),
      "One-click copy",
    ],
    cta: "Get started free",
    highlighted: false,
  },
  {
    plan: PLANS.pro,
    description: "For creators and marketers who prompt every day.",
    features: [
      generationsPerMonth(PLANS.pro),
      "Everything in Free",
      savedPromptsFeature(PLANS.pro),
      "Save unlimited templates",
    ],
    cta: `Get ${PLANS.pro.name}`,
    highlighted: true,
  },
];

function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <p className="mt-6 flex items-baseline gap-1">
      <span className="text-5xl font-bold tracking-tight">{formatPrice(plan.priceCents ?? 0)}</span>
      <span className="text-muted-foreground">/month</span>
    </p>
  );
}

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Simple pricing that grows with you"
          lead="Start free. Upgrade when you need more generations."
        />
        <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {planCards().map(({ plan, description, features, cta, highlighted }) => (
            <li
              key={plan.id}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm",
                highlighted && "border-primary shadow-lg shadow-indigo-500/10 ring-1 ring-primary",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                {highlighted && <Badge>Most Popular</Badge>}
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              <PlanPrice plan={plan} />
              <ul className="mt-8 flex-1 space-y-3">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm">
                    <Check className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild size="lg" variant={highlighted ? "default" : "outline"} className="mt-8">
                <Link to="/signup">{cta}</Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Need more for your team? {PLANS.teams.name} includes {PLANS.teams.monthlyGenerations} generations per
          month.{" "}
          <Link to="/contact" className="font-medium text-brand-text underline underline-offset-2">
            Contact us
          </Link>
        </p>
      </div>
    </section>
  );
}
