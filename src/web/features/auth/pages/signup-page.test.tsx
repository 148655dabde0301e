import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi } from "../../../../../tests/support/fake-api";
import { currentLocation, locationFrom, renderAt } from "@/web/testing/render-at";
import { signedOut } from "@/web/testing/session";
import { SignupPage } from "./signup-page";

const base = { ...signedOut, "GET /api/auth/providers": { body: { google: false } } };

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: confirm } });
  fireEvent.submit(screen.getByRole("form", { name: "Create your account" }));
}

describe("SignupPage", () => {
  it("says 'Passwords do not match' and sends nothing when the two differ", async () => {
    const api = fakeApi(base);
    renderAt("/signup", <SignupPage />, { session: "ask" });
    fill("correct horse battery", "correct horse batteyr");
    expect((await screen.findByRole("alert")).textContent).toBe("Passwords do not match");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST /api/auth/sign-up/email")).toEqual([]);
  });

  it("fills in the address a link gives (an invitation's)", async () => {
    fakeApi(base);
    renderAt("/signup?email=bo%40example.com", <SignupPage />, { session: "ask" });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("bo@example.com");
  });

  it("creates the account with an empty name and the confirmation return address, then goes to /login", async () => {
    const api = fakeApi({ ...base, "POST /api/auth/sign-up/email": { body: { token: null } } });
    renderAt("/signup", <SignupPage />, { session: "ask" });
    fill("correct horse battery", "correct horse battery");
    await screen.findByText("Account created! Please check your email to confirm your account.");
    await waitFor(() => expect(currentLocation()).toBe("/login"));
    expect(api.sent("POST /api/auth/sign-up/email")[0]?.body).toEqual({
      email: "ada@example.com",
      password: "correct horse battery",
      name: "",
      callbackURL: "/login?verified=1",
    });
  });

  it("keeps the way back of a visitor sent to sign in (a share link to save) through sign-up, to /login", async () => {
    fakeApi({ ...base, "POST /api/auth/sign-up/email": { body: { token: null } } });
    renderAt({ pathname: "/signup", state: { from: "/p/shared-token" } }, <SignupPage />, { session: "ask" });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    fill("correct horse battery", "correct horse battery");
    await waitFor(() => expect(currentLocation()).toBe("/login"));
    expect(locationFrom()).toBe("/p/shared-token");
  });

  it("shows a rate limit's message in the form", async () => {
    const message = "Too many attempts. Please wait 600 seconds and try again.";
    fakeApi({ ...base, "POST /api/auth/sign-up/email": apiError(429, "rate_limited", message) });
    renderAt("/signup", <SignupPage />, { session: "ask" });
    fill("correct horse battery", "correct horse battery");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(currentLocation()).toBe("/signup");
  });

  it("shows the server's word on the address under the Email field", async () => {
    fakeApi({
      ...base,
      "POST /api/auth/sign-up/email": {
        status: 400,
        body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { email: ["Use at most 254 characters"] } } },
      },
    });
    renderAt("/signup", <SignupPage />, { session: "ask" });
    fill("correct horse battery", "correct horse battery");
    expect((await screen.findByRole("alert")).textContent).toBe("Use at most 254 characters");
    const field = screen.getByLabelText("Email");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("signup-email-error");
  });

  it("offers Google sign-up when Google is configured", async () => {
    fakeApi({ ...base, "GET /api/auth/providers": { body: { google: true } } });
    renderAt("/signup", <SignupPage />, { session: "ask" });
    await screen.findByRole("button", { name: "Sign up with Google" });
  });
});
