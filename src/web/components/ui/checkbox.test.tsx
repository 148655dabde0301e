import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

/** A labelled checkbox the way the app uses it: controlled by its parent. */
function Company({
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
      <Checkbox
        id="company"
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => {
          setChecked(next);
          onCheckedChange?.(next);
        }}
      />
      <Label htmlFor="company">Company</Label>
    </div>
  );
}

const company = () => screen.getByRole("checkbox", { name: "Company" }) as HTMLInputElement;

describe("Checkbox", () => {
  it("is a native checkbox named by its label", () => {
    render(<Company />);
    expect(company().tagName).toBe("INPUT");
    expect(company().type).toBe("checkbox");
    expect(company().id).toBe("company");
    expect(company().checked).toBe(false);
  });

  it("hands onCheckedChange the new state as a boolean", () => {
    const onCheckedChange = vi.fn();
    render(<Company onCheckedChange={onCheckedChange} />);
    fireEvent.click(company());
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(company().checked).toBe(true);
    fireEvent.click(screen.getByText("Company"));
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(company().checked).toBe(false);
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
  });

  it("starts from `checked` and does nothing when disabled", () => {
    const onCheckedChange = vi.fn();
    render(<Company initial disabled onCheckedChange={onCheckedChange} />);
    expect(company().checked).toBe(true);
    expect(company().disabled).toBe(true);
    fireEvent.click(company());
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(company().checked).toBe(true);
  });
});
