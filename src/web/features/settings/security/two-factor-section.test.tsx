import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, pending } from "../../../../../tests/support/fake-api";
import { renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";
import { TwoFactorSection } from "./two-factor-section";

const TOTP_URI = "otpauth://totp/Promptsmith:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Promptsmith&digits=6&period=30";
const CODES = ["aaaaa-11111", "bbbbb-22222", "ccccc-33333"];

const render = () => renderAt("/settings", <TwoFactorSection />);

describe("TwoFactorSection", () => {
  it("shows that it is loading, then an error with a way to try again", async () => {
    let fail = true;
    fakeApi({
      ...signedIn(),
      "GET /api/security/two-factor": () => (fail ? apiError(503, "database_unavailable", "down") : { body: { enabled: false } }),
    });
    render();
    screen.getByText("Loading two-factor settings");
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load your two-factor settings.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("button", { name: "Enable two-factor" });
  });

  it("stays on its loading state while the server has not answered", async () => {
    fakeApi({ ...signedIn(), "GET /api/security/two-factor": pending });
    render();
    await new Promise((resolve) => setTimeout(resolve, 50));
    screen.getByText("Loading two-factor settings");
    expect(screen.queryByRole("button", { name: /two-factor/ })).toBeNull();
  });

  it("enables: password, QR code and key, a first code, then the recovery codes once", async () => {
    let enabled = false;
    const api = fakeApi({
      ...signedIn(),
      "GET /api/security/two-factor": () => ({ body: { enabled } }),
      "POST /api/auth/two-factor/enable": ({ body }) =>
        (body as { password: string }).password === "right password"
          ? { body: { totpURI: TOTP_URI, backupCodes: CODES } }
          : apiError(400, "INVALID_PASSWORD", "Invalid password"),
      "POST /api/auth/two-factor/verify-totp": ({ body }) => {
        if ((body as { code: string }).code !== "123456") return apiError(401, "INVALID_CODE", "Invalid code");
        enabled = true;
        return { body: { token: "t" } };
      },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Enable two-factor" }));
    const dialog = screen.getByRole("dialog", { name: "Set up two-factor authentication" });

    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "wrong password" } });
    fireEvent.submit(within(dialog).getByRole("form"));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Incorrect password.");

    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "right password" } });
    fireEvent.submit(within(dialog).getByRole("form"));
    const qr = (await within(dialog).findByRole("img", { name: "QR code for your authenticator app" })) as HTMLImageElement;
    expect(decodeURIComponent(qr.src)).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    expect(within(dialog).getByLabelText("Setup key").textContent).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");

    fireEvent.change(within(dialog).getByLabelText("6-digit code"), { target: { value: "654321" } });
    fireEvent.submit(within(dialog).getByRole("form"));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "That code is not right. Check your authenticator app and try again.",
    );
    fireEvent.change(within(dialog).getByLabelText("6-digit code"), { target: { value: "123456" } });
    fireEvent.submit(within(dialog).getByRole("form"));

    const codes = await within(dialog).findByRole("list", { name: "Recovery codes" });
    expect(within(codes).getAllByRole("listitem").map((item) => item.textContent)).toEqual(CODES);
    await screen.findByText("Two-factor authentication is on");
    await waitFor(() => expect(screen.getByText("On")).toBeTruthy());
    expect(api.sent("POST /api/auth/two-factor/enable").map((r) => r.body)).toEqual([
      { password: "wrong password" },
      { password: "right password" },
    ]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    screen.getByRole("button", { name: "Disable two-factor" });
  });

  it("copies the recovery codes", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fakeApi({
      ...signedIn(),
      "GET /api/security/two-factor": { body: { enabled: false } },
      "POST /api/auth/two-factor/enable": { body: { totpURI: TOTP_URI, backupCodes: CODES } },
      "POST /api/auth/two-factor/verify-totp": { body: { token: "t" } },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Enable two-factor" }));
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "right password" } });
    fireEvent.submit(screen.getByRole("form"));
    fireEvent.change(await screen.findByLabelText("6-digit code"), { target: { value: "123456" } });
    fireEvent.submit(screen.getByRole("form"));
    fireEvent.click(await screen.findByRole("button", { name: "Copy codes" }));
    await screen.findByText("Recovery codes copied");
    expect(writeText).toHaveBeenCalledWith(CODES.join("\n"));
  });

  it("disables with the password, refusing a wrong one", async () => {
    let enabled = true;
    fakeApi({
      ...signedIn(),
      "GET /api/security/two-factor": () => ({ body: { enabled } }),
      "POST /api/auth/two-factor/disable": ({ body }) => {
        if ((body as { password: string }).password !== "right password") return apiError(400, "INVALID_PASSWORD", "Invalid password");
        enabled = false;
        return { body: { status: true } };
      },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Disable two-factor" }));
    const dialog = screen.getByRole("dialog", { name: "Disable two-factor authentication" });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "wrong password" } });
    fireEvent.submit(within(dialog).getByRole("form"));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Incorrect password.");

    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "right password" } });
    fireEvent.submit(within(dialog).getByRole("form"));
    await screen.findByText("Two-factor authentication is off");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    screen.getByRole("button", { name: "Enable two-factor" });
  });
});
