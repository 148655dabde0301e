import { CreditCard, LoaderCircle, ShieldCheck } from "lucide-react";
import { formatPrice, planOf } from "@/domain/plans";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import type { DemoCheckoutSession } from "@/domain/api/billing";

/**
 * The demo provider's checkout: an overlay of our own in the place of Paddle's, labelled as a demo. Pay
 * has the server emit the provider's signed payment events; Close leaves without paying.
 */
export function DemoCheckoutDialog({
  session,
  paying,
  onPay,
  onClose,
}: {
  session: DemoCheckoutSession | null;
  paying: boolean;
  onPay: () => void;
  onClose: () => void;
}) {
  const amount = session ? formatPrice(session.amountCents) : "";
  const plan = planOf(session?.planId);
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && !paying && onClose()}>
      <DialogContent
        data-testid="demo-checkout"
        // A click beside the overlay does not lose the checkout; Close and Escape do.
        onInteractOutside={(event) => event.preventDefault()}
      >
        {session && (
          <>
            <DialogHeader>
              <Badge size="lg" className="w-fit tracking-wide uppercase" data-testid="demo-label">
                Demo
              </Badge>
              <DialogTitle>Demo checkout</DialogTitle>
              <DialogDescription>
                This is a demo payment: no card is charged and no money moves. Pay activates the plan as a real
                payment would.
              </DialogDescription>
            </DialogHeader>

            <div className="grid gap-3 rounded-lg border bg-surface p-4">
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="font-medium">{session.planName} plan</p>
                  <p className="text-sm text-muted-foreground">
                    {plan.monthlyGenerations} generations per month, billed monthly
                  </p>
                </div>
                <p className="text-right">
                  <span className="text-2xl font-bold tracking-tight" data-testid="demo-amount">
                    {amount}
                  </span>
                  <span className="ml-1 text-sm text-muted-foreground">/month</span>
                </p>
              </div>
              <div className="flex items-center justify-between border-t pt-3 text-sm">
                <span className="text-muted-foreground">Due today</span>
                <span className="font-semibold">
                  {amount} {session.currency}
                </span>
              </div>
            </div>

            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CreditCard className="size-4 shrink-0" aria-hidden="true" />
              Payment method: demo card, nothing is charged.
            </p>

            <DialogFooter>
              <Button variant="outline" onClick={onClose} disabled={paying}>
                Close
              </Button>
              <Button onClick={onPay} disabled={paying} aria-busy={paying || undefined}>
                {paying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
                {paying ? "Processing payment..." : `Pay ${amount}`}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
