import { eq } from "drizzle-orm";
import type { InvitableRole } from "@/domain/teams";
import { subscriptions } from "@/server/db/schema-billing";
import type { TestApp } from "./test-app";
import { call, latestMail, signedInUser } from "./users";

type User = Awaited<ReturnType<typeof signedInUser>>;

/** Puts a user on the Teams plan, as an admin would. */
export async function giveTeamsPlan(t: TestApp, userId: string) {
  await t.database.db.update(subscriptions).set({ planId: "teams", totalGenerations: 5000, remainingGenerations: 5000 }).where(eq(subscriptions.userId, userId));
}

/** A Teams subscriber who has created a team; the owner's session acts in it. */
export async function teamOwner(t: TestApp, name = "Acme") {
  const owner = await signedInUser(t);
  await giveTeamsPlan(t, owner.id);
  // Creating a team moves the session to it.
  const res = await call(t, owner.client, "/api/teams", { json: { name } });
  if (!res.ok) throw new Error(`team not created: ${res.status} ${await res.text()}`);
  const team = (await res.json()) as { id: string };
  return { owner, teamId: team.id };
}

/** Moves a user's session to a team workspace (null: the personal one). */
export async function switchTo(t: TestApp, user: User, teamId: string | null) {
  const res = await call(t, user.client, "/api/auth/organization/set-active", { json: { organizationId: teamId } });
  if (!res.ok) throw new Error(`set-active failed: ${res.status} ${await res.text()}`);
}

/** Invites a new user by e-mail as `role` and has them accept through the mailed link; their session acts in the team. */
export async function teamMember(t: TestApp, inviter: User, teamId: string, role: InvitableRole) {
  const member = await signedInUser(t);
  const invite = await call(t, inviter.client, "/api/auth/organization/invite-member", { json: { email: member.email, role, organizationId: teamId } });
  if (!invite.ok) throw new Error(`invitation failed: ${invite.status} ${await invite.text()}`);
  const mail = await latestMail(t, member.email);
  const invitationId = decodeURIComponent(new URL(mail.link!).pathname.split("/").pop()!);
  const accept = await call(t, member.client, "/api/auth/organization/accept-invitation", { json: { invitationId } });
  if (!accept.ok) throw new Error(`accept failed: ${accept.status} ${await accept.text()}`);
  await switchTo(t, member, teamId);
  return member;
}
