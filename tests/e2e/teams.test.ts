import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { seriousA11yViolations, watchConsole } from "../support/browser";
import { choose, mailboxLink, signInInBrowser, signUpInBrowser, useJourney } from "../support/journey";
import { PASSWORD } from "../support/users";

// A team, end to end: an admin gives a user the Teams plan; the user creates a team and invites two people by
// e-mail, one with an account (editor) and one who creates it on the way (viewer). The editor saves a team
// prompt; the viewer uses it but cannot change it; the owner sees both members' usage and removes the viewer,
// whose very next request is refused and who is back in their personal workspace.

const ADMIN = "operator@example.com";
const OWNER = "owner@example.com";
const EDITOR = "editor@example.com";
const VIEWER = "viewer@example.com";
const TEAM = "Acme";
const TITLE = "Acme product voice";

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function generateText(page: Page, url: (path: string) => string) {
  await page.goto(url("/build-text"));
  await page.getByRole("heading", { level: 1, name: "Build Your Text Prompt" }).waitFor();
  await page.getByLabel("Topic", { exact: true }).fill("Hand-made oak desks");
  await choose(page, "Content Type", "Product Description");
  await page.getByRole("button", { name: "Generate Text Prompt" }).click();
  await page.locator('[data-testid="result-text"][data-state="done"]').waitFor();
}

/** Opens the invitation mailed to `to` and accepts it; the member then works in the team. */
async function acceptInvitation(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("heading", { level: 1, name: `Join ${TEAM}` }).waitFor();
  await page.getByRole("button", { name: "Accept" }).click();
  await page.getByText(`You joined ${TEAM}`).waitFor();
  await expect.poll(() => page.getByTestId("active-workspace").textContent()).toBe(TEAM);
}

describe("journey: a team shares a library and a pool of generations", () => {
  const journey = useJourney();
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  const newPage = async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  it("gives a user Teams, builds a team by e-mail, shares a prompt by role, and removes a member at once", async () => {
    // The operator becomes the first admin (the server restarts on the same data).
    const admin = await newPage();
    await signUpInBrowser(admin, journey.server.url, ADMIN);
    await admin.goto("about:blank");
    await journey.grantAdmin(ADMIN);
    const { url } = journey;
    await signInInBrowser(admin, journey.server.url, ADMIN);
    const owner = await newPage();
    const editor = await newPage();
    const viewer = await newPage();
    const consoleErrors = [admin, owner, editor, viewer].flatMap((page) => watchConsole(page));
    await signUpInBrowser(owner, journey.server.url, OWNER);
    await signUpInBrowser(editor, journey.server.url, EDITOR);

    // The admin gives the owner the Teams plan.
    await admin.goto(url("/admin"));
    await admin.getByRole("tab", { name: "User Management", exact: true }).click();
    await admin.getByRole("searchbox", { name: "Search users" }).fill("owner");
    await admin.getByRole("button", { name: "Manage owner" }).click();
    await choose(admin, "Plan", "Team");
    await admin.getByText(/^User plan updated to Team/).waitFor();

    // The owner creates the team from the sidebar's switcher and lands on its page.
    await owner.goto(url("/saved-prompts"));
    await owner.getByRole("button", { name: /^Workspace: Personal/ }).click();
    await owner.getByRole("menuitem", { name: "Create a team" }).click();
    const create = owner.getByRole("dialog", { name: "Create a team" });
    await create.getByLabel("Team name").fill(TEAM);
    await create.getByRole("button", { name: "Create team" }).click();
    await owner.waitForURL(url("/team"));
    await owner.getByText(`Now working in ${TEAM}`).waitFor();
    await expect.poll(() => owner.getByTestId("active-workspace").textContent()).toBe(TEAM);

    // Two invitations by e-mail: an editor and a viewer.
    const invite = owner.getByRole("form", { name: "Invite a member" });
    for (const [email, role] of [
      [EDITOR, "Editor"],
      [VIEWER, "Viewer"],
    ] as const) {
      await invite.getByLabel("E-mail").fill(email);
      await choose(invite, "Role", role);
      await invite.getByRole("button", { name: "Invite" }).click();
      await owner.getByText(`Invitation sent to ${email}`).waitFor();
    }
    const pending = owner.getByRole("list", { name: "Pending invitations" });
    await expect.poll(() => pending.getByRole("listitem").count()).toBe(2);
    expect(await seriousA11yViolations(owner)).toEqual([]);

    // The editor, who has an account, accepts from the mail and saves a prompt into the team's library.
    await acceptInvitation(editor, await mailboxLink(editor, journey.server.url, EDITOR, /invited you/));
    await generateText(editor, url);
    await editor.getByRole("button", { name: "Save Prompt" }).click();
    const save = editor.getByRole("dialog", { name: "Save Prompt" });
    await save.getByLabel("Name", { exact: true }).fill(TITLE);
    await save.getByRole("button", { name: "Save", exact: true }).click();
    await editor.getByText(LIBRARY_MESSAGES.promptSaved).last().waitFor();
    await editor.goto(url("/saved-prompts"));
    await card(editor, TITLE).getByText("Created by editor").waitFor();
    expect(await card(editor, TITLE).getByRole("button", { name: "Edit" }).count()).toBe(1);

    // The viewer has no account: the invitation's page creates one with the invited address and comes back.
    const viewerLink = await mailboxLink(viewer, journey.server.url, VIEWER, /invited you/);
    await viewer.goto(viewerLink);
    await viewer.getByRole("link", { name: "Create an account" }).click();
    await viewer.waitForURL(/\/signup\?email=/);
    await expect.poll(() => viewer.getByLabel("Email").inputValue()).toBe(VIEWER);
    await viewer.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await viewer.getByLabel("Confirm password").fill(PASSWORD);
    await viewer.getByRole("button", { name: "Create account" }).click();
    await viewer.waitForURL(/\/login/);
    await viewer.request.get(await mailboxLink(viewer, journey.server.url, VIEWER, /Confirm/), { maxRedirects: 0 });
    await viewer.getByLabel("Email").fill(VIEWER);
    await viewer.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await viewer.getByRole("button", { name: "Sign in" }).click();
    await viewer.waitForURL(viewerLink);
    await viewer.getByRole("button", { name: "Accept" }).click();
    await viewer.getByText(`You joined ${TEAM}`).waitFor();

    // The viewer sees the team's prompt, uses it, but has nothing to change it with, and the server agrees.
    await viewer.goto(url("/saved-prompts"));
    const shared = card(viewer, TITLE);
    await shared.getByText("Created by editor").waitFor();
    for (const action of ["Edit", "Delete", "Share", "Duplicate"]) {
      expect(await shared.getByRole("button", { name: action }).count(), action).toBe(0);
    }
    const promptId = ((await (await viewer.request.get(url("/api/saved-prompts"))).json()) as { items: { id: string }[] }).items[0]!.id;
    const edit = await viewer.request.patch(url(`/api/saved-prompts/${promptId}`), {
      headers: { origin: journey.server.url, "content-type": "application/json" },
      data: { title: "Changed by a viewer" },
    });
    expect(edit.status()).toBe(403);
    await shared.getByRole("button", { name: "Use Inputs" }).click();
    await viewer.waitForURL(url("/build-text"));
    await viewer.getByRole("button", { name: "Generate Text Prompt" }).click();
    await viewer.locator('[data-testid="result-text"][data-state="done"]').waitFor();

    // The owner sees both members' usage of the pool, then removes the viewer.
    await owner.reload();
    const usage = owner.getByRole("table", { name: /Usage/ });
    await expect.poll(async () => (await usage.locator("tbody tr").allTextContents()).join(" | ")).toMatch(/editor.*1/);
    expect((await usage.locator("tbody tr").allTextContents()).join(" | ")).toMatch(/viewer.*1/);
    expect(await seriousA11yViolations(owner)).toEqual([]);
    await owner.getByRole("button", { name: "Remove viewer" }).click();
    await owner.getByRole("dialog", { name: "Remove this member?" }).getByRole("button", { name: "Remove member" }).click();
    await owner.getByText("viewer was removed from the team").waitFor();

    // The viewer's next request is refused: the page says so and is back in the personal workspace.
    await viewer.getByRole("link", { name: "Saved Prompts" }).click();
    await card(viewer, TITLE).waitFor();
    await viewer.getByRole("button", { name: "Refresh" }).click();
    await viewer.getByText(`You are no longer a member of ${TEAM}.`).waitFor();
    await expect.poll(() => viewer.getByTestId("active-workspace").textContent()).toBe("Personal");
    await expect.poll(() => card(viewer, TITLE).count()).toBe(0);
    expect((await viewer.request.get(url(`/api/saved-prompts/${promptId}`))).status()).toBe(404);

    expect(consoleErrors.filter((line) => !/status of 40[34]/.test(line))).toEqual([]);
  });
});
