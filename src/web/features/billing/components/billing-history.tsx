import { CreditCard, FileText, LoaderCircle, RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { Payment } from "@/domain/api/billing";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { getInvoiceUrl, getPaymentMethodUrl, usePayments } from "../api/get-payments";
import { formatBillingDate } from "../lib/plan-actions";
import { BILLING_MESSAGES, billingErrorMessage } from "../messages";

/** "$10.00", "€12.50": a payment's amount as a receipt writes it, in its own currency. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** "completed" reads "Paid"; any other status the provider reported, as it is, capitalized. */
function statusLabel(status: string): string {
  return status === "completed" ? "Paid" : status.charAt(0).toUpperCase() + status.slice(1).replaceAll("_", " ");
}

/** Goes to a short-lived link the server asks the provider for; says why when it cannot. */
async function openProviderLink(fetchUrl: () => Promise<string>, failure: string) {
  try {
    window.location.assign(await fetchUrl());
  } catch (error) {
    toast.error(billingErrorMessage(error, failure));
  }
}

/** Rows of grey until the server has said which payments there are: no empty state or figure shown early. */
function HistorySkeleton() {
  return (
    <div aria-busy="true" className="grid gap-3" data-testid="billing-history-loading">
      <span className="sr-only" role="status">
        Loading your billing history
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center justify-between gap-4">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-5 w-12" />
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}

function PaymentsTable({ payments }: { payments: Payment[] }) {
  const [opening, setOpening] = useState<string | null>(null);
  const invoices = payments.some((payment) => payment.invoice);
  const openInvoice = async (payment: Payment) => {
    setOpening(payment.id);
    await openProviderLink(() => getInvoiceUrl(payment.id), BILLING_MESSAGES.invoiceFailed);
    setOpening(null);
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="billing-history">
        <thead className="text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-3 font-medium">Date</th>
            <th scope="col" className="py-2 pr-3 font-medium">Plan</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Amount</th>
            <th scope="col" className="py-2 pr-3 font-medium">Status</th>
            {invoices && (
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Invoice</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const date = formatBillingDate(payment.paidAt);
            return (
              <tr key={payment.id} className="border-b last:border-0">
                <td className="py-2.5 pr-3">{date}</td>
                <td className="py-2.5 pr-3">{payment.planName}</td>
                <td className="py-2.5 pr-3 text-right tabular-nums whitespace-nowrap">
                  {formatAmount(payment.amountCents, payment.currency)}
                </td>
                <td className="py-2.5 pr-3">{statusLabel(payment.status)}</td>
                {invoices && (
                  <td className="py-1 text-right">
                    {payment.invoice && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => void openInvoice(payment)}
                        disabled={opening !== null}
                        aria-label={`Invoice of ${date}`}
                      >
                        {opening === payment.id ? (
                          <LoaderCircle className="animate-spin" aria-hidden="true" />
                        ) : (
                          <FileText aria-hidden="true" />
                        )}
                        Invoice
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Billing history: the user's payments (date, plan, amount, status), newest first, with the invoice PDF
 * where the provider gives one, and, where Paddle takes the payments, Manage payment method (Paddle's
 * customer portal). `paymentMethod` is true only for a paid plan under Paddle.
 */
export function BillingHistory({ paymentMethod }: { paymentMethod: boolean }) {
  const payments = usePayments();
  const [openingPortal, setOpeningPortal] = useState(false);
  const openPortal = async () => {
    setOpeningPortal(true);
    await openProviderLink(getPaymentMethodUrl, BILLING_MESSAGES.paymentMethodFailed);
    setOpeningPortal(false);
  };
  return (
    // min-w-0: on a narrow phone the table scrolls inside the card rather than widening the page.
    <Card aria-labelledby="billing-history-title" className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="billing-history-title">
            Billing history
          </CardTitle>
          <CardDescription>Your payments, newest first.</CardDescription>
        </div>
        {paymentMethod && (
          <Button variant="outline" size="sm" onClick={() => void openPortal()} disabled={openingPortal} aria-busy={openingPortal || undefined}>
            {openingPortal ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
            Manage payment method
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {payments.isPending ? (
          <HistorySkeleton />
        ) : payments.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <p>{BILLING_MESSAGES.historyFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void payments.refetch()} disabled={payments.isFetching}>
              <RotateCw className={payments.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : payments.data.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="billing-history-empty">
            No payments yet. Your payments will be listed here.
          </p>
        ) : (
          <PaymentsTable payments={payments.data} />
        )}
      </CardContent>
    </Card>
  );
}
