import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { savedPrompts } from "../db/schema-library";
import { teams } from "../db/schema-teams";
import { insertUser } from "../../../tests/support/fixtures";
import { setupTestApp } from "../../../tests/support/test-app";
import { teamMember, teamOwner } from "../../../tests/support/teams";
import { call } from "../../../tests/support/users";

type Member = Awaited<ReturnType<typeof teamMember>>;

const deleteAccount = (t: ReturnType<typeof setupTestApp>, user: Member) =>
  call(t, user.client, "/api/account", { method: "DELETE", json: { currentPassword: user.password } });

describe("deleting an account that belongs to teams", () => {
  const t = setupTestApp();

  it("is refused while the user owns a team with other members, naming the team", async () => {
    const { owner, teamId } = await teamOwner(t, "Northwind");
    await teamMember(t, owner, teamId, "viewer");
    const res = await deleteAccount(t, owner);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "team_owner",
        message: 'You own the team "Northwind", which has other members. Transfer its ownership or delete the team first.',
      },
    });
    expect(await t.database.db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(1);
  });

  it("takes a team the user owns alone with it", async () => {
    const { owner, teamId } = await teamOwner(t, "Solo");
    expect((await deleteAccount(t, owner)).status).toBe(204);
    expect(await t.database.db.select().from(teams).where(eq(teams.id, teamId))).toEqual([]);
  });

  // Another connection is needed to hold a joining member's transaction open: PostgreSQL only.
  it.runIf(process.env.TEST_DB === "postgres")("is refused when a member joins the team while the account is being deleted", async () => {
    const { owner, teamId } = await teamOwner(t, "Latecomers");
    const joiner = await insertUser(t.database.db);
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("insert into team_members (id, team_id, user_id, role) values ($1, $2, $3, 'viewer')", [randomUUID(), teamId, joiner]);
      const deletion = deleteAccount(t, owner);
      // The deletion waits on the joining member's lock on the team; then the member is there.
      const waitingOnLock = async () =>
        (await other.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'")).rows[0].n;
      await expect.poll(waitingOnLock, { timeout: 20_000 }).toBe(1);
      await other.query("commit");
      const res = await deletion;
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("team_owner");
      expect(await t.database.db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(1);
    } finally {
      await other.end();
    }
  });

  it("leaves the prompts and links a member made in a team with the team, and deletes their personal ones", async () => {
    const { owner, teamId } = await teamOwner(t);
    const editor = await teamMember(t, owner, teamId, "editor");
    const db = t.database.db;
    const [teamPrompt] = await db
      .insert(savedPrompts)
      .values({ userId: editor.id, teamId, title: "Team voice", content: "Write in our voice.", promptType: "text" })
      .returning({ id: savedPrompts.id });
    const [personal] = await db
      .insert(savedPrompts)
      .values({ userId: editor.id, title: "Mine", content: "Mine.", promptType: "text" })
      .returning({ id: savedPrompts.id });

    const link = await call(t, editor.client, `/api/saved-prompts/${teamPrompt!.id}/share`, { json: { expiresInDays: null } });
    const token = new URL(((await link.json()) as { url: string }).url).pathname.split("/").pop()!;

    expect((await deleteAccount(t, editor)).status).toBe(204);
    // The link the member made to the team's prompt still opens.
    expect((await call(t, owner.client, `/api/shared/${token}`)).status).toBe(200);
    expect(await db.select({ userId: savedPrompts.userId, teamId: savedPrompts.teamId }).from(savedPrompts).where(eq(savedPrompts.id, teamPrompt!.id))).toEqual([
      { userId: null, teamId },
    ]);
    expect(await db.select().from(savedPrompts).where(eq(savedPrompts.id, personal!.id))).toEqual([]);
  });
});
