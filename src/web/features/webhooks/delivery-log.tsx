import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, RotateCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { WebhookDelivery } from "@/domain/api/webhooks";
import { Button } from "@/web/components/ui/button";
import { LoadFailure } from "@/web/components/ui/load-failure";
import { Spinner } from "@/web/components/ui/spinner";
import { redeliver, useDeliveries, webhookFailure, type WebhookWorkspace } from "./api";
import { WEBHOOK_TEXTS } from "./messages";

const time = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "medium" });

/** What an attempt got: the status code, or why there was none. */
const outcomeOf = (attempt: WebhookDelivery["attempts"][number]) => (attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? "no answer"));

function DeliveryRow({ delivery, onRedeliver, pending }: { delivery: WebhookDelivery; onRedeliver(): void; pending: boolean }) {
  return (
    <li className="grid gap-1 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <code>{delivery.event}</code> · {time.format(new Date(delivery.occurredAt))} ·{" "}
          <span className={delivery.status === "failed" ? "text-destructive" : undefined}>{WEBHOOK_TEXTS.status[delivery.status]}</span>
          {delivery.nextAttemptAt && ` (next try ${time.format(new Date(delivery.nextAttemptAt))})`}
        </p>
        <Button variant="outline" size="sm" onClick={onRedeliver} disabled={pending} aria-label={`Redeliver ${delivery.event} of ${time.format(new Date(delivery.occurredAt))}`}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
          Redeliver
        </Button>
      </div>
      {delivery.attempts.length > 0 && (
        <ol aria-label="Attempts" className="grid gap-0.5 text-muted-foreground">
          {delivery.attempts.map((attempt, index) => (
            <li key={attempt.at + index}>
              {time.format(new Date(attempt.at))}: {outcomeOf(attempt)} in {attempt.durationMs} ms
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** An endpoint's newest deliveries with each attempt, and a Redeliver button on each. */
export function DeliveryLog({ workspace, webhookId }: { workspace: WebhookWorkspace; webhookId: string }) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveries(workspace, webhookId);
  const [pending, setPending] = useState<string | null>(null);

  const again = async (delivery: WebhookDelivery) => {
    setPending(delivery.id);
    try {
      await redeliver(workspace, webhookId, delivery.id);
      toast.success(WEBHOOK_TEXTS.redelivered);
      await queryClient.invalidateQueries({ queryKey: ["webhooks", workspace, webhookId, "deliveries"] });
    } catch (error) {
      toast.error(webhookFailure(error, WEBHOOK_TEXTS.redeliverFailed));
    } finally {
      setPending(null);
    }
  };

  if (deliveries.isPending) return <Spinner size="sm" label="Loading deliveries" />;
  if (deliveries.isError) return <LoadFailure message={WEBHOOK_TEXTS.logFailed} onRetry={() => void deliveries.refetch()} />;
  if (!deliveries.data.items.length) return <p className="text-sm text-muted-foreground">{WEBHOOK_TEXTS.noDeliveries}</p>;
  return (
    <ul aria-label="Deliveries" className="divide-y">
      {deliveries.data.items.map((delivery) => (
        <DeliveryRow key={delivery.id} delivery={delivery} pending={pending === delivery.id} onRedeliver={() => void again(delivery)} />
      ))}
    </ul>
  );
}
