import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { displayName } from "@/domain/users";
import { teams } from "@/server/db/schema-teams";
import { teamMember, teamOwner } from "../../../tests/support/teams";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";
import { setAdminByEmail } from "./admin-flag";

type TeamPage = { items: { id: string; name: string; owner: { id: string } | null; members: number; used: number; total: number; seatLimit: number; planId: string }[]; nextCursor: string | null };

describe("admin: teams", () => {
  const t = setupTestApp();
  const signedInAdmin = async () => {
    const admin = await signedInUser(t);
    await setAdminByEmail(t.database.db, admin.email, true);
    return admin;
  };

  it("lists teams newest first in pages, with owner, members, seats, plan and the pool used", async () => {
    const admin = await signedInAdmin();
    const first = await teamOwner(t, "First");
    await teamMember(t, first.owner, first.teamId, "editor");
    await t.database.db.update(teams).set({ remainingGenerations: 4990 }).where(eq(teams.id, first.teamId));
    const second = await teamOwner(t, "Second");

    const page = (await (await call(t, admin.client, "/api/admin/teams?limit=1")).json()) as TeamPage;
    expect(page.items).toEqual([expect.objectContaining({ id: second.teamId, name: "Second", members: 1 })]);
    const next = (await (await call(t, admin.client, `/api/admin/teams?limit=1&cursor=${page.nextCursor}`)).json()) as TeamPage;
    expect(next.items[0]).toMatchObject({
      id: first.teamId,
      owner: { id: first.owner.id, email: first.owner.email, displayName: displayName({ email: first.owner.email }) },
      members: 2,
      seatLimit: 10,
      planId: "teams",
      used: 10,
      total: 5000,
    });
    expect(next.nextCursor).toBeNull();
  });

  it("sets a team's seat limit and plan: a plan change sets the pool's total and keeps what is left within it", async () => {
    const admin = await signedInAdmin();
    const { teamId } = await teamOwner(t);
    const seats = await call(t, admin.client, `/api/admin/teams/${teamId}`, { method: "PATCH", json: { seatLimit: 25 } });
    expect(await seats.json()).toMatchObject({ id: teamId, seatLimit: 25, planId: "teams", total: 5000, used: 0 });

    const plan = await call(t, admin.client, `/api/admin/teams/${teamId}`, { method: "PATCH", json: { planId: "pro" } });
    expect(await plan.json()).toMatchObject({ seatLimit: 25, planId: "pro", total: 1000, used: 0 });
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(row).toMatchObject({ remainingGenerations: 1000, totalGenerations: 1000 });

    expect((await call(t, admin.client, `/api/admin/teams/${teamId}`, { method: "PATCH", json: {} })).status).toBe(400);
    expect((await call(t, admin.client, "/api/admin/teams/nosuchteam", { method: "PATCH", json: { seatLimit: 5 } })).status).toBe(404);
  });

  it("is for admins only", async () => {
    const { owner, teamId } = await teamOwner(t);
    expect((await call(t, owner.client, "/api/admin/teams")).status).toBe(403);
    expect((await call(t, owner.client, `/api/admin/teams/${teamId}`, { method: "PATCH", json: { seatLimit: 1000 } })).status).toBe(403);
  });
});
