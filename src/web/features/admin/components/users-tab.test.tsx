import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { ADMIN, sampleUser } from "../test-support";
import { UsersTab } from "./users-tab";

const LONG_EMAIL = "someone.with.a.remarkably.long.mailbox.name@subdomain.example-company.com";

describe("UsersTab", () => {
  it("shows a long e-mail address whole: wrapping in its cell, and in full on hover", async () => {
    fakeApi({ "GET /api/admin/users": { body: { items: [sampleUser({ email: LONG_EMAIL })], nextCursor: null } } });
    renderAt("/admin", <UsersTab currentUserId={ADMIN.id} />, { session: ADMIN });
    const cell = await screen.findByRole("cell", { name: LONG_EMAIL });
    expect(cell.title).toBe(LONG_EMAIL);
    expect(cell.className).toContain("wrap-anywhere");
    expect(cell.className).not.toContain("truncate");
  });

  it("gives focus back to the row's Manage button when the dialog closes (Escape or Save Changes)", async () => {
    fakeApi({ "GET /api/admin/users": { body: { items: [sampleUser({ name: "Una One" })], nextCursor: null } } });
    renderAt("/admin", <UsersTab currentUserId={ADMIN.id} />, { session: ADMIN });
    const manage = await screen.findByRole("button", { name: "Manage Una One" });
    for (const close of [
      (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: "Escape" }),
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" })),
    ]) {
      manage.focus();
      fireEvent.click(manage);
      close(await screen.findByRole("dialog", { name: "Manage User" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(manage));
    }
  });
});
