import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/web/lib/api-client";
import { createQueryClient } from "@/web/lib/query-client";
import { apiError, fakeApi } from "../../../../tests/support/fake-api";
import { useAuth } from "./auth-context";
import { SESSION_REFRESH_MS } from "./auth-provider";
import { RequireAuth } from "./require-auth";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { PROFILE } from "@/web/testing/session";
import type { Profile } from "@/domain/api/account";

function WhoIsSignedIn() {
  const { user } = useAuth();
  return <p>{user ? `${user.email}, admin: ${user.isAdmin}` : "nobody"}</p>;
}

/** A page whose own data the server refuses with 401 (the session ended under it). */
function PageWithData() {
  const query = useQuery({ queryKey: ["library"], queryFn: () => api<unknown>("/api/saved-prompts"), retry: false });
  return <p>{query.isError ? "refused" : "loading data"}</p>;
}

/** The session route answers whatever `current.user` is at the time of the request. */
function sessionServer(user: Profile | null) {
  const current = { user };
  const fake = fakeApi({ "GET /api/session": () => ({ body: { user: current.user } }) });
  return { current, fake };
}

const regainFocus = () => act(() => void window.dispatchEvent(new Event("visibilitychange")));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("AuthProvider keeps the session in step with the server", () => {
  it("asks again when the tab regains focus: a revoked admin flag shows at once", async () => {
    const { current, fake } = sessionServer({ ...PROFILE, isAdmin: true });
    // The app's own cache, whose answers are otherwise fresh for half a minute.
    renderAt("/", <WhoIsSignedIn />, { session: "ask", queryClient: createQueryClient() });
    await screen.findByText("ada@example.com, admin: true");

    current.user = { ...PROFILE, isAdmin: false };
    regainFocus();
    await screen.findByText("ada@example.com, admin: false");
    expect(fake.sent("GET /api/session")).toHaveLength(2);
  });

  it("asks again every 30 seconds while signed in, and not at all while signed out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { current, fake } = sessionServer(PROFILE);
    renderAt("/", <WhoIsSignedIn />, { session: "ask" });
    await screen.findByText("ada@example.com, admin: false");

    current.user = { ...PROFILE, isAdmin: true };
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS));
    await screen.findByText("ada@example.com, admin: true");

    current.user = null;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS));
    await screen.findByText("nobody");
    const asked = fake.sent("GET /api/session").length;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS * 3));
    expect(fake.sent("GET /api/session")).toHaveLength(asked);
  });

  it("sends a suspended user to /login on focus, keeping none of their data for whoever signs in next", async () => {
    const { current } = sessionServer(PROFILE);
    const { queryClient } = renderAt(
      "/build-text",
      <RequireAuth>
        <p>Private page</p>
      </RequireAuth>,
      { session: "ask" },
    );
    await screen.findByText("Private page");
    queryClient.setQueryData(["billing", "subscription"], { planName: "Pro" });

    current.user = null;
    regainFocus();
    await screen.findByText("Elsewhere");
    expect(currentLocation()).toBe("/login");
    expect(queryClient.getQueryData(["billing", "subscription"])).toBeUndefined();
  });

  it("asks who is signed in when a protected call answers 401, then leaves for /login", async () => {
    let ended = false;
    const fake = fakeApi({
      "GET /api/session": () => ({ body: { user: ended ? null : PROFILE } }),
      "GET /api/saved-prompts": () => {
        ended = true;
        return apiError(401, "unauthorized", "You must be signed in.");
      },
    });
    renderAt(
      "/saved-prompts",
      <RequireAuth>
        <PageWithData />
      </RequireAuth>,
      { session: "ask" },
    );
    await waitFor(() => expect(currentLocation()).toBe("/login"));
    expect(fake.sent("GET /api/session")).toHaveLength(2);
  });
});

describe("AuthProvider and team workspaces", () => {
  const ACME = { id: "team-1", name: "Acme", role: "editor" as const };

  function Workspace() {
    const { team } = useAuth();
    return <p data-testid="workspace">{team ? `${team.name} (${team.role})` : "personal"}</p>;
  }

  it("keeps the session's team from the same one answer", async () => {
    const fake = fakeApi({ "GET /api/session": { body: { user: PROFILE, team: ACME } } });
    renderAt("/build-text", <Workspace />, { session: "ask" });
    await waitFor(() => expect(screen.getByTestId("workspace").textContent).toBe("Acme (editor)"));
    expect(fake.sent("GET /api/session")).toHaveLength(1);
  });

  it("on 403 team_access_lost from any call, reads the session again, drops the team's data and lands on the personal library", async () => {
    let lost = false;
    const fake = fakeApi({
      "GET /api/session": () => ({ body: { user: PROFILE, team: lost ? null : ACME } }),
      "GET /api/saved-prompts": () => {
        lost = true;
        return apiError(403, "team_access_lost", "You are no longer a member of this team.");
      },
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(["history", "list"], { items: ["a team generation"] });
    renderAt(
      "/build-text",
      <>
        <Workspace />
        <button type="button" onClick={() => void api("/api/saved-prompts").catch(() => undefined)}>
          Load
        </button>
      </>,
      { session: "ask", queryClient },
    );
    await waitFor(() => expect(screen.getByTestId("workspace").textContent).toBe("Acme (editor)"));
    act(() => screen.getByRole("button", { name: "Load" }).click());
    await screen.findByText("You are no longer a member of Acme.");
    await waitFor(() => expect(currentLocation()).toBe("/saved-prompts"));
    expect(fake.sent("GET /api/session")).toHaveLength(2);
    expect(queryClient.getQueryData(["history", "list"])).toBeUndefined();
  });

  it("drops the team's data when the session answers another workspace (switched elsewhere, or the member removed)", async () => {
    let team: typeof ACME | null = ACME;
    const fake = fakeApi({ "GET /api/session": () => ({ body: { user: PROFILE, team } }) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(["history", "list"], { items: ["a team generation"] });
    renderAt("/build-text", <Workspace />, { session: "ask", queryClient });
    await waitFor(() => expect(screen.getByTestId("workspace").textContent).toBe("Acme (editor)"));
    expect(queryClient.getQueryData(["history", "list"])).toBeDefined();
    team = null;
    await regainFocus();
    await waitFor(() => expect(screen.getByTestId("workspace").textContent).toBe("personal"));
    expect(queryClient.getQueryData(["history", "list"])).toBeUndefined();
    expect(fake.sent("GET /api/session")).toHaveLength(2);
  });
});
