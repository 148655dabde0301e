import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ComposedPrompt, GeneratePromptRequest } from "@/domain/builders";
import { type Db, preparedStatement, queryRows } from "../db/client";
import { accountActivity } from "../db/schema";
import { generationHistory, userGenerationCounts } from "../db/schema-generation";
import { type Allowance, allowanceLeft, refundStatements, spendStatement, teamSpendStatement } from "../entitlements/allowance";
import { generationCompletedEvents } from "../webhooks/events";
import type { GenerationOutput } from "./providers/generator";

/**
 * What a generation writes: the spent unit, its history row, the per-user counters the admin dashboard reads,
 * and the activity row. Each function here is ONE statement (data-modifying CTEs, atomic as a whole), so each
 * step is one round trip to the database and holds no transaction open across the network.
 */

export interface Requester {
  userId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

type HistoryStatus = (typeof generationHistory.$inferInsert)["status"];

/** What a history row says; each value may be a placeholder (`sql.placeholder`) in a statement written once. */
interface HistoryValues {
  promptType: unknown;
  status: HistoryStatus | Placeholder;
  model: unknown;
  text: unknown;
  negativePrompt: unknown;
  /** JSON text: the target's parameters. */
  parameters: unknown;
  /** JSON text: the notes for the user. */
  notes: unknown;
  ms: unknown;
  /** JSON text: `historyMetadata`. */
  metadata: unknown;
}

/** The history row's metadata: the form as sent and, for images, the target. */
function historyMetadata(request: GeneratePromptRequest): string {
  const { promptType, ...form } = request;
  return JSON.stringify({ form, target: promptType === "text" ? undefined : request.target });
}

/**
 * A history row for each user `source` yields (a CTE with a `user_id` column, and a `team_id` one when the team's
 * pool paid: `pooled`); returns the row (its `id`, and the columns its webhook event tells of).
 */
function insertHistory(source: SQL, row: HistoryValues, pooled = false) {
  const team = pooled ? sql`, team_id` : sql``;
  return sql`insert into ${generationHistory} (user_id${team}, generation_type, status, model_used, prompt_content, negative_prompt, parameters, notes, generation_time_ms, metadata)
    select user_id${team}, ${row.promptType}::text, ${row.status}::text, ${row.model}::text, ${row.text}::text,
      ${row.negativePrompt}::text, ${row.parameters}::jsonb, ${row.notes}::jsonb, ${row.ms}::int, ${row.metadata}::jsonb
    from ${source} returning *`;
}

/** The counters of each user `source` yields: one more generation, and one more success if it succeeded. */
function countGeneration(source: SQL, succeeded: boolean) {
  return sql`insert into ${userGenerationCounts} as c (user_id, total_generations, successful_generations)
    select user_id, 1, ${succeeded ? 1 : 0}::int from ${source}
    on conflict (user_id) do update set total_generations = c.total_generations + 1,
      successful_generations = c.successful_generations + excluded.successful_generations`;
}

/**
 * Every user's counters set from their history, as the generation service would have kept them (a success per
 * completed row, a generation per completed or failed one): for history written straight to the table, by a seed
 * or a test.
 */
export async function recountGenerations(db: Db): Promise<void> {
  await db.execute(sql`insert into ${userGenerationCounts} (user_id, total_generations, successful_generations)
    select user_id, count(*) filter (where status in ('completed', 'failed'))::int, count(*) filter (where status = 'completed')::int
    from ${generationHistory} group by user_id
    on conflict (user_id) do update set total_generations = excluded.total_generations, successful_generations = excluded.successful_generations`);
}

/** The generation's line in the activity log of each user `source` yields; values may be placeholders. */
function insertActivity(source: SQL, values: { ipAddress: unknown; userAgent: unknown; metadata: unknown }) {
  return sql`insert into ${accountActivity} (user_id, activity_type, ip_address, user_agent, metadata)
    select user_id, 'generation', ${values.ipAddress}::text, ${values.userAgent}::text, ${values.metadata}::jsonb
    from ${source}`;
}

/** The activity row's metadata (JSON text). */
function activityMetadata(request: GeneratePromptRequest, output: GenerationOutput, fallback: boolean): string {
  return JSON.stringify({ generation_type: request.promptType, model_used: output.model, fallback });
}

const spent = sql.raw("spent");
const settled = sql.raw("settled");

const placeholder = (name: keyof ComposedValues) => sql.placeholder(name);

type ComposedValues = {
  userId: string;
  teamId: string;
  now: string;
  promptType: string;
  model: string;
  text: string;
  negativePrompt: string | null;
  parameters: string;
  notes: string;
  ms: number;
  historyMetadata: string;
  ipAddress: string | null;
  userAgent: string | null;
  activityMetadata: string;
};

/** The spend of one unit: the user's own allowance, or the pool of the team whose workspace they act in. */
const spendOf = (db: Db, pooled: boolean) =>
  pooled
    ? teamSpendStatement(db, placeholder("teamId"), placeholder("userId"), placeholder("now"))
    : spendStatement(db, placeholder("userId"), placeholder("now"));

/** `spendAndRecord`'s statement for the personal workspace (`pooled` false) or a team's. */
function spendAndRecordSql(db: Db, pooled: boolean) {
  return sql`with ${spent} as ${spendOf(db, pooled)},
      history as (${insertHistory(
        spent,
        {
          promptType: placeholder("promptType"),
          status: "completed",
          model: placeholder("model"),
          text: placeholder("text"),
          negativePrompt: placeholder("negativePrompt"),
          parameters: placeholder("parameters"),
          notes: placeholder("notes"),
          ms: placeholder("ms"),
          metadata: placeholder("historyMetadata"),
        },
        pooled,
      )}),
      counted as (${countGeneration(spent, true)}),
      activity as (${insertActivity(spent, { ipAddress: placeholder("ipAddress"), userAgent: placeholder("userAgent"), metadata: placeholder("activityMetadata") })}),
      hooked as (${generationCompletedEvents(sql.raw("history"))})
    select ${allowanceLeft} from ${spent}`;
}

/** `spendAndRecord`'s statements, written by drizzle once per process (db/client.ts, `preparedStatement`). */
const spendAndRecordStatement = preparedStatement<Omit<ComposedValues, "teamId">, Allowance>("spend_and_record", (db) => spendAndRecordSql(db, false));
const teamSpendAndRecordStatement = preparedStatement<ComposedValues, Allowance>("team_spend_and_record", (db) => spendAndRecordSql(db, true));

/**
 * The composer's path, which needs no pending state: spends a unit (renewing first if due) of the user's allowance
 * or, with `teamId`, of the team's pool and, only if one was spent, writes the completed history row, the counters
 * and the activity row. Null when nothing is left (or the user is no longer a member of the team).
 */
export async function spendAndRecord(
  db: Db,
  requester: Requester,
  teamId: string | null,
  now: Date,
  request: GeneratePromptRequest,
  written: { output: GenerationOutput; result: ComposedPrompt; ms: number },
): Promise<Allowance | null> {
  const { output, result, ms } = written;
  const values = {
    userId: requester.userId,
    now: now.toISOString(),
    promptType: request.promptType,
    model: output.model,
    text: result.prompt,
    negativePrompt: result.negativePrompt ?? null,
    parameters: JSON.stringify(result.parameters),
    notes: JSON.stringify(result.notes),
    ms,
    historyMetadata: historyMetadata(request),
    ipAddress: requester.ipAddress,
    userAgent: requester.userAgent,
    activityMetadata: activityMetadata(request, output, false),
  };
  const [row] = teamId ? await teamSpendAndRecordStatement(db, { ...values, teamId }) : await spendAndRecordStatement(db, values);
  return row ?? null;
}

/** `spendPending`'s statement for the personal workspace or a team's. */
function spendPendingSql(db: Db, pooled: boolean) {
  const pending = { status: "pending", model: "pending", text: "", negativePrompt: null, parameters: "{}", notes: "[]", ms: 0 } as const;
  return sql`with ${spent} as ${spendOf(db, pooled)},
      history as (${insertHistory(spent, { ...pending, promptType: placeholder("promptType"), metadata: placeholder("historyMetadata") }, pooled)})
    select ${allowanceLeft}, history.id as "historyId" from ${spent}, history`;
}

type PendingValues = Pick<ComposedValues, "userId" | "now" | "promptType" | "historyMetadata">;
type Pending = Allowance & { historyId: string };

/** `spendPending`'s statements, written once: they stand between the request and the model's first words. */
const spendPendingStatement = preparedStatement<PendingValues, Pending>("spend_pending", (db) => spendPendingSql(db, false));
const teamSpendPendingStatement = preparedStatement<PendingValues & { teamId: string }, Pending>("team_spend_pending", (db) =>
  spendPendingSql(db, true),
);

/**
 * The model's path, first step: spends a unit and writes a `pending` history row for it, so every spent unit is
 * accounted for even if the process dies while the model writes. Null when nothing is left.
 */
export async function spendPending(
  db: Db,
  userId: string,
  teamId: string | null,
  now: Date,
  request: GeneratePromptRequest,
): Promise<Pending | null> {
  const values = { userId, now: now.toISOString(), promptType: request.promptType, historyMetadata: historyMetadata(request) };
  const [row] = teamId ? await teamSpendPendingStatement(db, { ...values, teamId }) : await spendPendingStatement(db, values);
  return row ?? null;
}

/** Who paid a unit: the user, or the pool of the team `teamId`. */
export interface Payer {
  userId: string;
  teamId: string | null;
}

/**
 * The history row `historyId`, settled with `values` if it is still pending; yields the row (its user and team: who
 * paid) for the steps that follow, or nothing when the sweep closed it first (sweep.ts): then nothing follows.
 */
function settle(db: Db, historyId: string, values: Partial<typeof generationHistory.$inferInsert>) {
  return db
    .update(generationHistory)
    .set(values)
    .where(and(eq(generationHistory.id, historyId), eq(generationHistory.status, "pending")))
    .returning();
}

/** The settled row's unit, given back to whoever paid it: two steps of a `with` list. */
function refundSettled() {
  const { personal, pooled } = refundStatements(settled);
  return sql`refunded as (${personal}), pool_refunded as (${pooled})`;
}

/**
 * The model's path, second step: the pending row completed with the prompt, the counters and the activity row.
 * False when the sweep had closed the row as interrupted and given the unit back: the prompt is not recorded.
 */
export async function recordCompleted(
  db: Db,
  requester: Requester,
  historyId: string,
  request: GeneratePromptRequest,
  written: { output: GenerationOutput; result: ComposedPrompt; fallback: boolean; modelError: string | null; ms: number },
): Promise<boolean> {
  const { output, result, fallback } = written;
  const row = {
    status: "completed" as const,
    promptContent: result.prompt,
    negativePrompt: result.negativePrompt ?? null,
    parameters: result.parameters,
    notes: result.notes,
    modelUsed: output.model,
    fallback,
    promptTokens: output.promptTokens,
    completionTokens: output.completionTokens,
    totalTokens: output.promptTokens + output.completionTokens,
    generationTimeMs: written.ms,
    errorMessage: written.modelError,
  };
  const rows = await queryRows(
    db,
    sql`with ${settled} as ${settle(db, historyId, row)},
      counted as (${countGeneration(settled, true)}),
      activity as (${insertActivity(settled, { ...requester, metadata: activityMetadata(request, output, fallback) })}),
      hooked as (${generationCompletedEvents(settled)})
    select user_id from ${settled}`,
  );
  return rows.length > 0;
}

/** Nothing was written: the row says why, the unit comes back, and the attempt counts as a failed generation. */
export async function recordFailed(
  db: Db,
  historyId: string,
  failure: { fallback: boolean; ms: number; errorMessage: string },
): Promise<void> {
  const row = { status: "failed" as const, modelUsed: "none", fallback: failure.fallback, generationTimeMs: failure.ms, errorMessage: failure.errorMessage };
  await db.execute(
    sql`with ${settled} as ${settle(db, historyId, row)}, ${refundSettled()}
    ${countGeneration(settled, false)}`,
  );
}

/** The client left before it had the prompt: the row says `cancelled` and the unit comes back; no counters move. */
export async function recordCancelled(db: Db, historyId: string, ms: number): Promise<void> {
  await db.execute(
    sql`with ${settled} as ${settle(db, historyId, { status: "cancelled", modelUsed: "none", generationTimeMs: ms })}, ${refundSettled()}
    select user_id from ${settled}`,
  );
}
