import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { Slider } from "@/web/components/ui/slider";
import { Textarea } from "@/web/components/ui/textarea";

function Form() {
  return (
    <form aria-label="Form">
      <Input aria-label="Email" value="" onChange={() => undefined} />
      <Input aria-label="Fixed" value="x" readOnly />
      <Textarea aria-label="Notes" value="" onChange={() => undefined} />
      <Select aria-label="Plan" value="" placeholder="Pick" onValueChange={() => undefined}>
        <option value="pro">Pro</option>
      </Select>
      <Checkbox aria-label="Company" checked={false} onCheckedChange={() => undefined} />
      <Slider aria-label="Level" value={1} onValueChange={() => undefined} />
      <Button type="submit">Send</Button>
      <Button>Other</Button>
    </form>
  );
}

const controls = () => ({
  email: screen.getByRole<HTMLInputElement>("textbox", { name: "Email" }),
  fixed: screen.getByRole<HTMLInputElement>("textbox", { name: "Fixed" }),
  notes: screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Notes" }),
  plan: screen.getByRole<HTMLSelectElement>("combobox", { name: "Plan" }),
  company: screen.getByRole<HTMLInputElement>("checkbox", { name: "Company" }),
  level: screen.getByRole<HTMLInputElement>("slider", { name: "Level" }),
  send: screen.getByRole<HTMLButtonElement>("button", { name: "Send" }),
  other: screen.getByRole<HTMLButtonElement>("button", { name: "Other" }),
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("controls in a page the server rendered", () => {
  it("take no input until the page is hydrated, then all of it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);

    // The server's markup: fields read-only, choices and submit disabled, a plain button marked aria-disabled
    // (its click would be lost) but not dimmed.
    let c = controls();
    expect([c.email.readOnly, c.notes.readOnly, c.fixed.readOnly]).toEqual([true, true, true]);
    expect([c.plan.disabled, c.company.disabled, c.level.disabled, c.send.disabled]).toEqual([true, true, true, true]);
    expect([c.other.disabled, c.other.getAttribute("aria-disabled")]).toEqual([false, "true"]);

    const recoverable = vi.fn();
    // testing-library marks only its own renders as act() ones.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(container, <Form />, { onRecoverableError: recoverable }));

    c = controls();
    expect([c.email.readOnly, c.notes.readOnly]).toEqual([false, false]);
    expect(c.fixed.readOnly).toBe(true);
    expect([c.plan.disabled, c.company.disabled, c.level.disabled, c.send.disabled]).toEqual([false, false, false, false]);
    expect(c.other.hasAttribute("aria-disabled")).toBe(false);
    // The markup matched: React hydrated it rather than rendering it anew.
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it("take input at once in a page the browser renders itself", () => {
    render(<Form />);
    const c = controls();
    expect(c.other.hasAttribute("aria-disabled")).toBe(false);
    expect([c.email.readOnly, c.notes.readOnly, c.plan.disabled, c.company.disabled, c.send.disabled]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
