import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label";
import { Switch } from "./switch";

/** A labelled switch the way the app uses it: controlled by its parent, with a hint. */
function Seo({
  initial = false,
  disabled,
  onCheckedChange,
}: {
  initial?: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const [checked, setChecked] = useState(initial);
  return (
    <div>
      <Label htmlFor="seo">SEO Optimization</Label>
      <p id="seo-hint">Keywords and headings.</p>
      <Switch
        id="seo"
        aria-describedby="seo-hint"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => {
          setChecked(next);
          onCheckedChange?.(next);
        }}
      />
    </div>
  );
}

const seo = () => screen.getByRole("switch", { name: "SEO Optimization" }) as HTMLButtonElement;

describe("Switch", () => {
  it("is a labelled button with role switch, its state in aria-checked and data-state", () => {
    render(<Seo />);
    const button = seo();
    expect(button.tagName).toBe("BUTTON");
    expect(button.type).toBe("button");
    expect(button.getAttribute("aria-checked")).toBe("false");
    expect(button.dataset.state).toBe("unchecked");
    expect(button.getAttribute("aria-describedby")).toBe("seo-hint");
  });

  it("toggles on click and calls onCheckedChange with the negation", () => {
    const onCheckedChange = vi.fn();
    render(<Seo onCheckedChange={onCheckedChange} />);
    fireEvent.click(seo());
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(seo().getAttribute("aria-checked")).toBe("true");
    expect(seo().dataset.state).toBe("checked");
    expect(seo().querySelector("span")?.dataset.state).toBe("checked");
    fireEvent.click(seo());
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(seo().getAttribute("aria-checked")).toBe("false");
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it("toggles when its label is clicked", () => {
    render(<Seo />);
    fireEvent.click(screen.getByText("SEO Optimization"));
    expect(seo().getAttribute("aria-checked")).toBe("true");
  });

  it("does nothing when disabled", () => {
    const onCheckedChange = vi.fn();
    render(<Seo initial disabled onCheckedChange={onCheckedChange} />);
    expect(seo().disabled).toBe(true);
    fireEvent.click(seo());
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(seo().getAttribute("aria-checked")).toBe("true");
  });

  it("follows `checked` from its parent: a click asks the parent, it does not flip on its own", () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Switch aria-label="Dark" checked={false} onCheckedChange={onCheckedChange} />);
    const dark = () => screen.getByRole("switch", { name: "Dark" });
    rerender(<Switch aria-label="Dark" checked onCheckedChange={onCheckedChange} />);
    expect(dark().getAttribute("aria-checked")).toBe("true");
    fireEvent.click(dark());
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(dark().getAttribute("aria-checked")).toBe("true");
  });
});
