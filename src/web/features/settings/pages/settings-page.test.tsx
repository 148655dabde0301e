import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { PROFILE, signedIn } from "@/web/testing/session";
import { SETTINGS_MESSAGES } from "../messages";
import { SettingsPage } from "./settings-page";

const renderSettings = async () => {
  renderAt("/settings", <SettingsPage />);
  await screen.findByRole("heading", { level: 1, name: "Settings" });
};

describe("SettingsPage", () => {
  it("shows Profile, Security, two-factor, sessions, API keys, Webhooks and Danger Zone with the user's name and e-mail", async () => {
    fakeApi(signedIn());
    await renderSettings();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Profile",
      "Security",
      "Two-factor authentication",
      "Active sessions",
      "API keys",
      "Webhooks",
      "Danger Zone",
    ]);
    screen.getByText("Ada Lovelace");
    screen.getByText("ada@example.com");
  });

  it("toggles a field between view and edit mode with the pencil, Cancel and Escape", async () => {
    fakeApi(signedIn());
    await renderSettings();
    expect(screen.queryByLabelText("Name")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    const input = screen.getByLabelText("Name") as HTMLInputElement;
    expect(input.value).toBe("Ada Lovelace");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Edit name" })).toBeNull();

    fireEvent.click(within(screen.getByRole("form", { name: "Edit name" })).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit name" }));

    fireEvent.click(screen.getByRole("button", { name: "Edit password" }));
    screen.getByLabelText("Current password");
    fireEvent.keyDown(screen.getByLabelText("Current password"), { key: "Escape" });
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });

  it("saves a new name, says so, and returns to view mode with the new name", async () => {
    let name = PROFILE.name;
    const api = fakeApi({
      ...signedIn(),
      "GET /api/session": () => ({ body: { user: { ...PROFILE, name, displayName: name } } }),
      "PATCH /api/account": ({ body }) => {
        name = (body as { name: string }).name;
        return { body: { ...PROFILE, name, displayName: name } };
      },
    });
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada King" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit name" }));

    expect((screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText("Name updated successfully");
    await waitFor(() => expect(screen.queryByLabelText("Name")).toBeNull());
    screen.getByText("Ada King");
    expect(api.sent("PATCH /api/account")[0]?.body).toEqual({ name: "Ada King" });
  });

  it("reports a failed rename with the spec's text and the reason", async () => {
    fakeApi({ ...signedIn(), "PATCH /api/account": apiError(500, "internal_error", "Something broke") });
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada King" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit name" }));
    await screen.findByText("Failed to update name: Something broke");
    screen.getByLabelText("Name");
  });

  it("says the session has ended when a change finds none, ours or better-auth's", async () => {
    const signedOutAnswer = apiError(401, "unauthorized", "Unauthorized");
    fakeApi({ ...signedIn(), "PATCH /api/account": signedOutAnswer, "POST /api/auth/change-password": signedOutAnswer });
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Edit name" }));
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Ada King" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit name" }));
    await screen.findByText(SETTINGS_MESSAGES.mustBeLoggedIn);

    fireEvent.click(screen.getByRole("button", { name: "Edit password" }));
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old password" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "a new password" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "a new password" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit password" }));
    await waitFor(() => expect(screen.getAllByText(SETTINGS_MESSAGES.mustBeLoggedIn)).toHaveLength(2));
  });

  it("asks for the current password and checks the new one before sending", async () => {
    const api = fakeApi({ ...signedIn(), "POST /api/auth/change-password": { body: { token: "t" } } });
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Edit password" }));
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "old password" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "a new password" } });
    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "a new passwrod" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit password" }));
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match");
    expect(api.sent("POST /api/auth/change-password")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Confirm new password"), { target: { value: "a new password" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit password" }));
    await screen.findByText("Password updated successfully");
    expect(api.sent("POST /api/auth/change-password")[0]?.body).toEqual({
      currentPassword: "old password",
      newPassword: "a new password",
      revokeOtherSessions: true,
    });
  });

  it("sends an e-mail change to the new address, with the current password and /settings as the return address", async () => {
    const api = fakeApi({ ...signedIn(), "POST /api/auth/change-email": { body: { status: true } } });
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Edit email" }));
    fireEvent.change(screen.getByLabelText("New email"), { target: { value: "ada@new.example" } });
    const form = within(screen.getByRole("form", { name: "Edit email" }));
    fireEvent.change(form.getByLabelText("Current password"), { target: { value: "my password" } });
    fireEvent.submit(screen.getByRole("form", { name: "Edit email" }));
    await screen.findByText("Email update confirmation sent to your email");
    expect(api.sent("POST /api/auth/change-email")[0]?.body).toEqual({
      newEmail: "ada@new.example",
      currentPassword: "my password",
      callbackURL: "/settings",
    });
  });

  it("asks for confirmation and the current password before deleting the account, then replaces the page with /login", async () => {
    const api = fakeApi({ ...signedIn(), "DELETE /api/account": { status: 204 } });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = screen.getByRole("dialog");
    within(dialog).getByText("Are you sure you want to delete your account? This action cannot be undone.");
    expect(api.sent("DELETE /api/account")).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Type your e-mail address to confirm"), { target: { value: PROFILE.email } });
    fireEvent.change(within(dialog).getByLabelText("Current password"), { target: { value: "my password" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login"));
    expect(api.sent("DELETE /api/account")[0]?.body).toEqual({ currentPassword: "my password" });
    expect(sessionStorage.getItem("promptsmith.flash")).toBe("Account deleted successfully");
    sessionStorage.clear();
  });

  it("logs out: ends the session on the server, then replaces the page with /login", async () => {
    const api = fakeApi({ ...signedIn(), "POST /api/auth/sign-out": { body: { success: true } } });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Log Out" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login"));
    expect(api.sent("POST /api/auth/sign-out")).toHaveLength(1);
    sessionStorage.clear();
  });

  it("says 'Failed to log out' when the server cannot be reached", async () => {
    fakeApi({ ...signedIn(), "POST /api/auth/sign-out": apiError(503, "database_unavailable", "down") });
    await renderSettings();
    fireEvent.click(screen.getByRole("button", { name: "Log Out" }));
    await screen.findByText("Failed to log out");
    expect((screen.getByRole("button", { name: "Log Out" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
