import { render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./router";

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByRole("status", { name: "Current path" }).textContent;

describe("AppRoutes", () => {
  it("redirects an unknown path to /", async () => {
    renderAt("/no/such/page");
    expect(currentPath()).toBe("/");
    const title = await screen.findByRole("heading", { level: 1 });
    expect(title.textContent).toContain("expert AI prompt");
  });

  it.each([
    ["/landing", "expert AI prompt"],
    ["/about", "We help everyone write prompts like an expert"],
    ["/contact", "Get in touch"],
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/refunds", "Refund Policy"],
    ["/blogone", "Refund Policy"],
    ["/login", "Sign in"],
    ["/signup", "Create your account"],
    ["/forgot-password", "Forgot your password?"],
    ["/reset-password", "Reset your password"],
    ["/auth/reset-password", "Reset your password"],
    ["/auth/callback", "Signing you in"],
    ["/checkout/success", "Completing your payment"],
    ["/build-text", "Build Your Text Prompt"],
    ["/build-art", "Build Your Art Prompt"],
    ["/saved-prompts", "Saved Prompts"],
    ["/saved-inputs", "Saved Inputs"],
    ["/settings", "Settings"],
    ["/billing", "Billing & Subscription"],
    ["/admin", "Admin Dashboard"],
  ])("renders %s with its title", async (path, title) => {
    renderAt(path);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toContain(title);
    expect(currentPath()).toBe(path);
  });

  it("sets the document title", async () => {
    renderAt("/about");
    await screen.findByRole("heading", { level: 1 });
    expect(document.title).toBe("About · Promptsmith");
  });
});
