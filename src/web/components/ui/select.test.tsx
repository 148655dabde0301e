import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Label } from "./label";
import { Select } from "./select";

const FRUITS = [
  { value: "apple", label: "Apple" },
  { value: "banana", label: "Banana" },
  { value: "cherry", label: "Cherry" },
];

/** A labelled select of fruits the way the app uses it: controlled by its parent. */
function Fruit({
  initial = "banana",
  placeholder,
  disabled,
  invalid,
  onValueChange,
}: {
  initial?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  onValueChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <Label htmlFor="fruit">Fruit</Label>
      <Select
        id="fruit"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      >
        {FRUITS.map((fruit) => (
          <option key={fruit.value} value={fruit.value}>
            {fruit.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

const fruit = () => screen.getByRole("combobox", { name: "Fruit" }) as HTMLSelectElement;
/** The text the closed select shows. (Through selectedIndex: jsdom's selectedOptions goes stale once read.) */
const shown = () => fruit().options[fruit().selectedIndex]?.textContent;

describe("Select", () => {
  it("is a native select named by its label, showing the chosen option", () => {
    render(<Fruit />);
    expect(fruit().tagName).toBe("SELECT");
    expect(fruit().id).toBe("fruit");
    expect(fruit().value).toBe("banana");
    expect(shown()).toBe("Banana");
    expect([...fruit().options].map((o) => o.textContent)).toEqual(["Apple", "Banana", "Cherry"]);
    expect(fruit().hasAttribute("data-placeholder")).toBe(false);
  });

  it("shows the placeholder while the value is empty, as a first option that cannot be picked", () => {
    render(<Fruit initial="" placeholder="Pick a fruit" />);
    expect(fruit().value).toBe("");
    expect(shown()).toBe("Pick a fruit");
    expect(fruit().hasAttribute("data-placeholder")).toBe(true);
    const [first, ...rest] = [...fruit().options];
    expect(first).toMatchObject({ value: "", textContent: "Pick a fruit", disabled: true });
    expect(rest.map((o) => o.disabled)).toEqual([false, false, false]);

    fireEvent.change(fruit(), { target: { value: "apple" } });
    expect(shown()).toBe("Apple");
    expect(fruit().hasAttribute("data-placeholder")).toBe(false);
  });

  it("hands onValueChange the chosen value", () => {
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    fireEvent.change(fruit(), { target: { value: "cherry" } });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith("cherry");
    expect(fruit().value).toBe("cherry");
    expect(shown()).toBe("Cherry");
  });

  it("passes aria-invalid through to the select", () => {
    const { unmount } = render(<Fruit invalid />);
    expect(fruit().getAttribute("aria-invalid")).toBe("true");
    unmount();
    render(<Fruit />);
    expect(fruit().hasAttribute("aria-invalid")).toBe(false);
  });

  it("can be disabled", () => {
    render(<Fruit disabled />);
    expect(fruit().disabled).toBe(true);
  });

  it("keeps its chevron out of the accessibility tree and out of the way of clicks", () => {
    render(<Fruit />);
    const chevron = fruit().parentElement!.querySelector("svg")!;
    expect(chevron.getAttribute("aria-hidden")).toBe("true");
    expect(chevron.getAttribute("class")).toContain("pointer-events-none");
  });
});
