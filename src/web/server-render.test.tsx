// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderPage } from "./server-render";

const ada = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  displayName: "Ada",
  emailVerified: true,
  isAdmin: false,
  accountStatus: "active" as const,
  createdAt: "2026-01-01T00:00:00.000Z",
};

// The real app rendered on the server, as the server does for each page (no browser globals here).
describe("the server's rendering of a page", () => {
  it("renders the landing page whole, with no script and no API code", async () => {
    const page = await renderPage("/", { user: null });
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("Pick your industry, audience, tone and style");
    expect(page.html).not.toContain("<script");
    expect(page.talksToApi).toBe(false);
    expect(page.title).toBe("Expert prompts for text and images · Promptsmith");
  });

  it("waits for lazily loaded screens: the sign-in form is in the markup", async () => {
    const page = await renderPage("/login", { user: null });
    expect(page.html).toContain("Welcome back. Sign in to build and save your prompts.");
    expect(page.html).toMatch(/<input[^>]*type="email"/);
    expect(page.talksToApi).toBe(true);
    expect(page.title).toBe("Sign in · Promptsmith");
  });

  it("renders the builder for a signed-in user, and nothing of it for a visitor (the browser sends them to /login)", async () => {
    const lead = "Describe the piece you need";
    expect((await renderPage("/build-text", { user: ada })).html).toContain(lead);
    expect((await renderPage("/build-text", { user: null })).html).not.toContain(lead);
  });

  it("renders a shared prompt's page from the data the server looked up, and the gone page without it", async () => {
    const prompt = { title: "Launch e-mail", promptType: "text", tags: ["mail"], content: "Write to {{name}}.", variables: ["name"] };
    const page = await renderPage("/p/tok", { user: null }, undefined, { token: "tok", prompt });
    expect(page.html).toContain("Launch e-mail");
    expect(page.html).toContain("Write to {{name}}.");
    expect(page.html).toContain("Save to my library");
    expect(page.title).toBe("Launch e-mail · Promptsmith");
    const gone = await renderPage("/p/tok", { user: null }, undefined, { token: "tok", prompt: null });
    expect(gone.html).toContain("This link is no longer available.");
  });

  it("gives each render its own data: one user's name never reaches another's page", async () => {
    const [first, second] = await Promise.all([
      renderPage("/settings", { user: { ...ada, name: "First User", displayName: "First User" } }),
      renderPage("/settings", { user: { ...ada, id: "u2", email: "b@example.com", name: "Second User", displayName: "Second User" } }),
    ]);
    expect(first.html).toContain("First User");
    expect(first.html).not.toContain("Second User");
    expect(second.html).toContain("Second User");
  });
});
