import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, pending, type FakeAnswer } from "../../../../../tests/support/fake-api";
import { currentLocation, locationFrom, renderAt } from "@/web/testing/render-at";
import { PROFILE, signedIn, signedOut } from "@/web/testing/session";
import { LoginPage } from "./login-page";

const base = { ...signedOut, "GET /api/health": { body: { status: "ok" as const } }, "GET /api/auth/providers": { body: { google: false } } };

function submit(email = "ada@example.com", password = "correct horse battery") {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.submit(screen.getByRole("form", { name: "Sign in" }));
}

describe("LoginPage", () => {
  it("has labelled, required e-mail and password fields and the links the spec lists", async () => {
    fakeApi(base);
    renderAt("/login", <LoginPage />, { session: "ask" });
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect([email.type, email.required, email.autocomplete]).toEqual(["email", true, "email"]);
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect([password.type, password.required, password.autocomplete]).toEqual(["password", true, "current-password"]);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
    await screen.findByText("Connected to server");
    expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
  });

  it("hands the way back (a share link to save) to Sign up, which hands it back after the account is made", async () => {
    fakeApi(base);
    renderAt({ pathname: "/login", state: { from: "/p/shared-token" } }, <LoginPage />, { session: "ask" });
    fireEvent.click(screen.getByRole("link", { name: "Sign up" }));
    await waitFor(() => expect(currentLocation()).toBe("/signup"));
    expect(locationFrom()).toBe("/p/shared-token");
  });

  it("fills in the address a link gives (an invitation's)", async () => {
    fakeApi(base);
    renderAt("/login?email=bo%40example.com", <LoginPage />, { session: "ask" });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("bo@example.com");
  });

  it("maps 401 to 'Invalid email or password'", async () => {
    fakeApi({ ...base, "POST /api/auth/sign-in/email": apiError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password") });
    renderAt("/login", <LoginPage />, { session: "ask" });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
  });

  it("says an unconfirmed e-mail is not confirmed and resends the link on request", async () => {
    const api = fakeApi({
      ...base,
      "POST /api/auth/sign-in/email": apiError(403, "EMAIL_NOT_VERIFIED", "Email not verified"),
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    renderAt("/login", <LoginPage />, { session: "ask" });
    submit();
    expect((await screen.findByRole("alert")).textContent).toContain("not confirmed yet");

    fireEvent.click(screen.getByRole("button", { name: "Resend confirmation e-mail" }));
    await screen.findByText("Confirmation e-mail sent. Please check your inbox.");
    expect(api.sent("POST /api/auth/send-verification-email")[0]?.body).toEqual({
      email: "ada@example.com",
      callbackURL: "/login?verified=1",
    });
  });

  it("shows the server's message when rate limited (429)", async () => {
    const message = "Too many attempts. Please wait 42 seconds and try again.";
    fakeApi({ ...base, "POST /api/auth/sign-in/email": apiError(429, "rate_limited", message, { "retry-after": "42" }) });
    renderAt("/login", <LoginPage />, { session: "ask" });
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("shows progress, then 'Signed in successfully' and goes back to the page the user was sent away from", async () => {
    let signedInNow = false;
    let answerSignIn!: (value: { body: unknown }) => void;
    fakeApi({
      ...base,
      "GET /api/session": () => ({ body: { user: signedInNow ? PROFILE : null } }),
      "POST /api/auth/sign-in/email": () =>
        new Promise((resolve) => {
          answerSignIn = (value) => {
            signedInNow = true;
            resolve(value);
          };
        }),
    });
    renderAt({ pathname: "/login", state: { from: "/settings" } }, <LoginPage />, { session: "ask" });
    await screen.findByText("Please sign in to continue.");
    submit();

    const busy = (await screen.findByRole("button", { name: "Signing in..." })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answerSignIn({ body: { token: "t" } });
    await screen.findByText("Signed in successfully");
    await waitFor(() => expect(currentLocation()).toBe("/settings"));
  });

  describe("with two-factor authentication", () => {
    /** The API of an account with two-factor sign-in: the password answers a redirect, codes finish it. */
    function twoFactorApi(verify: Record<string, FakeAnswer | (() => FakeAnswer)>) {
      let signedInNow = false;
      const finish = (answer: FakeAnswer | (() => FakeAnswer)) => () => {
        const value = typeof answer === "function" ? answer() : answer;
        if ((value.status ?? 200) < 400) signedInNow = true;
        return value;
      };
      return fakeApi({
        ...base,
        "GET /api/session": () => ({ body: { user: signedInNow ? PROFILE : null } }),
        "POST /api/auth/sign-in/email": { body: { twoFactorRedirect: true, twoFactorMethods: ["totp"] } },
        ...Object.fromEntries(Object.entries(verify).map(([key, answer]) => [key, finish(answer)])),
      });
    }

    it("asks for the app's code after the password, says when it is wrong, and signs in with the right one", async () => {
      let tries = 0;
      const api = twoFactorApi({
        "POST /api/auth/two-factor/verify-totp": () =>
          ++tries === 1 ? apiError(401, "INVALID_CODE", "Invalid code") : { body: { token: "t" } },
      });
      renderAt({ pathname: "/login", state: { from: "/settings" } }, <LoginPage />, { session: "ask" });
      submit();
      await screen.findByRole("heading", { name: "Two-factor authentication" });
      screen.getByText("Enter the 6-digit code from your authenticator app.");
      const code = screen.getByLabelText("Authentication code") as HTMLInputElement;
      expect([code.autocomplete, code.inputMode, code.maxLength]).toEqual(["one-time-code", "numeric", 6]);

      fireEvent.change(code, { target: { value: "000000" } });
      fireEvent.submit(screen.getByRole("form", { name: "Verify sign-in" }));
      expect((await screen.findByRole("alert")).textContent).toBe("Invalid code. Check your authenticator app and try again.");

      fireEvent.change(screen.getByLabelText("Authentication code"), { target: { value: "123456" } });
      fireEvent.submit(screen.getByRole("form", { name: "Verify sign-in" }));
      await screen.findByText("Signed in successfully");
      await waitFor(() => expect(currentLocation()).toBe("/settings"));
      expect(api.sent("POST /api/auth/two-factor/verify-totp").map((r) => r.body)).toEqual([{ code: "000000" }, { code: "123456" }]);
    });

    it("takes a recovery code instead", async () => {
      const api = twoFactorApi({ "POST /api/auth/two-factor/verify-backup-code": { body: { token: "t" } } });
      renderAt("/login", <LoginPage />, { session: "ask" });
      submit();
      fireEvent.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
      screen.getByText("Enter one of the recovery codes you saved when you set up two-factor authentication.");
      fireEvent.change(screen.getByLabelText("Recovery code"), { target: { value: " abcde-12345 " } });
      fireEvent.submit(screen.getByRole("form", { name: "Verify sign-in" }));
      await waitFor(() => expect(currentLocation()).toBe("/build-text"));
      expect(api.sent("POST /api/auth/two-factor/verify-backup-code")[0]?.body).toEqual({ code: "abcde-12345" });
    });

    it("goes back to the password when the sign-in has expired, saying so", async () => {
      twoFactorApi({
        "POST /api/auth/two-factor/verify-totp": apiError(401, "INVALID_TWO_FACTOR_COOKIE", "Invalid two factor cookie"),
      });
      renderAt("/login", <LoginPage />, { session: "ask" });
      submit();
      fireEvent.change(await screen.findByLabelText("Authentication code"), { target: { value: "123456" } });
      fireEvent.submit(screen.getByRole("form", { name: "Verify sign-in" }));
      expect((await screen.findByRole("alert")).textContent).toBe("Your sign-in took too long. Please enter your password again.");
      screen.getByRole("form", { name: "Sign in" });
      expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    });
  });

  it("sends an already signed-in visitor on to /build-text", async () => {
    fakeApi({ ...base, ...signedIn() });
    renderAt("/login", <LoginPage />, { session: "ask" });
    await waitFor(() => expect(currentLocation()).toBe("/build-text"));
  });

  it("shows the Google button only when Google is configured", async () => {
    fakeApi({ ...base, "GET /api/auth/providers": { body: { google: true } } });
    renderAt("/login", <LoginPage />, { session: "ask" });
    await screen.findByRole("button", { name: "Sign in with Google" });
  });

  it("shows the connection state: checking, then the spec's error when /api/health fails", async () => {
    let fail!: (refusal: ReturnType<typeof apiError>) => void;
    fakeApi({ ...base, "GET /api/health": () => new Promise((resolve) => (fail = resolve)) });
    renderAt("/login", <LoginPage />, { session: "ask" });
    screen.getByText("Checking connection...");
    fail(apiError(503, "database_unavailable", "The database is not answering."));
    await screen.findByText("Connection error. Please check your internet connection and try again.");
  });

  it("notes a confirmed e-mail, and a failed confirmation link", async () => {
    fakeApi({ ...base, "GET /api/health": pending });
    const { unmount } = renderAt("/login?verified=1", <LoginPage />, { session: "ask" });
    screen.getByText("Your e-mail is confirmed. You can sign in now.");
    unmount();
    renderAt("/login?verified=1&error=TOKEN_EXPIRED", <LoginPage />, { session: "ask" });
    screen.getByText("This confirmation link is invalid or has expired. Sign in to ask for a new one.");
  });
});
