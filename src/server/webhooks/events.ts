import { type SQL, sql } from "drizzle-orm";
import type { WebhookEvent } from "@/domain/api/webhooks";
import type { Db } from "../db/client";
import { webhookDeliveries, webhookEndpoints } from "../db/schema-webhooks";

/**
 * The events a workspace's webhooks receive are written to the outbox (webhook_deliveries) by the statement or the
 * transaction that makes the change, one row per subscribed endpoint: committed with the change or not at all, and
 * delivered by whichever instance's worker claims it first (dispatch.ts). A workspace without endpoints writes nothing.
 */

/** The workspace an event happens in: the personal one of `userId` (`teamId` null) or the team's. */
export interface EventWorkspace {
  userId: string;
  teamId: string | null;
}

const ofWorkspace = (workspace: EventWorkspace): SQL =>
  workspace.teamId ? sql`${webhookEndpoints.teamId} = ${workspace.teamId}` : sql`${webhookEndpoints.userId} = ${workspace.userId}`;

/**
 * Writes one event of `type` per item of `data` (its `data` object) for each endpoint of the workspace subscribed to
 * it, in one statement on `tx` (the change's transaction). Exported for every module that changes what webhooks tell
 * of: prompts (library), their labels.
 */
export async function emitEvents(tx: Db, workspace: EventWorkspace, type: WebhookEvent, data: object[]): Promise<void> {
  if (!data.length) return;
  await tx.execute(sql`insert into ${webhookDeliveries} (endpoint_id, event_type, data)
    select ${webhookEndpoints.id}, ${type}::text, item.value from ${webhookEndpoints}
      cross join jsonb_array_elements(${JSON.stringify(data)}::jsonb) with ordinality as item(value, n)
    where ${ofWorkspace(workspace)} and ${type}::text = any(${webhookEndpoints.events})
    order by item.n`);
}

/** `prompt.label_moved` (and any other prompt event) from the module that moves labels, in its transaction. */
export const emitPromptEvent = (tx: Db, workspace: EventWorkspace, type: WebhookEvent, data: object) => emitEvents(tx, workspace, type, [data]);

/** A saved prompt as its events carry it. */
export function promptEventData(row: {
  id: string;
  title: string;
  content: string;
  promptType: string;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
}) {
  const { id, title, content, promptType, tags } = row;
  return { prompt: { id, title, content, promptType, tags, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() } };
}

/**
 * The `generation.completed` events of the completed history rows `source` yields (a CTE of generation_history's
 * columns), as one step of the generation's own statement (generation/records.ts).
 */
export function generationCompletedEvents(source: SQL): SQL {
  const at = sql`to_char(g.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`insert into ${webhookDeliveries} (endpoint_id, event_type, data)
    select e.id, 'generation.completed', jsonb_build_object('generation', jsonb_build_object(
        'id', g.id, 'promptType', g.generation_type, 'model', g.model_used, 'fallback', g.fallback,
        'prompt', g.prompt_content, 'negativePrompt', g.negative_prompt, 'createdAt', ${at}))
    from ${source} g join ${webhookEndpoints} e
      on case when g.team_id is null then e.user_id = g.user_id else e.team_id = g.team_id end
    where 'generation.completed' = any(e.events)`;
}
