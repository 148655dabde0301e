import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, pending } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";
import type { SessionView } from "@/domain/api/security";
import { SessionsSection } from "./sessions-section";

const session = (id: string, userAgent: string, current = false): SessionView => ({
  id,
  userAgent,
  ipAddress: `10.0.0.${id.length}`,
  createdAt: "2026-11-20T09:00:00.000Z",
  lastSeenAt: "2026-11-24T09:30:00.000Z",
  current,
});

const THIS = session("this", "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", true);
const PHONE = session("phone", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1");
const OFFICE = session("office-pc", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0.0.0 Safari/537.36");

const render = () => renderAt("/settings", <SessionsSection />);
const rows = () => within(screen.getByRole("list", { name: "Active sessions" })).getAllByRole("listitem");

describe("SessionsSection", () => {
  it("shows that it is loading while the server has not answered", async () => {
    const api = fakeApi({ ...signedIn(), "GET /api/security/sessions": pending });
    render();
    // Asked, and not answered: what the section shows meanwhile.
    await waitFor(() => expect(api.sent("GET /api/security/sessions")).toHaveLength(1));
    screen.getByText("Loading sessions");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("says when the sessions could not be loaded, and tries again on request", async () => {
    let fail = true;
    fakeApi({
      ...signedIn(),
      "GET /api/security/sessions": () => (fail ? apiError(503, "database_unavailable", "down") : { body: { sessions: [THIS] } }),
    });
    render();
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load your sessions.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Firefox on Linux");
  });

  it("with only this device: marks it, says there is nowhere else, and offers no sign-out", async () => {
    fakeApi({ ...signedIn(), "GET /api/security/sessions": { body: { sessions: [THIS] } } });
    render();
    await screen.findByText("You are not signed in anywhere else.");
    expect(rows()).toHaveLength(1);
    within(rows()[0]!).getByText("This device");
    within(rows()[0]!).getByText(/10\.0\.0\.4 · Last active/);
    expect(screen.queryByRole("button", { name: /Sign out/ })).toBeNull();
  });

  it("signs out one other session by id, and all the others at once", async () => {
    let listed = [THIS, PHONE, OFFICE];
    const api = fakeApi({
      ...signedIn(),
      "GET /api/security/sessions": () => ({ body: { sessions: listed } }),
      "DELETE /api/security/sessions/:id": ({ path }) => {
        listed = listed.filter((s) => path !== `/api/security/sessions/${s.id}`);
        return { status: 204 };
      },
      "POST /api/auth/revoke-other-sessions": () => {
        listed = [THIS];
        return { body: { status: true } };
      },
    });
    render();
    await screen.findByText("Safari on iPhone");
    expect(rows().map((row) => row.getAttribute("aria-labelledby"))).toEqual(["session-this", "session-phone", "session-office-pc"]);
    expect(within(rows()[0]!).queryByRole("button", { name: "Sign out" })).toBeNull();

    fireEvent.click(within(rows()[1]!).getByRole("button", { name: "Sign out" }));
    await screen.findByText("Signed out of that session");
    await waitFor(() => expect(screen.queryByText("Safari on iPhone")).toBeNull());
    expect(api.sent("DELETE /api/security/sessions/phone")).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Sign out all other sessions" }));
    await screen.findByText("Signed out of all other sessions");
    await screen.findByText("You are not signed in anywhere else.");
    expect(rows()).toHaveLength(1);
  });

  it("says when a session could not be signed out", async () => {
    fakeApi({
      ...signedIn(),
      "GET /api/security/sessions": { body: { sessions: [THIS, PHONE] } },
      "DELETE /api/security/sessions/:id": apiError(500, "internal_error", "boom"),
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    await screen.findByText("Failed to sign out of that session");
    screen.getByText("Safari on iPhone");
  });
});
