import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "@/domain/contact";
import { renderAt } from "@/web/testing/render-at";
import { apiError, type FakeAnswer, fakeApi } from "../../../../../tests/support/fake-api";
import { ContactPage } from "../pages/contact-page";
import { ContactForm } from "./contact-form";

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const LABELS = ["Name", "Email", "Subject", "Message"] as const;
const FILLED = {
  Name: "Ada Lovelace",
  Email: "ada@example.com",
  Subject: "Team plan",
  Message: "We would like to talk about the Teams plan.",
};

function fillAndSubmit(fields: Record<(typeof LABELS)[number], string> = FILLED) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.submit(screen.getByRole("form", { name: "Contact form" }));
}

const renderContactForm = () => renderAt("/contact", <ContactForm />, { session: null });

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe("ContactForm", () => {
  it("requires every field and uses an email input", () => {
    renderContactForm();
    for (const label of LABELS) expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
  });

  it("sends the message and says it was sent only once the server confirmed, then empties the form", async () => {
    let answer!: (value: FakeAnswer<{ message: string }>) => void;
    const api = fakeApi({ "POST /api/contact": () => new Promise((resolve) => (answer = resolve)) });
    renderContactForm();
    fillAndSubmit();

    const submit = (await screen.findByRole("button", { name: "Sending..." })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(api.sent("POST /api/contact")[0]?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Team plan",
      message: "We would like to talk about the Teams plan.",
    });
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(valueOf("Name")).toBe("Ada Lovelace");

    answer({ status: 201, body: { message: SUCCESS } });
    await screen.findByText(SUCCESS);
    for (const label of LABELS) expect(valueOf(label)).toBe("");
    screen.getByRole("button", { name: "Send message" });
  });

  it("says why sending failed and keeps what was typed", async () => {
    fakeApi({ "POST /api/contact": apiError(502, "mail_failed", CONTACT_MESSAGES.sendFailed) });
    renderContactForm();
    fillAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe(CONTACT_MESSAGES.sendFailed);
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect(valueOf("Message")).toBe(FILLED.Message);
    expect(valueOf("Email")).toBe(FILLED.Email);
  });

  it("shows field errors beside the fields, from its own check and from the server's, without losing the text", async () => {
    const api = fakeApi({
      "POST /api/contact": {
        status: 400,
        body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { subject: ["This can have at most 200 characters"] } } },
      },
    });
    renderContactForm();
    fillAndSubmit({ ...FILLED, Email: "ada.example.com", Message: "Hi" });
    await screen.findByText("Please enter a valid e-mail address");
    screen.getByText("Please write at least 10 characters");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST /api/contact")).toEqual([]);

    fillAndSubmit();
    await screen.findByText("This can have at most 200 characters");
    expect(screen.getByLabelText("Subject").getAttribute("aria-invalid")).toBe("true");
    expect(valueOf("Subject")).toBe(FILLED.Subject);
  });
});

describe("ContactPage", () => {
  it("promises only what exists: replies by e-mail, no chatbot", () => {
    renderAt("/contact", <ContactPage />, { session: null });
    screen.getByText(/a person replies by e-mail/);
    expect(document.body.textContent).not.toMatch(/chatbot|24\/7|around the clock/i);
  });
});
