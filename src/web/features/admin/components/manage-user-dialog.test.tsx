import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { ADMIN_MESSAGES } from "../messages";
import { renderAt } from "@/web/testing/render-at";
import { ADMIN, sampleUser } from "../test-support";
import type { AdminUser } from "@/domain/api/admin";
import type { PlanId } from "@/domain/plans";
import type { AccountStatus } from "@/domain/users";
import { ManageUserDialog } from "./manage-user-dialog";

function renderDialog(user: AdminUser) {
  const onClose = vi.fn();
  renderAt("/admin", <ManageUserDialog user={user} currentUserId={ADMIN.id} onClose={onClose} />, { session: ADMIN });
  return { dialog: screen.getByRole("dialog", { name: "Manage User" }), onClose };
}

const select = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLSelectElement;

/** The label a closed select shows. (Through selectedIndex: jsdom's selectedOptions goes stale once read.) */
function shown(dialog: HTMLElement, label: string) {
  const element = select(dialog, label);
  return element.options[element.selectedIndex]?.textContent;
}

/** Picks the option labelled `option`, as a user does in the native list. */
function choose(dialog: HTMLElement, label: string, option: string) {
  const element = select(dialog, label);
  const value = [...element.options].find((o) => o.textContent === option)?.value;
  if (value === undefined) throw new Error(`${label} has no option ${option}`);
  fireEvent.change(element, { target: { value } });
}

describe("ManageUserDialog", () => {
  it("shows name and e-mail read-only, and offers the statuses and the Free, Pro and Team plans", () => {
    fakeApi({});
    const { dialog } = renderDialog(sampleUser({ name: "", email: "quiet@example.com" }));
    const name = within(dialog).getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("quiet");
    const email = within(dialog).getByLabelText("Email") as HTMLInputElement;
    for (const field of [name, email]) {
      expect(field.readOnly).toBe(true);
      // Said to assistive technology and shown: muted, with no editing ring.
      expect(field.getAttribute("aria-readonly")).toBe("true");
      expect(field.className).toContain("aria-readonly:bg-muted");
    }
    // A long address can be read in full on hover.
    expect(email.title).toBe("quiet@example.com");

    const labels = (label: string) => [...select(dialog, label).options].map((o) => o.textContent);
    expect(labels("Account status")).toEqual(["Active", "Inactive", "Suspended"]);
    expect(labels("Plan")).toEqual(["Free", "Pro", "Team"]);
  });

  it("shows the user's status and plan on the closed selects", () => {
    fakeApi({});
    const { dialog } = renderDialog(sampleUser({ accountStatus: "suspended", planId: "teams" }));
    expect(select(dialog, "Account status").value).toBe("suspended");
    expect(shown(dialog, "Account status")).toBe("Suspended");
    expect(select(dialog, "Plan").value).toBe("teams");
    expect(shown(dialog, "Plan")).toBe("Team");
  });

  it("applies each control at once, with its toast", async () => {
    const user = sampleUser();
    const api = fakeApi({
      // Each answers the value it was sent, as the server does.
      "PATCH /api/admin/users/:id/status": ({ body }) => ({ body: body as { status: AccountStatus } }),
      "PATCH /api/admin/users/:id/plan": ({ body }) => ({ body: body as { planId: PlanId } }),
      "PATCH /api/admin/users/:id/admin": ({ body }) => ({ body: body as { isAdmin: boolean } }),
    });
    const { dialog } = renderDialog(user);

    choose(dialog, "Account status", "Suspended");
    await screen.findByText("User status updated to suspended");
    expect(api.sent(`PATCH /api/admin/users/${user.id}/status`).map((r) => r.body)).toEqual([{ status: "suspended" }]);

    choose(dialog, "Plan", "Pro");
    await screen.findByText("User plan updated to Pro");
    expect(api.sent(`PATCH /api/admin/users/${user.id}/plan`).map((r) => r.body)).toEqual([{ planId: "pro" }]);
    expect(shown(dialog, "Plan")).toBe("Pro");

    const admin = within(dialog).getByRole("switch", { name: "Admin privileges" });
    fireEvent.click(admin);
    await screen.findByText(ADMIN_MESSAGES.adminGranted);
    await waitFor(() => expect(admin.getAttribute("aria-checked")).toBe("true"));
    fireEvent.click(admin);
    await screen.findByText(ADMIN_MESSAGES.adminRevoked);
    expect(api.sent(`PATCH /api/admin/users/${user.id}/admin`).map((r) => r.body)).toEqual([
      { isAdmin: true },
      { isAdmin: false },
    ]);
  });

  it("says which change failed and shows the value the server kept", async () => {
    const user = sampleUser({ planId: "free" });
    fakeApi({
      "PATCH /api/admin/users/:id/plan": apiError(500, "internal_error", "An unexpected error occurred. Please try again."),
      "PATCH /api/admin/users/:id/status": apiError(404, "not_found", "User not found."),
      "PATCH /api/admin/users/:id/admin": apiError(500, "internal_error", "Boom."),
    });
    const { dialog } = renderDialog(user);
    choose(dialog, "Plan", "Pro");
    await screen.findByText(ADMIN_MESSAGES.planFailed);
    await waitFor(() => expect(shown(dialog, "Plan")).toBe("Free"));
    choose(dialog, "Account status", "Inactive");
    await screen.findByText(ADMIN_MESSAGES.statusFailed);
    fireEvent.click(within(dialog).getByRole("switch", { name: "Admin privileges" }));
    await screen.findByText(ADMIN_MESSAGES.adminFailed);
  });

  it("disables the admin switch on the admin's own row, with a hint", () => {
    const api = fakeApi({});
    const { dialog } = renderDialog(sampleUser({ id: ADMIN.id, isAdmin: true }));
    const admin = within(dialog).getByRole("switch", { name: "Admin privileges" }) as HTMLButtonElement;
    expect(admin.disabled).toBe(true);
    expect(admin.getAttribute("aria-checked")).toBe("true");
    expect(admin.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(admin.getAttribute("aria-describedby")!)?.textContent).toBe(ADMIN_MESSAGES.ownAdminHint);
    fireEvent.click(admin);
    expect(api.requests).toEqual([]);
  });

  it("closes on Save Changes without sending anything", () => {
    const api = fakeApi({});
    const { dialog, onClose } = renderDialog(sampleUser());
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(onClose).toHaveBeenCalled();
    expect(api.requests).toEqual([]);
  });
});
