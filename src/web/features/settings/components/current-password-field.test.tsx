import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { PROFILE, signedIn } from "@/web/testing/session";
import { DangerZoneSection } from "./account-sections";
import { EmailField } from "./profile-fields";

const SIGN_IN_AGAIN = "For your security, please sign in again, then make this change within 10 minutes.";
const reauthenticationRequired = apiError(403, "reauthentication_required", SIGN_IN_AGAIN);
const wrongPassword = apiError(403, "invalid_password", "Your current password is not correct.");
const googleStart = { "POST /api/auth/sign-in/social": { body: { url: "https://accounts.example/authorize", redirect: true } } };

async function openDeleteDialog() {
  renderAt("/settings", <DangerZoneSection />);
  fireEvent.click(await screen.findByRole("button", { name: "Delete Account" }));
  const dialog = within(screen.getByRole("dialog"));
  // Delete Account turns on once the signed-in profile's address is typed.
  await dialog.findByText(`Delete Account turns on once this reads ${PROFILE.email}.`);
  fireEvent.change(dialog.getByLabelText("Type your e-mail address to confirm"), { target: { value: PROFILE.email } });
  return dialog;
}

async function editEmail(newEmail: string, currentPassword: string) {
  renderAt("/settings", <EmailField user={PROFILE} />);
  fireEvent.click(await screen.findByRole("button", { name: "Edit email" }));
  fireEvent.change(screen.getByLabelText("New email"), { target: { value: newEmail } });
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: currentPassword } });
  fireEvent.submit(screen.getByRole("form", { name: "Edit email" }));
}

describe("the current password in Settings", () => {
  it("keeps the delete dialog open with the server's message when the password is wrong", async () => {
    const api = fakeApi({ ...signedIn(), "DELETE /api/account": wrongPassword });
    const replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
    const dialog = await openDeleteDialog();
    const password = dialog.getByLabelText("Current password");
    fireEvent.change(password, { target: { value: "a guess" } });
    fireEvent.click(dialog.getByRole("button", { name: "Delete Account" }));

    expect((await dialog.findByRole("alert")).textContent).toBe("Your current password is not correct.");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(dialog.queryByRole("button", { name: "Sign in again" })).toBeNull();
    expect(api.sent("DELETE /api/account")[0]?.body).toEqual({ currentPassword: "a guess" });
    expect(replace).not.toHaveBeenCalled();
  });

  it("offers a fresh Google sign-in when a Google-only account's sign-in is too old to delete it", async () => {
    const api = fakeApi({ ...signedIn(), "DELETE /api/account": reauthenticationRequired, ...googleStart });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const dialog = await openDeleteDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Delete Account" }));

    expect((await dialog.findByRole("alert")).textContent).toBe(SIGN_IN_AGAIN);
    expect(api.sent("DELETE /api/account")[0]?.body).toEqual({ currentPassword: "" });
    fireEvent.click(dialog.getByRole("button", { name: "Sign in again" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.example/authorize"));
    expect(api.sent("POST /api/auth/sign-in/social")).toHaveLength(1);
  });

  it("shows a wrong password beside the e-mail form's password field and stays in edit mode", async () => {
    fakeApi({ ...signedIn(), "POST /api/auth/change-email": wrongPassword });
    await editEmail("ada@new.example", "a guess");
    expect((await screen.findByRole("alert")).textContent).toBe("Your current password is not correct.");
    screen.getByLabelText("New email");
  });

  it("offers a fresh Google sign-in when the e-mail change needs one", async () => {
    fakeApi({ ...signedIn(), "POST /api/auth/change-email": reauthenticationRequired, ...googleStart });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    await editEmail("ada@new.example", "");
    expect((await screen.findByRole("alert")).textContent).toBe(SIGN_IN_AGAIN);
    fireEvent.click(screen.getByRole("button", { name: "Sign in again" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.example/authorize"));
  });

  it("refuses an address over 254 characters before sending it", async () => {
    const api = fakeApi(signedIn());
    await editEmail(`${"a".repeat(243)}@example.com`, "my password");
    expect((await screen.findByRole("alert")).textContent).toBe("Use at most 254 characters");
    expect(api.sent("POST /api/auth/change-email")).toEqual([]);
  });
});
