import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEAM_NAME_MAX } from "@/domain/teams";
import { teamInvitations, teamMembers, teams } from "@/server/db/schema-teams";
import { teamMember, teamOwner } from "../../../tests/support/teams";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser, uniqueEmail } from "../../../tests/support/users";

/** better-auth's team (organization plugin) endpoints under /api/auth: the same rules as our own team routes. */
describe("team endpoints of better-auth", () => {
  const t = setupTestApp();
  const db = () => t.database.db;

  it("offers no way to create, rename or list a team but ours, whatever the input", async () => {
    const { owner, teamId } = await teamOwner(t);
    const viewer = await teamMember(t, owner, teamId, "viewer");
    const huge = "n".repeat(10_000);
    const writes: [string, unknown][] = [
      ["/api/auth/organization/create", { name: huge, slug: "s".repeat(5_000), logo: "l".repeat(30_000) }],
      ["/api/auth/organization/update", { organizationId: teamId, data: { name: huge } }],
      ["/api/auth/organization/update", { organizationId: teamId, data: { name: " " } }],
      ["/api/auth/organization/update", { organizationId: teamId, data: { logo: "l".repeat(30_000), metadata: { x: "m".repeat(20_000) } } }],
    ];
    const notOffered = { error: { code: "not_found", message: "No such API endpoint." } };
    for (const [path, body] of writes) {
      const res = await call(t, owner.client, path, { json: body });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(notOffered);
    }
    for (const query of ["offset=-1", `limit=${"9".repeat(20)}`, "sortBy=x", "filterField=email&filterOperator=in&filterValue=a", "filterField=createdAt&filterValue=not-a-date"]) {
      const res = await call(t, viewer.client, `/api/auth/organization/list-members?organizationId=${teamId}&${query}`);
      expect(res.status, query).toBe(404);
      expect(await res.json()).toEqual(notOffered);
    }
    const full = await call(t, viewer.client, `/api/auth/organization/get-full-organization?organizationId=${teamId}&membersLimit=${"9".repeat(20)}`);
    expect(full.status).toBe(404);

    const [team] = await db().select().from(teams).where(eq(teams.id, teamId));
    expect(team).toMatchObject({ name: "Acme", logo: null, metadata: null });
    expect(await db().select().from(teams).where(eq(teams.name, huge))).toEqual([]);
  });

  it("refuses a team name over the limit, blank or on more than one line at POST /api/teams", async () => {
    const { owner } = await teamOwner(t);
    for (const name of ["n".repeat(TEAM_NAME_MAX + 1), "   ", "Blue\r\nTeam", "Blue\nTeam", "Blue\tTeam"]) {
      const res = await call(t, owner.client, "/api/teams", { json: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_input");
    }
    expect((await call(t, owner.client, "/api/teams", { json: { name: "n".repeat(TEAM_NAME_MAX) } })).status).toBe(201);
  });

  it("takes exactly one role an invitation may give, at invite-member and update-member-role", async () => {
    const { owner, teamId } = await teamOwner(t);
    const editor = await teamMember(t, owner, teamId, "editor");
    const [member] = await db().select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.userId, editor.id));
    const invitee = await signedInUser(t);
    for (const role of ["admin,owner", ["viewer", "owner"], ["viewer"], "viewer,editor", "owner", "member", "", 3, null]) {
      const invited = await call(t, owner.client, "/api/auth/organization/invite-member", { json: { email: invitee.email, role, organizationId: teamId } });
      expect(invited.status, JSON.stringify(role)).toBe(400);
      expect((await invited.json()).error.code, JSON.stringify(role)).toMatch(/^(invalid_input|auth_error)$/);
      const changed = await call(t, owner.client, "/api/auth/organization/update-member-role", { json: { memberId: member!.id, role, organizationId: teamId } });
      expect(changed.status, JSON.stringify(role)).toBe(400);
    }
    expect(await db().select().from(teamInvitations).where(eq(teamInvitations.email, invitee.email))).toEqual([]);
    const [after] = await db().select({ role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.id, member!.id));
    expect(after?.role).toBe("editor");

    const listed = await call(t, owner.client, "/api/auth/organization/invite-member", { json: { email: uniqueEmail(), role: ["viewer", "owner"], organizationId: teamId } });
    expect(await listed.json()).toEqual({
      error: { code: "invalid_input", message: "Some fields are invalid.", fields: { role: ["Choose one role: admin, editor, viewer."] } },
    });
    const owned = await call(t, owner.client, "/api/auth/organization/update-member-role", { json: { memberId: member!.id, role: "owner", organizationId: teamId } });
    expect((await owned.json()).error.message).toBe("A team has one owner: ownership moves only by a transfer.");

    // One valid role still works.
    expect((await call(t, owner.client, "/api/auth/organization/invite-member", { json: { email: invitee.email, role: "viewer", organizationId: teamId } })).status).toBe(200);
    expect((await call(t, owner.client, "/api/auth/organization/update-member-role", { json: { memberId: member!.id, role: "admin", organizationId: teamId } })).status).toBe(200);
  });
});
