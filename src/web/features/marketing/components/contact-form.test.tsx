import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

const SUCCESS = "Message sent successfully! We'll get back to you soon.";

function fillAndSubmit() {
  const fields: Record<string, string> = {
    Name: "Ada Lovelace",
    Email: "ada@example.com",
    Subject: "Team plan",
    Message: "We would like to talk about the Teams plan.",
  };
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.submit(screen.getByRole("form", { name: "Contact form" }));
}

describe("ContactForm", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("requires every field and uses an email input", () => {
    render(<ContactForm />);
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
  });

  it("shows progress, then after 1.5 s the success text and an empty form, without any request", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    render(<ContactForm />);
    fillAndSubmit();

    const submit = screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText(SUCCESS)).toBeNull();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ada Lovelace");

    act(() => vi.advanceTimersByTime(1));
    screen.getByText(SUCCESS);
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe("");
    }
    expect(screen.getByRole("button", { name: "Send message" })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
