import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { switchTo, teamMember, teamOwner } from "../../../tests/support/teams";
import { call, signedInUser } from "../../../tests/support/users";

describe("team membership", () => {
  const t = setupTestApp();

  it("only a Teams subscriber creates a team", async () => {
    const user = await signedInUser(t);
    const res = await call(t, user.client, "/api/teams", { json: { name: "Nope" } });
    expect(res.status).toBe(403);
  });

  it("the session says which workspace is active, and a removed member's session goes back to personal", async () => {
    const { owner, teamId } = await teamOwner(t);
    expect(await (await call(t, owner.client, "/api/session")).json()).toMatchObject({ team: { id: teamId, name: "Acme", role: "owner" } });
    const viewer = await teamMember(t, owner, teamId, "viewer");
    expect(await (await call(t, viewer.client, "/api/session")).json()).toMatchObject({ team: { id: teamId, role: "viewer" } });

    const removed = await call(t, owner.client, "/api/auth/organization/remove-member", { json: { memberIdOrEmail: viewer.email, organizationId: teamId } });
    expect(removed.status).toBe(200);
    expect(await (await call(t, viewer.client, "/api/session")).json()).toMatchObject({ team: null });

    await switchTo(t, owner, null);
    expect(await (await call(t, owner.client, "/api/session")).json()).toMatchObject({ team: null });
  });
});
