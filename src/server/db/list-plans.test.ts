import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promptCursorParamSchema } from "@/domain/prompt-list";
import { listContactMessages } from "@/server/contact/messages";
import { listTeams } from "@/server/admin/teams";
import { searchUsers } from "@/server/admin/users";
import { historyService } from "@/server/history/history";
import { savedInputsService } from "@/server/library/saved-inputs";
import { savedPromptsService } from "@/server/library/saved-prompts";
import type { LibraryScope } from "@/server/library/workspace-scope";
import { listTeamActivity } from "@/server/teams/activity";
import { systemClock } from "@/server/clock";
import { insertUser } from "../../../tests/support/fixtures";
import { MEASURED_TEAM, seedListDataset } from "../../../tests/support/list-dataset";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { type Db, schema } from "./client";

/**
 * Every list reads its workspace's rows through an index that starts with the workspace, in the list's order, at the
 * first page and a deep one: no plan walks a table-wide order and filters out other users' rows (the history once did,
 * through generation_history_created_type_idx). The statements explained are the ones the services send, captured
 * through drizzle's query log, and each is planned both ways PostgreSQL may plan it: with its values (a custom plan)
 * and as a prepared statement's generic plan.
 */

type Statement = { text: string; params: unknown[] };
type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

const literal = (value: unknown) => (value === null || value === undefined ? "null" : `'${String(value).replace(/'/g, "''")}'`);

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe("list query plans, many users, the measured user's rows the oldest", () => {
  let database: TestDatabase;
  let me: string;
  let captured: Statement[] = [];
  /** The same connection as `database.db`, with every statement drizzle sends recorded in `captured`. */
  let logged: Db;
  /** One session for PREPARE, EXPLAIN EXECUTE and the plan cache setting. */
  let session: { run(text: string): Promise<{ rows: Record<string, unknown>[] }>; release(): void };

  beforeAll(async () => {
    database = await createTestDatabase();
    me = await insertUser(database.db, { name: "Me" });
    await seedListDataset(database.db, { me, users: 1_000, history: 10_000, ownRows: 300 });
    const logger = { logQuery: (text: string, params: unknown[]) => captured.push({ text, params }) };
    const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
    if (client instanceof PGlite) {
      logged = drizzlePglite(client, { schema, logger }) as unknown as Db;
      session = { run: (text) => client.query(text), release: () => {} };
    } else {
      logged = drizzlePg(client, { schema, logger }) as unknown as Db;
      const connection = await client.connect();
      session = { run: (text) => connection.query(text), release: () => connection.release() };
    }
  }, 120_000);
  afterAll(async () => {
    session.release();
    await database.destroy();
  });

  /** The plans of every statement `list` sends, custom and generic, run (EXPLAIN ANALYZE) on the seeded data. */
  async function plansOf(list: (db: Db) => Promise<unknown>): Promise<{ statement: string; nodes: PlanNode[] }[]> {
    captured = [];
    await list(logged);
    const plans = [];
    for (const { text, params } of captured) {
      await session.run(`prepare list_plan as ${text}`);
      try {
        for (const mode of ["force_custom_plan", "force_generic_plan"]) {
          await session.run(`set plan_cache_mode = ${mode}`);
          const args = params.length ? `(${params.map(literal).join(", ")})` : "";
          const { rows } = await session.run(`explain (analyze, format json) execute list_plan${args}`);
          const [explained] = rows[0]!["QUERY PLAN"] as [{ Plan: PlanNode }];
          plans.push({ statement: `${mode}: ${text}`, nodes: nodesOf(explained.Plan) });
        }
      } finally {
        await session.run("reset plan_cache_mode");
        await session.run("deallocate list_plan");
      }
    }
    return plans;
  }

  /** At the first page and at one `deep` rows deep: the list's `table` is read in order through `index`, discarding no row. */
  async function expectSeeks(
    table: string,
    index: string,
    list: (db: Db, page: { cursor?: string; limit: number }) => Promise<{ nextCursor: string | null }>,
    deep = 250,
  ) {
    const { nextCursor } = await list(database.db, { limit: deep });
    expect(nextCursor).not.toBeNull();
    for (const cursor of [undefined, nextCursor!]) {
      const plans = await plansOf((db) => list(db, { cursor, limit: 24 }));
      const scans = plans.flatMap(({ statement, nodes }) =>
        nodes.filter((node) => node["Relation Name"] === table).map((node) => ({ statement, node })),
      );
      expect(scans.map(({ node }) => node["Index Name"])).toContain(index);
      for (const { statement, node } of scans) {
        const where = `${node["Node Type"]} on ${node["Relation Name"]} in ${statement}`;
        // In the list's order from the index, so that only a page is read: not a whole table, not every row after the cursor.
        expect(["Index Scan", "Index Only Scan"], where).toContain(node["Node Type"]);
        expect(node["Rows Removed by Filter"] ?? 0, where).toBe(0);
        expect(node["Rows Removed by Index Recheck"] ?? 0, where).toBe(0);
      }
    }
  }

  const personal = (): LibraryScope => ({ userId: me, displayName: "Me", team: null, personalOnly: false });
  const team = (): LibraryScope => ({ ...personal(), team: { id: MEASURED_TEAM, name: "List Team 0", role: "owner" } });
  const history = (scope: () => LibraryScope) => (db: Db, page: { cursor?: string; limit: number }) => historyService(db).list(scope(), page);
  const prompts = (scope: () => LibraryScope) => (db: Db, page: { cursor?: string; limit: number }) =>
    savedPromptsService(db, systemClock).list(scope(), {
      cursor: page.cursor === undefined ? undefined : promptCursorParamSchema.parse(page.cursor),
      limit: page.limit,
      tags: [],
      tagMode: "all",
      sort: "newest",
    });
  const inputs = (scope: () => LibraryScope) => (db: Db, page: { cursor?: string; limit: number }) =>
    savedInputsService(db, systemClock).list(scope(), page);

  it("history, personal and a team's", async () => {
    await expectSeeks("generation_history", "generation_history_user_created_idx", history(personal));
    await expectSeeks("generation_history", "generation_history_team_created_idx", history(team));
  });

  it("saved prompts, personal and the team library", async () => {
    await expectSeeks("saved_prompts", "saved_prompts_user_created_idx", prompts(personal));
    await expectSeeks("saved_prompts", "saved_prompts_team_created_idx", prompts(team));
  });

  it("saved inputs, personal and the team's", async () => {
    await expectSeeks("saved_inputs", "saved_inputs_user_created_idx", inputs(personal));
    await expectSeeks("saved_inputs", "saved_inputs_team_created_idx", inputs(team));
  });

  it("a team's activity log", async () => {
    await expectSeeks("team_activity", "team_activity_team_created_idx", (db, page) => listTeamActivity(db, MEASURED_TEAM, page));
  });

  it("the admin's lists of users, teams and contact messages", async () => {
    await expectSeeks("users", "users_created_at_idx", (db, page) => searchUsers(db, page), 500);
    await expectSeeks("teams", "teams_created_at_idx", (db, page) => listTeams(db, page), 250);
    await expectSeeks("contact_messages", "contact_messages_created_idx", (db, page) => listContactMessages(db, page));
  });
});
