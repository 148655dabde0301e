import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../../tests/support/fake-api";
import { ADMIN_MESSAGES } from "../messages";
import { renderAt } from "@/web/testing/render-at";
import { ADMIN } from "../test-support";
import { UserStatsDialog } from "./user-stats-dialog";

describe("UserStatsDialog", () => {
  it("says 'User ID not available' and asks nothing when the row has no id", () => {
    const api = fakeApi({});
    renderAt("/admin", <UserStatsDialog target={{ id: null, name: "Ghost" }} onClose={() => {}} />, { session: ADMIN });
    const dialog = screen.getByRole("dialog", { name: "User Statistics" });
    within(dialog).getByText(ADMIN_MESSAGES.userIdMissing);
    expect(api.requests).toEqual([]);
  });
});
