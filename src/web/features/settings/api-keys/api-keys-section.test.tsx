import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ApiKey } from "@/domain/api/api-keys";
import { renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";
import { apiError, fakeApi, pending } from "../../../../../tests/support/fake-api";
import { ApiKeysSection } from "./api-keys-section";

const KEY: ApiKey = {
  id: "2b1f6a5e-0f3c-4d8e-9a51-6c1b2d3e4f50",
  name: "Publishing script",
  prefix: "ps_AbCdEfG",
  scope: "full",
  createdAt: "2026-11-20T09:00:00.000Z",
  expiresAt: null,
  lastUsedAt: null,
};
const SECRET = "ps_AbCdEfG0123456789012345678901234567890123456";

const render = () => renderAt("/settings", <ApiKeysSection />);

describe("ApiKeysSection", () => {
  it("shows that it is loading while the server has not answered", async () => {
    fakeApi({ ...signedIn(), "GET /api/api-keys": pending });
    render();
    await screen.findByText("Loading API keys");
    expect(screen.queryByRole("list", { name: "API keys" })).toBeNull();
  });

  it("says when there are no keys yet", async () => {
    fakeApi({ ...signedIn(), "GET /api/api-keys": { body: { items: [] } } });
    render();
    await screen.findByText("You have no API keys yet.");
  });

  it("lists each key by name, prefix, scope and dates, never the key itself", async () => {
    const readOnly = { ...KEY, id: "7c1f6a5e-0f3c-4d8e-9a51-6c1b2d3e4f51", name: "Dashboard", scope: "read" } as const;
    fakeApi({ ...signedIn(), "GET /api/api-keys": { body: { items: [{ ...KEY, lastUsedAt: "2026-11-23T10:00:00.000Z" }, readOnly] } } });
    render();
    const [row, readRow] = within(await screen.findByRole("list", { name: "API keys" })).getAllByRole("listitem");
    expect(within(row!).getByText("Full access")).toBeTruthy();
    expect(within(readRow!).getByText("Read only")).toBeTruthy();
    expect(readRow!.textContent).not.toContain("Full access");
    expect(row!.textContent).toContain("Publishing script");
    expect(row!.textContent).toContain("ps_AbCdEfG…");
    expect(row!.textContent).toContain("Last used Nov 23, 2026");
    expect(row!.textContent).toContain("Expires never");
  });

  it("creates a key with a name, an expiry and a scope, and shows it once with Copy", async () => {
    const api = fakeApi({
      ...signedIn(),
      "GET /api/api-keys": { body: { items: [] } },
      "POST /api/api-keys": { status: 201, body: { ...KEY, key: SECRET } },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Create key" }));
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "Publishing script" } });
    fireEvent.change(screen.getByLabelText("Expires"), { target: { value: "90" } });
    const scopes = within(screen.getByRole("group", { name: "What the key may do" })).getAllByRole("radio");
    expect(scopes.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, true]);
    fireEvent.click(screen.getByRole("radio", { name: /^Generate/ }));
    expect(screen.getByRole("radio", { name: /^Generate/ })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    expect((await screen.findByLabelText("The API key")).textContent).toBe(SECRET);
    screen.getByText("Copy this key now: you will not be able to see it again.");
    expect(api.sent("POST /api/api-keys").map((r) => r.body)).toEqual([{ name: "Publishing script", expiresInDays: 90, scope: "generate" }]);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByLabelText("The API key")).toBeNull());
  });

  it("shows the server's reason when a key cannot be created, and keeps the dialog open", async () => {
    fakeApi({
      ...signedIn(),
      "GET /api/api-keys": { body: { items: [] } },
      "POST /api/api-keys": apiError(409, "api_key_limit", "You can have at most 20 API keys. Revoke one you no longer use first."),
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Create key" }));
    fireEvent.change(await screen.findByLabelText("Name"), { target: { value: "One more" } });
    fireEvent.click(screen.getByRole("button", { name: "Create key" }));
    await screen.findByText("You can have at most 20 API keys. Revoke one you no longer use first.");
    expect(screen.queryByLabelText("The API key")).toBeNull();
  });

  it("revokes a key after asking, and the list no longer has it", async () => {
    let items = [KEY];
    const api = fakeApi({
      ...signedIn(),
      "GET /api/api-keys": () => ({ body: { items } }),
      "DELETE /api/api-keys/:id": () => ((items = []), { status: 204 }),
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Revoke" }));
    await screen.findByText("Revoke “Publishing script”?");
    fireEvent.click(screen.getByRole("button", { name: "Revoke key" }));
    await screen.findByText("You have no API keys yet.");
    expect(api.sent("DELETE /api/api-keys/:id")).toHaveLength(1);
    expect(api.requests.find((r) => r.method === "DELETE")?.path).toBe(`/api/api-keys/${KEY.id}`);
  });
});
