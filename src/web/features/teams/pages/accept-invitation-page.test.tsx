import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { InvitationStatus } from "@/domain/api/teams";
import { currentLocation, locationFrom, renderAt } from "@/web/testing/render-at";
import { PROFILE, signedOut } from "@/web/testing/session";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { ACME, INVITATION, INVITATION_ID } from "../test-support";
import { AcceptInvitationPage } from "./accept-invitation-page";

const render = (session: typeof PROFILE | null) =>
  renderAt(`/invitations/${INVITATION_ID}`, <AcceptInvitationPage />, { route: "/invitations/:id", session });

const invitationRoute = (answer: NonNullable<Parameters<typeof fakeApi>[0]["GET /api/invitations/:id"]>) => ({
  "GET /api/invitations/:id": answer,
});

describe("AcceptInvitationPage", () => {
  it("tells a signed-out visitor who invited them, and offers sign-in and sign-up with the address, coming back here", async () => {
    fakeApi({ ...signedOut, ...invitationRoute({ body: INVITATION }) });
    render(null);
    await screen.findByText("Grace invited you to join Acme as editor.");
    const signIn = screen.getByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/login?email=ada%40example.com");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup?email=ada%40example.com");
    fireEvent.click(signIn);
    await waitFor(() => expect(currentLocation()).toBe("/login?email=ada%40example.com"));
    expect(locationFrom()).toBe(`/invitations/${INVITATION_ID}`);
  });

  it("tells a user signed in with another address, and offers to sign out", async () => {
    const api = fakeApi({ ...invitationRoute({ body: { ...INVITATION, email: "bo@example.com" } }), "POST /api/auth/sign-out": { body: { success: true } } });
    render(PROFILE);
    await screen.findByText(/This invitation is for bo@example.com, and you are signed in as ada@example.com/);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    const leave = vi.spyOn(window.location, "replace").mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(api.sent("POST /api/auth/sign-out")).toHaveLength(1));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("/login"));
  });

  it("accepts for the invited address, enters the team and lands in its library", async () => {
    let member = false;
    const api = fakeApi({
      "GET /api/session": () => ({ body: { user: PROFILE, team: member ? { ...ACME, role: "editor" as const } : null } }),
      ...invitationRoute({ body: INVITATION }),
      "POST /api/auth/organization/accept-invitation": () => {
        member = true;
        return { body: { invitation: { id: INVITATION_ID }, member: { organizationId: ACME.id } } };
      },
      "POST /api/auth/organization/set-active": { body: {} },
    });
    render(PROFILE);
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    await screen.findByText("You joined Acme");
    await waitFor(() => expect(currentLocation()).toBe("/saved-prompts"));
    expect(api.sent("POST /api/auth/organization/accept-invitation").map((r) => r.body)).toEqual([{ invitationId: INVITATION_ID }]);
    expect(api.sent("POST /api/auth/organization/set-active").map((r) => r.body)).toEqual([{ organizationId: ACME.id }]);
  });

  it("declines, then shows the invitation as declined", async () => {
    let status: InvitationStatus = "pending";
    const api = fakeApi({
      ...invitationRoute(() => ({ body: { ...INVITATION, status } })),
      "POST /api/auth/organization/reject-invitation": () => {
        status = "rejected";
        return { body: {} };
      },
    });
    render(PROFILE);
    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    await screen.findByText("This invitation was declined.");
    expect(api.sent("POST /api/auth/organization/reject-invitation").map((r) => r.body)).toEqual([{ invitationId: INVITATION_ID }]);
  });

  it.each([
    ["expired", "This invitation has expired. Ask Grace to send a new one."],
    ["canceled", "This invitation was revoked. Ask Grace to invite you again."],
    ["accepted", "This invitation has already been accepted."],
  ] as const)("says a %s invitation can no longer be answered", async (status, message) => {
    fakeApi(invitationRoute({ body: { ...INVITATION, status } }));
    render(PROFILE);
    await screen.findByText(message);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("says when the link is unknown", async () => {
    fakeApi(invitationRoute(apiError(404, "not_found", "No such invitation.")));
    render(null);
    await screen.findByText("This invitation link is not valid. Ask for a new invitation.");
  });
});
