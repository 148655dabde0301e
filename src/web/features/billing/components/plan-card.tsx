import { Check, LoaderCircle, Mail } from "lucide-react";
import { formatPrice, type Plan } from "@/domain/plans";
import { Badge } from "@/web/components/ui/badge";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { type PlanAction, planFeatures } from "../lib/plan-actions";

export interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  /** The mailto: link of CONTACT SALES; undefined while the billing config loads. */
  contactHref?: string;
  /** An action of this card is running (its button shows progress). */
  working?: boolean;
  /** Another action is running: this card's button waits. */
  disabled?: boolean;
  onUpgrade?: () => void;
  onDowngrade?: () => void;
  onContactSales?: () => void;
}

function Price({ plan }: { plan: Plan }) {
  if (plan.priceCents === null) {
    return (
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight">Custom</span>
        <span className="text-sm text-muted-foreground">contact only</span>
      </p>
    );
  }
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-bold tracking-tight">{formatPrice(plan.priceCents)}</span>
      <span className="text-sm text-muted-foreground">/month</span>
    </p>
  );
}

/** One plan: price, allowance and features, and the one button that fits the user's subscription. */
export function PlanCard({
  plan,
  action,
  contactHref,
  working = false,
  disabled = false,
  onUpgrade,
  onDowngrade,
  onContactSales,
}: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  const current = action.kind === "current";
  const spinner = <LoaderCircle className="animate-spin" aria-hidden="true" />;

  let button;
  if (action.kind === "contact") {
    button = contactHref ? (
      <a
        href={contactHref}
        onClick={onContactSales}
        className={cn(buttonVariants({ variant: "outline" }), "w-full")}
        data-testid={`plan-${plan.id}-action`}
      >
        <Mail aria-hidden="true" />
        {action.label}
      </a>
    ) : (
      <Button variant="outline" className="w-full" disabled data-testid={`plan-${plan.id}-action`}>
        {spinner}
        {action.label}
      </Button>
    );
  } else if (action.kind === "upgrade") {
    button = (
      <Button className="w-full" onClick={onUpgrade} disabled={disabled || working} aria-busy={working || undefined} data-testid={`plan-${plan.id}-action`}>
        {working && spinner}
        {working ? "Processing..." : action.label}
      </Button>
    );
  } else if (action.kind === "downgrade") {
    button = (
      <Button variant="outline" className="w-full" onClick={onDowngrade} disabled={disabled || working} aria-busy={working || undefined} data-testid={`plan-${plan.id}-action`}>
        {working && spinner}
        {working ? "Downgrading..." : action.label}
      </Button>
    );
  } else {
    button = (
      <Button variant={current ? "outline" : "secondary"} className="w-full" disabled data-testid={`plan-${plan.id}-action`}>
        {action.label}
      </Button>
    );
  }

  return (
    <Card
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn("flex flex-col", current && "border-primary ring-1 ring-primary")}
    >
      <div className="grid gap-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold tracking-tight">
            {plan.name}
          </h3>
          {current ? (
            <Badge>Your plan</Badge>
          ) : plan.id === "pro" ? (
            <Badge variant="accent">Most Popular</Badge>
          ) : null}
        </div>
        <Price plan={plan} />
        <ul className="grid gap-2 text-sm">
          {planFeatures(plan).map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto p-6 pt-0">{button}</div>
    </Card>
  );
}
