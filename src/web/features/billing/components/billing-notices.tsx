import { CalendarClock, CircleAlert, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { PLANS } from "@/domain/plans";
import { Button } from "@/web/components/ui/button";
import type { Subscription } from "@/domain/api/billing";
import { formatBillingDate } from "../lib/plan-actions";
import { BILLING_MESSAGES } from "../messages";

function Notice({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="flex gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-accent-foreground"
    >
      <span className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</span>
      <div className="grid gap-1 text-sm">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/**
 * The paid plan ends at the period's end: the spec's sentence, the day it happens, and the way to keep it
 * (Keep {plan}, which withdraws the downgrade).
 */
export function PendingDowngradeNotice({
  subscription,
  working,
  disabled,
  onKeep,
}: {
  subscription: Subscription;
  working: boolean;
  disabled: boolean;
  onKeep: () => void;
}) {
  const date = formatBillingDate(subscription.renewsAt);
  return (
    <Notice icon={<CalendarClock aria-hidden="true" />} title="Downgrade scheduled" testId="pending-downgrade-notice">
      <p>{BILLING_MESSAGES.downgradeScheduled}.</p>
      {date && (
        <p>
          You keep {subscription.planName} until <strong>{date}</strong>.
        </p>
      )}
      <div className="mt-2">
        <Button size="sm" onClick={onKeep} disabled={disabled} aria-busy={working || undefined}>
          {working && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {working ? "Keeping..." : `Keep ${subscription.planName}`}
        </Button>
      </div>
    </Notice>
  );
}

/** Nothing left this period: when it comes back, and the way to more. */
export function OutOfGenerationsNotice({ subscription }: { subscription: Subscription }) {
  const date = formatBillingDate(subscription.renewsAt);
  const free = subscription.planId === "free";
  return (
    <Notice icon={<CircleAlert className="text-destructive" aria-hidden="true" />} title="You're out of generations" testId="out-of-generations-notice">
      <p>
        You have used all {subscription.total} generations of your {subscription.planName} plan for this billing period.
        {date && <> Your allowance renews on {date}.</>}
        {free && (
          <>
            {" "}
            Upgrade to {PLANS.pro.name} for {PLANS.pro.monthlyGenerations} generations per month.
          </>
        )}
      </p>
    </Notice>
  );
}
