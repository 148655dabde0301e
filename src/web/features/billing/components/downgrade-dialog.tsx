import { LoaderCircle } from "lucide-react";
import { PLANS } from "@/domain/plans";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import type { Subscription } from "@/domain/api/billing";
import { formatBillingDate } from "../lib/plan-actions";

/** Asks before DOWNGRADE TO FREE; stays open (and cannot be dismissed) while the request runs. */
export function DowngradeDialog({
  open,
  onOpenChange,
  subscription,
  working,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
  working: boolean;
  onConfirm: () => void;
}) {
  const date = formatBillingDate(subscription.renewsAt);
  return (
    <Dialog open={open} onOpenChange={(next) => !working && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Downgrade to Free?</DialogTitle>
          <DialogDescription>
            You keep {subscription.planName} and its remaining generations until the end of the current billing period
            {date ? ` (${date})` : ""}. After that your plan becomes {PLANS.free.name}, with{" "}
            {PLANS.free.monthlyGenerations} generations per month.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={working}>
              Keep {subscription.planName}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={working} aria-busy={working || undefined}>
            {working && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {working ? "Downgrading..." : "Downgrade to Free"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
