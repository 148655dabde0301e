import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { displayName } from "@/domain/users";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { teamActivity, teamInvitations, teams } from "@/server/db/schema-teams";
import { giveTeamsPlan, switchTo, teamMember, teamOwner } from "../../../tests/support/teams";
import { setupTestApp, withClockAhead } from "../../../tests/support/test-app";
import { call, latestMail, newClient, signedInUser, uniqueEmail } from "../../../tests/support/users";

type User = Awaited<ReturnType<typeof signedInUser>>;
type ErrorBody = { error: { code: string; message: string } };

const DAY = 24 * 60 * 60 * 1000;

describe("teams", () => {
  const t = setupTestApp();
  const db = () => t.database.db;
  const invite = (by: User, teamId: string, email: string, role = "editor", resend?: boolean) =>
    call(t, by.client, "/api/auth/organization/invite-member", { json: { email, role, organizationId: teamId, ...(resend ? { resend } : {}) } });
  const invitationIdFrom = async (email: string) => decodeURIComponent(new URL((await latestMail(t, email)).link!).pathname.split("/").pop()!);
  const accept = (user: User, invitationId: string) => call(t, user.client, "/api/auth/organization/accept-invitation", { json: { invitationId } });
  const activityTypes = async (teamId: string) =>
    (await db().select().from(teamActivity).where(eq(teamActivity.teamId, teamId)).orderBy(teamActivity.createdAt)).map((row) => row.activityType);
  const current = async (user: User) => (await call(t, user.client, "/api/teams/current")).json() as Promise<Record<string, unknown> & { members: { id: string; userId: string; role: string }[] }>;
  const memberIdOf = async (owner: User, userId: string) => (await current(owner)).members.find((m) => m.userId === userId)!.id;

  describe("GET and POST /api/teams", () => {
    it("lists the user's teams with their role, and says whether their plan lets them create one", async () => {
      const { owner, teamId } = await teamOwner(t);
      const viewer = await teamMember(t, owner, teamId, "viewer");
      expect(await (await call(t, owner.client, "/api/teams")).json()).toEqual({ teams: [{ id: teamId, name: "Acme", role: "owner" }], canCreate: true });
      expect(await (await call(t, viewer.client, "/api/teams")).json()).toEqual({ teams: [{ id: teamId, name: "Acme", role: "viewer" }], canCreate: false });
    });

    it("creates a team on the Teams plan: the creator owns it, the session moves to it, the log says so", async () => {
      const user = await signedInUser(t);
      const refused = await call(t, user.client, "/api/teams", { json: { name: "Blue" } });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error).toEqual({ code: "forbidden", message: "Creating a team needs the Teams plan." });

      await giveTeamsPlan(t, user.id);
      const res = await call(t, user.client, "/api/teams", { json: { name: "Blue  Team!" } });
      expect(res.status).toBe(201);
      const team = (await res.json()) as { id: string };
      expect(team).toMatchObject({ name: "Blue  Team!", role: "owner" });
      expect(await (await call(t, user.client, "/api/session")).json()).toMatchObject({ team: { id: team.id, role: "owner" } });
      expect(await activityTypes(team.id)).toEqual(["created"]);
      // A second team of the same name gets its own slug.
      expect((await call(t, user.client, "/api/teams", { json: { name: "Blue  Team!" } })).status).toBe(201);
    });
  });

  describe("GET /api/teams/current", () => {
    it("is refused in the personal workspace", async () => {
      const user = await signedInUser(t);
      const res = await call(t, user.client, "/api/teams/current");
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).error).toEqual({ code: "forbidden", message: "Switch to a team first." });
    });

    it("shows members, seats, plan and allowance; pending invitations only to owners and admins", async () => {
      const { owner, teamId } = await teamOwner(t);
      const admin = await teamMember(t, owner, teamId, "admin");
      const editor = await teamMember(t, owner, teamId, "editor");
      const invitee = uniqueEmail("invitee");
      expect((await invite(owner, teamId, invitee, "viewer")).status).toBe(200);

      const seen = await current(owner);
      expect(seen).toMatchObject({ id: teamId, name: "Acme", role: "owner", planId: "teams", seatLimit: 10, seatsUsed: 4 });
      expect(seen.allowance).toMatchObject({ remaining: 5000, total: 5000 });
      expect(seen.members.map((m) => [m.userId, m.role])).toEqual([
        [owner.id, "owner"],
        [admin.id, "admin"],
        [editor.id, "editor"],
      ]);
      expect(seen.members[0]).toMatchObject({ email: owner.email, displayName: displayName({ email: owner.email }) });
      expect(seen.invitations).toEqual([expect.objectContaining({ email: invitee, role: "viewer", invitedBy: displayName({ email: owner.email }) })]);
      expect((await current(admin)).invitations).toHaveLength(1);
      expect(await current(editor)).toMatchObject({ role: "editor", seatsUsed: 4, invitations: [] });
    });
  });

  describe("invitations", () => {
    it("mails a link whose public page shows the team, inviter, role, address and status", async () => {
      const { owner, teamId } = await teamOwner(t);
      const email = uniqueEmail("invitee");
      await invite(owner, teamId, email, "editor");
      const mail = await latestMail(t, email);
      expect(mail.subject).toContain("Acme");
      const id = await invitationIdFrom(email);
      expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      const page = await call(t, newClient(), `/api/invitations/${encodeURIComponent(id)}`);
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ teamName: "Acme", inviter: displayName({ email: owner.email }), role: "editor", email, status: "pending" });
      expect((await call(t, newClient(), "/api/invitations/nosuchinvitation")).status).toBe(404);
    });

    it("is accepted only by an account with the invited address", async () => {
      const { owner, teamId } = await teamOwner(t);
      const invited = await signedInUser(t);
      await invite(owner, teamId, invited.email);
      const id = await invitationIdFrom(invited.email);
      const stranger = await signedInUser(t);
      const refused = await accept(stranger, id);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error.message).toBe(
        "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
      );
      expect((await accept(invited, id)).status).toBe(200);
      expect((await (await call(t, newClient(), `/api/invitations/${id}`)).json()) as { status: string }).toMatchObject({ status: "accepted" });
    });

    it("resends (a new mail, the same invitation, a fresh expiry) and revokes, each in the log", async () => {
      const { owner, teamId } = await teamOwner(t);
      const invited = await signedInUser(t);
      await invite(owner, teamId, invited.email);
      const id = await invitationIdFrom(invited.email);
      const again = await invite(owner, teamId, invited.email);
      expect(again.status).toBe(400);
      expect(((await again.json()) as ErrorBody).error.message).toBe("This address already has a pending invitation. Resend it instead.");
      const resent = await invite(owner, teamId, invited.email, "editor", true);
      expect(resent.status).toBe(200);
      expect(((await resent.json()) as { id: string }).id).toBe(id);
      expect(await invitationIdFrom(invited.email)).toBe(id);

      const revoked = await call(t, owner.client, "/api/auth/organization/cancel-invitation", { json: { invitationId: id } });
      expect(revoked.status).toBe(200);
      expect(await (await call(t, newClient(), `/api/invitations/${id}`)).json()).toMatchObject({ status: "canceled" });
      expect((await accept(invited, id)).status).toBe(400);
      expect(await activityTypes(teamId)).toEqual(["created", "invited", "invitation_resent", "invitation_revoked"]);
    });

    it("expires after 7 days: the page says so and accepting is refused", async () => {
      const { owner, teamId } = await teamOwner(t);
      const invited = await signedInUser(t);
      await invite(owner, teamId, invited.email);
      const id = await invitationIdFrom(invited.email);
      const [row] = await db().select().from(teamInvitations).where(eq(teamInvitations.id, id));
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
      expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * DAY);

      await withClockAhead(t, 7 * DAY + 60_000, async () => {
        expect(await (await call(t, newClient(), `/api/invitations/${id}`)).json()).toMatchObject({ status: "expired" });
        const refused = await accept(invited, id);
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as ErrorBody).error).toEqual({
          code: "not_found",
          message: "This invitation is no longer valid: it has expired, was revoked or was already used. Ask the team for a new one.",
        });
      });
      expect((await accept(invited, id)).status).toBe(200);
    });

    it("refuses with the real seat count once members and pending invitations fill the seats", async () => {
      const { owner, teamId } = await teamOwner(t);
      await db().update(teams).set({ seatLimit: 3 }).where(eq(teams.id, teamId));
      await teamMember(t, owner, teamId, "viewer");
      const pending = uniqueEmail("pending");
      expect((await invite(owner, teamId, pending)).status).toBe(200);

      const refused = await invite(owner, teamId, uniqueEmail("one-too-many"));
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).error).toEqual({
        code: "forbidden",
        message:
          "This team has no free seat: its 3 seats are all taken by members and pending invitations. " +
          "Remove someone, revoke an invitation, or ask us for more seats.",
      });

      // The seat limit lowered under a pending invitation: accepting it is refused the same way.
      const late = await signedInUser(t);
      await db().update(teams).set({ seatLimit: 4 }).where(eq(teams.id, teamId));
      await invite(owner, teamId, late.email);
      await db().update(teams).set({ seatLimit: 2 }).where(eq(teams.id, teamId));
      const full = await accept(late, await invitationIdFrom(late.email));
      expect(full.status).toBe(403);
      expect(((await full.json()) as ErrorBody).error.message).toContain("its 2 seats are all taken");
    });
  });

  describe("roles on the membership endpoints", () => {
    it("lets neither editors nor viewers invite, change roles, remove or revoke", async () => {
      const { owner, teamId } = await teamOwner(t);
      const editor = await teamMember(t, owner, teamId, "editor");
      const viewer = await teamMember(t, owner, teamId, "viewer");
      await invite(owner, teamId, uniqueEmail("pending"));
      const [pending] = await db().select().from(teamInvitations).where(eq(teamInvitations.organizationId, teamId));
      const viewerMember = await memberIdOf(owner, viewer.id);
      const editorMember = await memberIdOf(owner, editor.id);
      for (const user of [editor, viewer]) {
        const invited = await invite(user, teamId, uniqueEmail());
        expect(invited.status).toBe(403);
        expect(((await invited.json()) as ErrorBody).error).toEqual({ code: "forbidden", message: "Only the team's owner and admins can invite." });
        const role = await call(t, user.client, "/api/auth/organization/update-member-role", { json: { memberId: viewerMember, role: "admin", organizationId: teamId } });
        expect(role.status).toBe(403);
        // A 403, never the plugin's 401, which would read as signed out.
        const removed = await call(t, user.client, "/api/auth/organization/remove-member", { json: { memberIdOrEmail: editorMember, organizationId: teamId } });
        expect(removed.status).toBe(403);
        const revoked = await call(t, user.client, "/api/auth/organization/cancel-invitation", { json: { invitationId: pending!.id } });
        expect(revoked.status).toBe(403);
      }
      expect((await current(owner)).members).toHaveLength(3);
    });

    it("lets an admin invite and manage members, but neither remove nor demote the owner, nor make an owner", async () => {
      const { owner, teamId } = await teamOwner(t);
      const admin = await teamMember(t, owner, teamId, "admin");
      const editor = await teamMember(t, owner, teamId, "editor");
      const ownerMember = await memberIdOf(owner, owner.id);
      const editorMember = await memberIdOf(owner, editor.id);

      expect((await invite(admin, teamId, uniqueEmail())).status).toBe(200);
      expect((await invite(admin, teamId, uniqueEmail(), "owner")).ok).toBe(false);
      const demote = await call(t, admin.client, "/api/auth/organization/update-member-role", { json: { memberId: ownerMember, role: "viewer", organizationId: teamId } });
      expect(demote.status).toBe(403);
      const removeOwner = await call(t, admin.client, "/api/auth/organization/remove-member", { json: { memberIdOrEmail: ownerMember, organizationId: teamId } });
      expect(removeOwner.status).toBe(400);
      expect(((await removeOwner.json()) as ErrorBody).error).toEqual({
        code: "team_owner",
        message: "The team's owner can neither leave nor be removed. Transfer ownership first.",
      });
      const ownerLeaves = await call(t, owner.client, "/api/auth/organization/leave", { json: { organizationId: teamId } });
      expect(((await ownerLeaves.json()) as ErrorBody).error.code).toBe("team_owner");
      const promote = await call(t, admin.client, "/api/auth/organization/update-member-role", { json: { memberId: editorMember, role: "owner", organizationId: teamId } });
      expect(promote.ok).toBe(false);

      const changed = await call(t, admin.client, "/api/auth/organization/update-member-role", { json: { memberId: editorMember, role: "viewer", organizationId: teamId } });
      expect(changed.status).toBe(200);
      const removed = await call(t, admin.client, "/api/auth/organization/remove-member", { json: { memberIdOrEmail: editorMember, organizationId: teamId } });
      expect(removed.status).toBe(200);
      expect((await current(owner)).members.map((m) => m.role)).toEqual(["owner", "admin"]);

      const log = await db().select().from(teamActivity).where(eq(teamActivity.teamId, teamId)).orderBy(teamActivity.createdAt);
      expect(log.slice(-2).map((row) => [row.activityType, row.actorId, row.subjectEmail, row.metadata])).toEqual([
        ["role_changed", admin.id, editor.email, { role: "viewer", from: "editor" }],
        ["removed", admin.id, editor.email, {}],
      ]);
    });
  });

  describe("the team routes by role", () => {
    it("gives usage and the log to owners and admins only, and transfer to the owner only", async () => {
      const { owner, teamId } = await teamOwner(t);
      const admin = await teamMember(t, owner, teamId, "admin");
      const editor = await teamMember(t, owner, teamId, "editor");
      const viewer = await teamMember(t, owner, teamId, "viewer");
      const editorMember = await memberIdOf(owner, editor.id);
      for (const [user, allowed] of [[owner, true], [admin, true], [editor, false], [viewer, false]] as const) {
        expect((await call(t, user.client, "/api/teams/current")).status).toBe(200);
        expect((await call(t, user.client, "/api/teams/current/usage")).status).toBe(allowed ? 200 : 403);
        expect((await call(t, user.client, "/api/teams/current/activity")).status).toBe(allowed ? 200 : 403);
      }
      for (const user of [admin, editor, viewer]) {
        expect((await call(t, user.client, "/api/teams/current/transfer", { json: { memberId: editorMember } })).status).toBe(403);
      }
      for (const path of ["/api/teams/current/usage", "/api/teams/current/activity"]) {
        const personal = await signedInUser(t);
        expect((await call(t, personal.client, path)).status).toBe(403);
      }
    });

    it("transfers ownership: the member becomes the owner, the old owner an admin, and the log says so", async () => {
      const { owner, teamId } = await teamOwner(t);
      const editor = await teamMember(t, owner, teamId, "editor");
      const outsider = await teamOwner(t, "Elsewhere");
      const foreignMember = await memberIdOf(outsider.owner, outsider.owner.id);
      expect((await call(t, owner.client, "/api/teams/current/transfer", { json: { memberId: foreignMember } })).status).toBe(404);
      expect((await call(t, owner.client, "/api/teams/current/transfer", { json: { memberId: await memberIdOf(owner, owner.id) } })).status).toBe(400);

      const res = await call(t, owner.client, "/api/teams/current/transfer", { json: { memberId: await memberIdOf(owner, editor.id) } });
      expect(res.status).toBe(200);
      expect((await current(editor)).members.map((m) => [m.userId, m.role])).toEqual([
        [owner.id, "admin"],
        [editor.id, "owner"],
      ]);
      // The old owner's session now acts as an admin: a second transfer is refused.
      expect((await call(t, owner.client, "/api/teams/current/transfer", { json: { memberId: await memberIdOf(editor, editor.id) } })).status).toBe(403);
      const page = (await (await call(t, editor.client, "/api/teams/current/activity")).json()) as { items: { type: string; actor: string; subject: string }[] };
      expect(page.items[0]).toMatchObject({ type: "ownership_transferred", actor: displayName({ email: owner.email }), subject: editor.email });
    });

    it("records joins and leaves; a member who left loses the workspace", async () => {
      const { owner, teamId } = await teamOwner(t);
      const viewer = await teamMember(t, owner, teamId, "viewer");
      const left = await call(t, viewer.client, "/api/auth/organization/leave", { json: { organizationId: teamId } });
      expect(left.status).toBe(200);
      expect(await (await call(t, viewer.client, "/api/session")).json()).toMatchObject({ team: null });
      const page = (await (await call(t, owner.client, "/api/teams/current/activity")).json()) as { items: { type: string; actor: string; subject: string; role: string | null }[] };
      expect(page.items.slice(0, 3)).toEqual([
        expect.objectContaining({ type: "left", actor: displayName({ email: viewer.email }), subject: viewer.email }),
        expect.objectContaining({ type: "joined", actor: displayName({ email: viewer.email }), subject: viewer.email, role: "viewer" }),
        expect.objectContaining({ type: "invited", actor: displayName({ email: owner.email }), subject: viewer.email, role: "viewer" }),
      ]);
    });

    it("pages the log newest first", async () => {
      const { owner, teamId } = await teamOwner(t);
      for (let i = 0; i < 3; i++) await invite(owner, teamId, uniqueEmail(`page${i}`));
      const first = (await (await call(t, owner.client, "/api/teams/current/activity?limit=2")).json()) as { items: { type: string }[]; nextCursor: string };
      expect(first.items.map((i) => i.type)).toEqual(["invited", "invited"]);
      const second = (await (await call(t, owner.client, `/api/teams/current/activity?limit=2&cursor=${first.nextCursor}`)).json()) as {
        items: { type: string }[];
        nextCursor: string | null;
      };
      expect(second).toEqual({ items: [expect.objectContaining({ type: "invited" }), expect.objectContaining({ type: "created" })], nextCursor: null });
    });

    it("counts completed generations per member in the current period, members with none included", async () => {
      const { owner, teamId } = await teamOwner(t);
      const editor = await teamMember(t, owner, teamId, "editor");
      const viewer = await teamMember(t, owner, teamId, "viewer");
      const payload = toTextPayload({ ...defaultTextForm, industry: "finance", contentType: "newsletter" });
      for (const user of [editor, editor, owner]) expect((await call(t, user.client, "/api/generate-prompt", { json: payload })).status).toBe(200);
      // A generation of the editor's own, in their personal workspace, is not the team's.
      await switchTo(t, editor, null);
      expect((await call(t, editor.client, "/api/generate-prompt", { json: payload })).status).toBe(200);

      const usage = (await (await call(t, owner.client, "/api/teams/current/usage")).json()) as { total: number; members: { userId: string; generations: number }[] };
      expect(usage.total).toBe(3);
      expect(usage.members.map((m) => [m.userId, m.generations])).toEqual([
        [owner.id, 1],
        [editor.id, 2],
        [viewer.id, 0],
      ]);
    });
  });

  describe("one team is never reachable from another", () => {
    it("refuses membership changes on team B to team A's owner, and team A's workspace shows only A", async () => {
      const a = await teamOwner(t, "A");
      const b = await teamOwner(t, "B");
      const bViewer = await teamMember(t, b.owner, b.teamId, "viewer");
      const bViewerMember = await memberIdOf(b.owner, bViewer.id);

      expect((await invite(a.owner, b.teamId, uniqueEmail())).ok).toBe(false);
      const role = await call(t, a.owner.client, "/api/auth/organization/update-member-role", { json: { memberId: bViewerMember, role: "admin", organizationId: b.teamId } });
      expect(role.ok).toBe(false);
      const removed = await call(t, a.owner.client, "/api/auth/organization/remove-member", { json: { memberIdOrEmail: bViewerMember, organizationId: a.teamId } });
      expect(removed.ok).toBe(false);
      expect((await call(t, a.owner.client, "/api/teams/current/transfer", { json: { memberId: bViewerMember } })).status).toBe(404);
      // Asking for another team's workspace is refused, and the plugin moves the session back to the personal one.
      expect((await call(t, a.owner.client, "/api/auth/organization/set-active", { json: { organizationId: b.teamId } })).ok).toBe(false);
      expect(await (await call(t, a.owner.client, "/api/session")).json()).toMatchObject({ team: null });
      await switchTo(t, a.owner, a.teamId);

      expect(await current(a.owner)).toMatchObject({ id: a.teamId, members: [expect.objectContaining({ userId: a.owner.id })] });
      expect((await current(b.owner)).members.map((m) => [m.userId, m.role])).toEqual([
        [b.owner.id, "owner"],
        [bViewer.id, "viewer"],
      ]);
      const log = (await (await call(t, a.owner.client, "/api/teams/current/activity")).json()) as { items: { type: string }[] };
      expect(log.items.map((i) => i.type)).toEqual(["created"]);
    });
  });
});
