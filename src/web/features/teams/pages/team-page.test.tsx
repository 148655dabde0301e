import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CurrentTeam } from "@/domain/api/teams";
import type { TeamRole } from "@/domain/teams";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { apiError, fakeApi, pending, type FakeAnswer } from "../../../../../tests/support/fake-api";
import { ACME, ACTIVITY, acmeAs, inAcme, personal, USAGE } from "../test-support";
import { TeamPage } from "./team-page";

const SEAT_LIMIT_MESSAGE =
  "This team has no free seat: its 10 seats are all taken by members and pending invitations. Remove someone, revoke an invitation, or ask us for more seats.";

/** The API for PROFILE in Acme as `role`, plus `routes`. */
function teamApi(role: TeamRole, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...inAcme(role),
    "GET /api/teams/current": { body: acmeAs(role) },
    "GET /api/teams/current/usage": { body: USAGE },
    "GET /api/teams/current/activity": { body: ACTIVITY },
    "GET /api/billing/config": { body: { provider: "demo", supportEmail: "sales@example.com" } },
    ...routes,
  });
}

const render = () => renderAt("/team", <TeamPage />, { session: "ask" });
/** A row of the Members table, by the member's name. */
const memberRow = async (name: string) =>
  within(await screen.findByRole("table", { name: "Members" })).getByRole("rowheader", { name: new RegExp(`^${name}`) }).closest("tr")!;

describe("TeamPage: what each role sees", () => {
  it("shows the owner the team, its pool, every tool to manage members, usage, activity and Delete team", async () => {
    teamApi("owner");
    render();
    await screen.findByRole("heading", { level: 1, name: "Acme" });
    screen.getByText("Teams");
    screen.getByText("4 of 10 used");
    expect(screen.getByTestId("team-pool").textContent).toBe("4200 of 5000 generations left this period, renews Dec 1, 2026");
    const bo = await memberRow("Bo");
    expect(within(bo).getByRole("combobox", { name: "Role of Bo" })).toBeTruthy();
    within(bo).getByRole("button", { name: "Remove Bo" });
    within(bo).getByRole("button", { name: "Make owner Bo" });
    // Their own row: no role change, no removal.
    const me = await memberRow("Ada Lovelace");
    expect(within(me).queryByRole("combobox")).toBeNull();
    expect(within(me).queryByRole("button")).toBeNull();
    screen.getByRole("form", { name: "Invite a member" });
    within(screen.getByRole("list", { name: "Pending invitations" })).getByText("dee@example.com");
    const activity = await screen.findByRole("list", { name: "Team activity" });
    expect([...activity.querySelectorAll("li > span")].map((line) => line.textContent)).toEqual([
      "Bo joined as editor",
      "Ada invited bo@example.com as editor",
    ]);
    screen.getByRole("button", { name: "Delete team" });
    expect(screen.queryByRole("button", { name: "Leave team" })).toBeNull();
    // The plan and the seats are the owner's to change, by asking us.
    expect((await screen.findByRole("link", { name: "Contact sales" })).getAttribute("href")).toMatch(/^mailto:sales@example\.com\?/);
  });

  it("lets an admin manage members but not the owner, nor hand the team over, and offers Leave team", async () => {
    teamApi("admin");
    render();
    const grace = await memberRow("Grace");
    expect(within(grace).queryByRole("combobox")).toBeNull();
    expect(within(grace).queryByRole("button")).toBeNull();
    const bo = await memberRow("Bo");
    within(bo).getByRole("combobox", { name: "Role of Bo" });
    within(bo).getByRole("button", { name: "Remove Bo" });
    expect(screen.queryByRole("button", { name: /Make owner/ })).toBeNull();
    screen.getByRole("form", { name: "Invite a member" });
    await screen.findByRole("heading", { name: "Usage this period" });
    screen.getByRole("button", { name: "Leave team" });
    expect(screen.queryByRole("button", { name: "Delete team" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Contact sales" })).toBeNull();
  });

  it.each(["editor", "viewer"] as const)("shows %s the members only (and the webhooks to an editor), with Leave team, asking nothing more", async (role) => {
    const api = teamApi(role);
    render();
    const bo = await memberRow("Bo");
    expect(within(bo).queryByRole("combobox")).toBeNull();
    expect(within(bo).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("form", { name: "Invite a member" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Usage this period" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Activity" })).toBeNull();
    screen.getByRole("button", { name: "Leave team" });
    expect(api.sent("GET /api/teams/current/usage")).toEqual([]);
    expect(api.sent("GET /api/teams/current/activity")).toEqual([]);
    // Editors manage the team's webhooks; viewers do not see them.
    if (role === "editor") await screen.findByRole("heading", { name: "Webhooks" });
    else expect(screen.queryByRole("heading", { name: "Webhooks" })).toBeNull();
    expect(api.sent("GET /api/teams/current/webhooks")).toHaveLength(role === "editor" ? 1 : 0);
  });
});

describe("TeamPage: loading, failure, personal workspace", () => {
  it("shows that it is loading", async () => {
    teamApi("owner", { "GET /api/teams/current": pending });
    render();
    await screen.findByText("Loading the team");
  });

  it("says when the team could not be loaded, and tries again", async () => {
    let answer: FakeAnswer<CurrentTeam> | ReturnType<typeof apiError> = apiError(500, "internal_error", "Boom");
    teamApi("owner", { "GET /api/teams/current": () => answer });
    render();
    await screen.findByText("Could not load the team.");
    answer = { body: acmeAs("owner") };
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { level: 1, name: "Acme" });
  });

  it("in the personal workspace, points to the switcher and asks nothing", async () => {
    const api = fakeApi(personal);
    render();
    await screen.findByText(/Switch to a team in the sidebar/);
    expect(api.sent("GET /api/teams/current")).toEqual([]);
  });

  it("says when there is no activity yet", async () => {
    teamApi("owner", { "GET /api/teams/current/activity": { body: { items: [], nextCursor: null } } });
    render();
    await screen.findByText("Nothing has happened in this team yet.");
  });

  it("pages the activity log, older entries after newer", async () => {
    const api = teamApi("owner", {
      "GET /api/teams/current/activity": (request: { search: string }) =>
        request.search === "?cursor=c1"
          ? { body: { items: [{ ...ACTIVITY.items[0]!, id: "a-0", type: "created", actor: "Ada", subject: null, role: null }], nextCursor: null } }
          : { body: { ...ACTIVITY, nextCursor: "c1" } },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Show older activity" }));
    await screen.findByText("Ada created the team");
    const lines = [...screen.getByRole("list", { name: "Team activity" }).querySelectorAll("li > span")];
    expect(lines.map((line) => line.textContent)).toEqual([
      "Bo joined as editor",
      "Ada invited bo@example.com as editor",
      "Ada created the team",
    ]);
    expect(api.sent("GET /api/teams/current/activity").map((r) => r.search)).toEqual(["", "?cursor=c1"]);
    expect(screen.queryByRole("button", { name: "Show older activity" })).toBeNull();
  });

  it("shows usage per member for the period", async () => {
    teamApi("owner");
    render();
    await screen.findByText("800 generations from Nov 1, 2026 to Dec 1, 2026");
    const usage = screen.getByRole("table", { name: "Usage this period" });
    expect(within(usage).getByRole("rowheader", { name: "Bo" }).closest("tr")!.textContent).toBe("Bobo@example.com300");
  });
});

describe("TeamPage: invitations", () => {
  const form = () => screen.findByRole("form", { name: "Invite a member" });

  it("checks the address before asking the server", async () => {
    const api = teamApi("admin");
    render();
    const invite = await form();
    fireEvent.change(within(invite).getByLabelText("E-mail"), { target: { value: "not-an-address" } });
    fireEvent.click(within(invite).getByRole("button", { name: "Invite" }));
    await within(invite).findByText("Enter an e-mail address, like name@example.com.");
    expect(api.sent("POST /api/auth/organization/invite-member")).toEqual([]);
  });

  it("invites with the chosen role, and says so once the server has", async () => {
    let confirm!: (answer: FakeAnswer) => void;
    const confirmed = new Promise<FakeAnswer>((resolve) => (confirm = resolve));
    const api = teamApi("owner", { "POST /api/auth/organization/invite-member": () => confirmed });
    render();
    const invite = await form();
    fireEvent.change(within(invite).getByLabelText("E-mail"), { target: { value: " eve@example.com " } });
    fireEvent.change(within(invite).getByLabelText("Role"), { target: { value: "admin" } });
    fireEvent.click(within(invite).getByRole("button", { name: "Invite" }));
    await waitFor(() => expect(api.sent("POST /api/auth/organization/invite-member")).toHaveLength(1));
    expect(screen.queryByText("Invitation sent to eve@example.com")).toBeNull();
    confirm({ body: { id: "inv-2" } });
    await screen.findByText("Invitation sent to eve@example.com");
    expect(api.sent("POST /api/auth/organization/invite-member").map((r) => r.body)).toEqual([
      { email: "eve@example.com", role: "admin", organizationId: ACME.id },
    ]);
    // The list and the seats are read again.
    expect(api.sent("GET /api/teams/current").length).toBe(2);
    expect((within(invite).getByLabelText("E-mail") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's seat-limit message as it is, and no success", async () => {
    teamApi("owner", { "POST /api/auth/organization/invite-member": apiError(403, "forbidden", SEAT_LIMIT_MESSAGE) });
    render();
    const invite = await form();
    fireEvent.change(within(invite).getByLabelText("E-mail"), { target: { value: "fay@example.com" } });
    fireEvent.click(within(invite).getByRole("button", { name: "Invite" }));
    await within(invite).findByText(SEAT_LIMIT_MESSAGE);
    expect(screen.queryByText("Invitation sent to fay@example.com")).toBeNull();
  });

  it("resends and revokes a pending invitation", async () => {
    const api = teamApi("owner", {
      "POST /api/auth/organization/invite-member": { body: {} },
      "POST /api/auth/organization/cancel-invitation": { body: {} },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Resend to dee@example.com" }));
    await screen.findByText("Invitation sent again to dee@example.com");
    expect(api.sent("POST /api/auth/organization/invite-member").map((r) => r.body)).toEqual([
      { email: "dee@example.com", role: "viewer", organizationId: ACME.id, resend: true },
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Revoke the invitation to dee@example.com" }));
    await screen.findByText("Invitation to dee@example.com revoked");
    expect(api.sent("POST /api/auth/organization/cancel-invitation").map((r) => r.body)).toEqual([{ invitationId: "inv-1" }]);
  });
});

describe("TeamPage: members", () => {
  it("changes a member's role", async () => {
    const api = teamApi("admin", { "POST /api/auth/organization/update-member-role": { body: {} } });
    render();
    fireEvent.change(within(await memberRow("Bo")).getByRole("combobox", { name: "Role of Bo" }), { target: { value: "viewer" } });
    await screen.findByText("Bo is now a viewer");
    expect(api.sent("POST /api/auth/organization/update-member-role").map((r) => r.body)).toEqual([
      { memberId: "member-2", role: "viewer", organizationId: ACME.id },
    ]);
  });

  it("removes a member after asking, and keeps the dialog open with the reason when refused", async () => {
    let answer: FakeAnswer = apiError(403, "forbidden", "You cannot remove this member.");
    const api = teamApi("owner", { "POST /api/auth/organization/remove-member": () => answer });
    render();
    fireEvent.click(within(await memberRow("Bo")).getByRole("button", { name: "Remove Bo" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this member?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove member" }));
    await within(dialog).findByText("You cannot remove this member.");
    answer = { body: {} };
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove member" }));
    await screen.findByText("Bo was removed from the team");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.sent("POST /api/auth/organization/remove-member").map((r) => r.body)).toEqual([
      { memberIdOrEmail: "member-2", organizationId: ACME.id },
      { memberIdOrEmail: "member-2", organizationId: ACME.id },
    ]);
  });

  it("transfers ownership after asking, and reads the session again (the owner is now an admin)", async () => {
    const api = teamApi("owner", { "POST /api/teams/current/transfer": { body: { ok: true } } });
    render();
    await memberRow("Bo");
    const sessionReads = api.sent("GET /api/session").length;
    fireEvent.click(screen.getByRole("button", { name: "Make owner Bo" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer ownership?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    await screen.findByText("Bo now owns the team");
    expect(api.sent("POST /api/teams/current/transfer").map((r) => r.body)).toEqual([{ memberId: "member-2" }]);
    expect(api.sent("GET /api/session").length).toBeGreaterThan(sessionReads);
  });

  it("leaves the team after asking, back to the personal workspace and library", async () => {
    const api = teamApi("editor", {
      "POST /api/auth/organization/leave": { body: {} },
      "POST /api/auth/organization/set-active": { body: {} },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Leave team" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Acme?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave team" }));
    await screen.findByText("You left Acme");
    await waitFor(() => expect(currentLocation()).toBe("/saved-prompts"));
    expect(api.sent("POST /api/auth/organization/leave").map((r) => r.body)).toEqual([{ organizationId: ACME.id }]);
    expect(api.sent("POST /api/auth/organization/set-active").map((r) => r.body)).toEqual([{ organizationId: null }]);
  });

  it("deletes the team only once its name is typed", async () => {
    const api = teamApi("owner", {
      "POST /api/auth/organization/delete": { body: {} },
      "POST /api/auth/organization/set-active": { body: {} },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Delete team" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Acme?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete team" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Type “Acme” to confirm"), { target: { value: "Acme" } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await screen.findByText("Acme was deleted");
    expect(api.sent("POST /api/auth/organization/delete").map((r) => r.body)).toEqual([{ organizationId: ACME.id }]);
    await waitFor(() => expect(currentLocation()).toBe("/saved-prompts"));
  });
});
