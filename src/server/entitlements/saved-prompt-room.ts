import { eq } from "drizzle-orm";
import {
  type Plan,
  planOf,
  SAVED_PROMPT_LIMIT_CODES,
  SAVED_PROMPTS_CAP_MESSAGE,
  SAVED_PROMPTS_SAFETY_CAP,
  savedPromptCeiling,
  savedPromptLimitMessage,
} from "@/domain/plans";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema-billing";
import { teams } from "../db/schema-teams";
import { HttpError } from "../http/errors";
import { renewIfEnded } from "./allowance";

/** The workspace a saved prompt counts in: the user's own (`teamId` null) or a team's. */
export interface SavingWorkspace {
  userId: string;
  teamId: string | null;
}

/** Why a save was refused: the plan's limit (Free), or the safety cap of an unlimited plan. */
function savedPromptLimitError(plan: Plan): HttpError {
  return plan.savedPromptLimit === null
    ? new HttpError(403, SAVED_PROMPT_LIMIT_CODES.cap, SAVED_PROMPTS_CAP_MESSAGE)
    : new HttpError(403, SAVED_PROMPT_LIMIT_CODES.limit, savedPromptLimitMessage(plan));
}

const TEAM_CAP_MESSAGE = `This team has reached the maximum of ${SAVED_PROMPTS_SAFETY_CAP.toLocaleString("en-US")} saved prompts. Delete prompts it no longer needs to save new ones.`;

/**
 * How many more prompts the workspace may keep, and the refusal once it is full: the personal workspace is held to
 * the user's plan, a team's to the safety cap. `countSaved` counts the prompts it keeps now (deleted ones do not
 * count). Runs in the caller's transaction `tx`: the subscription (or team) row is locked before the count, so two
 * saves (or restores) at once are counted one after the other and never both pass the limit.
 */
export async function savedPromptRoom(tx: Db, workspace: SavingWorkspace, now: Date, countSaved: () => Promise<number>) {
  let ceiling: number;
  let full: HttpError;
  if (workspace.teamId) {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, workspace.teamId)).for("update");
    ceiling = SAVED_PROMPTS_SAFETY_CAP;
    full = new HttpError(403, SAVED_PROMPT_LIMIT_CODES.cap, TEAM_CAP_MESSAGE);
  } else {
    // A plan cancelled at period end becomes free once its period is over, even if nothing renewed it yet.
    await renewIfEnded(tx, workspace.userId, now);
    const [subscription] = await tx
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, workspace.userId))
      .for("update");
    const plan = planOf(subscription?.planId);
    ceiling = savedPromptCeiling(plan);
    full = savedPromptLimitError(plan);
  }
  return { room: Math.max(0, ceiling - (await countSaved())), full };
}
