import { useQuery } from "@tanstack/react-query";
import type { WebhookCreate } from "@/domain/api/webhooks";
import { ApiError, client, ok } from "@/web/lib/api-client";

/** Whose webhooks: the personal workspace's (Settings) or the active team's (the Team page). */
export type WebhookWorkspace = "personal" | "team";

const routesOf = (workspace: WebhookWorkspace) => (workspace === "team" ? client.teams.current.webhooks : client.webhooks);

export const webhooksKey = (workspace: WebhookWorkspace) => ["webhooks", workspace] as const;

export const useWebhooks = (workspace: WebhookWorkspace) =>
  useQuery({ queryKey: webhooksKey(workspace), queryFn: ({ signal }) => ok(routesOf(workspace).$get({}, { init: { signal } })) });

export const useDeliveries = (workspace: WebhookWorkspace, id: string) =>
  useQuery({
    queryKey: [...webhooksKey(workspace), id, "deliveries"],
    queryFn: ({ signal }) => ok(routesOf(workspace)[":id"].deliveries.$get({ param: { id } }, { init: { signal } })),
  });

/** The answer carries the signing secret, this once. */
export const createWebhook = (workspace: WebhookWorkspace, input: WebhookCreate) => ok(routesOf(workspace).$post({ json: input }));
export const rotateSecret = (workspace: WebhookWorkspace, id: string) => ok(routesOf(workspace)[":id"]["rotate-secret"].$post({ param: { id } }));
export const deleteWebhook = (workspace: WebhookWorkspace, id: string) => ok(routesOf(workspace)[":id"].$delete({ param: { id } }));
export const redeliver = (workspace: WebhookWorkspace, id: string, deliveryId: string) =>
  ok(routesOf(workspace)[":id"].deliveries[":deliveryId"].redeliver.$post({ param: { id, deliveryId } }));

/** The server's words for a refusal it explains (a field, the limit, a role), else `fallback`. */
export function webhookFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (["webhook_limit", "forbidden", "rate_limited", "network_error"].includes(error.code)) return error.message;
  return fallback;
}
