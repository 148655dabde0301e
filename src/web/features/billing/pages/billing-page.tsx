import { CircleAlert, RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useBillingConfig } from "../api/get-billing-config";
import { BILLING_REFRESH_MS, useSubscription } from "../api/get-subscription";
import { OutOfGenerationsNotice, PendingDowngradeNotice } from "../components/billing-notices";
import { DemoCheckoutDialog } from "../components/demo-checkout-dialog";
import { DowngradeDialog } from "../components/downgrade-dialog";
import { PlanCard } from "../components/plan-card";
import { BillingHistory } from "../components/billing-history";
import { UsageCard, UsageCardSkeleton } from "../components/usage-card";
import { useCheckout } from "../hooks/use-checkout";
import { useDowngrade } from "../hooks/use-downgrade";
import { useKeepPlan } from "../hooks/use-keep-plan";
import { REFRESH_AFTER_ACTION_MS, REFRESH_AFTER_DOWNGRADE_MS, useRefreshSoon } from "../hooks/use-refresh-soon";
import { ensurePaddleScript } from "../lib/paddle";
import { contactSalesHref, PLAN_CARDS, planAction } from "../lib/plan-actions";
import { BILLING_MESSAGES } from "../messages";

export const BILLING_TITLE = "Billing & Subscription";

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/40 bg-card px-6 py-12 text-center">
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{BILLING_MESSAGES.loadFailed}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}

/** Before the server has answered: Current Usage's frame and the plan cards in grey, no plan or figure yet. */
function LoadingState() {
  return (
    <div className="grid gap-6">
      <UsageCardSkeleton />
      <div className="grid gap-4 md:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/**
 * /billing: Current Usage, the notices (a scheduled downgrade with Keep {plan}), the three plan cards with
 * the button that fits the user's subscription, and the billing history. Refreshed every 30 s, and 3 s after
 * each action (1 s too after a downgrade).
 */
export function BillingPage() {
  useDocumentTitle(BILLING_TITLE);
  const subscriptionQuery = useSubscription({ refreshMs: BILLING_REFRESH_MS, retry: false });
  const config = useBillingConfig();
  const refreshSoon = useRefreshSoon();
  const afterAction = () => refreshSoon([REFRESH_AFTER_ACTION_MS]);
  const checkout = useCheckout(afterAction);
  const downgrade = useDowngrade(() => refreshSoon([REFRESH_AFTER_DOWNGRADE_MS, REFRESH_AFTER_ACTION_MS]));
  const keepPlan = useKeepPlan(afterAction);
  const [confirmingDowngrade, setConfirmingDowngrade] = useState(false);

  const provider = config.data?.provider;
  useEffect(() => {
    // Paddle.js starts loading with the page, so that UPGRADE TO PRO rarely waits for it.
    if (provider === "paddle") ensurePaddleScript();
  }, [provider]);

  const subscription = subscriptionQuery.data;
  const supportEmail = config.data?.supportEmail;
  const busy = checkout.busy || downgrade.isPending || keepPlan.isPending;

  const confirmDowngrade = () =>
    downgrade.mutate(undefined, { onSettled: () => setConfirmingDowngrade(false) });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{BILLING_TITLE}</h1>
        <p className="text-pretty text-muted-foreground">
          Your plan, the generations left this period, other plans, and your payments.
        </p>
      </header>

      {!subscription ? (
        subscriptionQuery.isError ? (
          <LoadFailed onRetry={() => void subscriptionQuery.refetch()} retrying={subscriptionQuery.isFetching} />
        ) : (
          <LoadingState />
        )
      ) : (
        <>
          <UsageCard subscription={subscription} />
          {subscription.cancelAtPeriodEnd && subscription.planId !== "free" && (
            <PendingDowngradeNotice
              subscription={subscription}
              working={keepPlan.isPending}
              disabled={busy}
              onKeep={() => keepPlan.mutate()}
            />
          )}
          {subscription.remaining <= 0 && <OutOfGenerationsNotice subscription={subscription} />}

          <section aria-labelledby="plans-title" className="grid gap-4">
            <h2 id="plans-title" className="text-lg font-semibold tracking-tight">
              Plans
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {PLAN_CARDS.map((plan) => {
                const action = planAction(plan.id, subscription);
                const working =
                  (action.kind === "upgrade" && checkout.busy) || (action.kind === "downgrade" && downgrade.isPending);
                return (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    action={action}
                    working={working}
                    disabled={busy}
                    contactHref={supportEmail ? contactSalesHref(supportEmail) : undefined}
                    onUpgrade={() => void checkout.upgrade()}
                    onDowngrade={() => setConfirmingDowngrade(true)}
                    onContactSales={() => toast.info(BILLING_MESSAGES.redirectingToContact)}
                  />
                );
              })}
            </div>
          </section>

          <BillingHistory paymentMethod={provider === "paddle" && subscription.planId !== "free"} />

          <DowngradeDialog
            open={confirmingDowngrade}
            onOpenChange={setConfirmingDowngrade}
            subscription={subscription}
            working={downgrade.isPending}
            onConfirm={confirmDowngrade}
          />
        </>
      )}

      <DemoCheckoutDialog
        session={checkout.state.step === "demo" ? checkout.state.session : null}
        paying={checkout.state.step === "demo" && checkout.state.paying}
        onPay={() => void checkout.payDemo()}
        onClose={checkout.closeDemo}
      />
    </div>
  );
}
