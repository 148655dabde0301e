import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { listTeams } from "@/server/admin/teams";
import { searchUsers } from "@/server/admin/users";
import { systemClock } from "@/server/clock";
import { listContactMessages } from "@/server/contact/messages";
import { type Db, queryRows } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import { promptShares, savedPrompts } from "@/server/db/schema-library";
import { teamMembers } from "@/server/db/schema-teams";
import { historyService } from "@/server/history/history";
import { savedInputsService } from "@/server/library/saved-inputs";
import { savedPromptsService } from "@/server/library/saved-prompts";
import type { LibraryScope } from "@/server/library/workspace-scope";
import { listTeamActivity } from "@/server/teams/activity";
import { MEASURED_TEAM, seedListDataset } from "../tests/support/list-dataset";
import { formatRow, load, type LoadResult, warmUp } from "./load";
import { benchServer, cpuMilliseconds, type DatabaseKind } from "./servers";

const USERS = 1_000;
const HISTORY = 1_000_000;
/** The measured user's rows of each list, personal and in their team: all older than everyone else's. */
const OWN_ROWS = 10_000;
/** How deep the deep page starts: 90% of the measured rows (of the admin's lists, of all rows). */
const DEEP = 0.9;
const options = { concurrency: 8, requests: 2000, maxSeconds: 10 };

/**
 * Every list at its first page and at a deep one, for a user of a service with `USERS` users and `HISTORY`
 * generations whose own rows are older than everyone else's (tests/support/list-dataset.ts), and the public page of a
 * share link: p50, and the CPU per request of the server process and (on PostgreSQL) of its database backends, beside
 * the health check's in the same run (on a machine shared with other work, every figure moves with the neighbours).
 */
export async function benchLists(kind: DatabaseKind): Promise<LoadResult[]> {
  const target = await benchServer(kind);
  try {
    const [me, teammate, admin] = await target.signIn(3, `lists-${kind}`);
    const started = performance.now();
    const { paths, shareToken, databaseName } = await target.withDatabase(async (db) => {
      const emails = [me!.email, teammate!.email, admin!.email];
      const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
      const [meId, teammateId, adminId] = emails.map((email) => found.find((u) => u.email === email)!.id);
      await seedListDataset(db, { me: meId!, users: USERS, history: HISTORY, ownRows: OWN_ROWS });
      // The teammate's session acts in the measured user's team, as an admin of it (who sees its activity log).
      await db.insert(teamMembers).values({ id: "lists-member-teammate", organizationId: MEASURED_TEAM, userId: teammateId!, role: "admin" });
      await db.update(sessions).set({ activeOrganizationId: MEASURED_TEAM }).where(eq(sessions.userId, teammateId!));
      await db.update(users).set({ isAdmin: true }).where(eq(users.id, adminId!));
      const [prompt] = await db.select({ id: savedPrompts.id }).from(savedPrompts).where(eq(savedPrompts.userId, meId!)).limit(1);
      const [share] = await db.insert(promptShares).values({ promptId: prompt!.id, userId: meId!, token: "l".repeat(43) }).returning();
      const [{ name }] = (await queryRows<{ name: string }>(db, sql`select current_database() as name`)) as [{ name: string }];
      return { paths: await listPaths(db, meId!), shareToken: share!.token, databaseName: kind === "postgres" ? name : undefined };
    });
    console.log(`seeded ${USERS.toLocaleString("en")} users and ${HISTORY.toLocaleString("en")} history rows in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const cookies = { me: me!.cookie, teammate: teammate!.cookie, admin: admin!.cookie, visitor: "" };
    const backends = databaseName ? await postgresBackends(databaseName) : undefined;
    const results = [];
    const health = ["GET /api/health, for scale", "visitor", "/api/health"] as const;
    for (const [name, who, path] of [health, ...paths, ["share page (visitor)", "visitor", `/p/${shareToken}`] as const]) {
      const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
      const send = () => fetch(`${target.url}${path}`, { headers });
      await warmUp(send, options, 300);
      const server = target.cpuMilliseconds();
      const database = await backends?.cpu();
      const row = await load(`${name} (${kind})`, send, options);
      const serverMs = (target.cpuMilliseconds() - server) / row.requests;
      const databaseMs = database === undefined ? undefined : ((await backends!.cpu()) - database) / row.requests;
      const cpu = `server CPU ${serverMs.toFixed(2)} ms${databaseMs === undefined ? "" : `, PostgreSQL ${databaseMs.toFixed(2)} ms`} per request`;
      console.log(`${formatRow(row)}   ${cpu}`);
      results.push({ ...row, serverMs, databaseMs });
    }
    await backends?.close();
    return results;
  } finally {
    await target.stop();
  }
}

type Who = "me" | "teammate" | "admin" | "visitor";

/**
 * Each list's path at its first page and at its deep page, the cursor of the deep page made by the list's own service
 * (one page of `DEEP` × the rows, whose next cursor is where the deep page starts).
 */
async function listPaths(db: Db, me: string): Promise<[string, Who, string][]> {
  const personal: LibraryScope = { userId: me, displayName: "", team: null, personalOnly: false };
  const team: LibraryScope = { ...personal, team: { id: MEASURED_TEAM, name: "", role: "owner" } };
  const own = Math.floor(OWN_ROWS * DEEP);
  const prompts = (scope: LibraryScope) =>
    savedPromptsService(db, systemClock).list(scope, { limit: own, tags: [], tagMode: "all", sort: "newest" });
  const lists: [string, Who, string, () => Promise<{ nextCursor: string | null }>][] = [
    ["history", "me", "/api/history", () => historyService(db).list(personal, { limit: own })],
    ["team history", "teammate", "/api/history", () => historyService(db).list(team, { limit: own })],
    ["saved prompts", "me", "/api/saved-prompts", () => prompts(personal)],
    ["team library", "teammate", "/api/saved-prompts", () => prompts(team)],
    ["saved inputs", "me", "/api/saved-inputs", () => savedInputsService(db, systemClock).list(personal, { limit: own })],
    ["team inputs", "teammate", "/api/saved-inputs", () => savedInputsService(db, systemClock).list(team, { limit: own })],
    ["team activity", "teammate", "/api/teams/current/activity", () => listTeamActivity(db, MEASURED_TEAM, { limit: own })],
    ["admin: users", "admin", "/api/admin/users", () => searchUsers(db, { limit: Math.floor(USERS * DEEP) })],
    ["admin: teams", "admin", "/api/admin/teams", () => listTeams(db, { limit: Math.floor((USERS / 2) * DEEP) })],
    ["admin: contact messages", "admin", "/api/admin/contact-messages", () => listContactMessages(db, { limit: Math.floor((HISTORY / 10) * DEEP) })],
  ];
  const paths: [string, Who, string][] = [];
  for (const [name, who, path, deep] of lists) {
    const { nextCursor } = await deep();
    paths.push([`${name}, first page`, who, path], [`${name}, deep page`, who, `${path}?cursor=${encodeURIComponent(nextCursor!)}`]);
  }
  paths.push(["admin: users, search by e-mail", "admin", `/api/admin/users?q=${encodeURIComponent("lists-user-777@")}`]);
  return paths;
}

/**
 * The CPU of the PostgreSQL backends serving `database`, as they come and go: each is found in pg_stat_activity and
 * read from /proc (PostgreSQL runs here, on loopback); a backend that started since the last reading counts from zero.
 */
async function postgresBackends(database: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" });
  await client.connect();
  const seen = new Map<number, number>();
  let total = 0;
  return {
    async cpu(): Promise<number> {
      // The server's connections only: an autovacuum worker on the freshly seeded tables is not a request's cost.
      const { rows } = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and application_name = ''",
        [database],
      );
      for (const { pid } of rows) {
        const now = cpuMilliseconds(pid);
        total += now - (seen.get(pid) ?? 0);
        seen.set(pid, now);
      }
      return total;
    },
    close: () => client.end(),
  };
}
