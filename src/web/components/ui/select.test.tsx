import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

const FRUITS = [
  { value: "apple", label: "Apple" },
  { value: "banana", label: "Banana" },
  { value: "cherry", label: "Cherry" },
];

/** A select of fruits inside a form, the way the app uses it: the chosen label given to SelectValue. */
function Fruit({
  initial = "banana",
  onValueChange,
  ...openProps
}: {
  initial?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="fruit">Fruit</label>
      <Select
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
        {...openProps}
      >
        <SelectTrigger id="fruit">
          <SelectValue placeholder="Pick a fruit">{FRUITS.find((f) => f.value === value)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {FRUITS.map((fruit) => (
            <SelectItem key={fruit.value} value={fruit.value}>
              {fruit.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </form>
  );
}

/** Every option anywhere in the page: the listbox's and the hidden native select's. */
function allOptions() {
  return document.querySelectorAll("option, [role='option']");
}

function optionLabels(): string[] {
  return screen.getAllByRole("option").map((o) => o.textContent ?? "");
}

describe("Select", () => {
  it("renders no option while closed, even inside a form, and the trigger shows the chosen label", () => {
    // A closed Radix select would render every item (in a detached fragment) and a hidden native <option> each.
    render(<Fruit />);
    expect(allOptions()).toHaveLength(0);
    expect(screen.getByLabelText("Fruit").textContent).toContain("Banana");
  });

  it.each(["ArrowDown", "Enter", " "])("opens from the keyboard (%j) with every option, and drops them on close", (key) => {
    render(<Fruit />);
    const trigger = screen.getByLabelText("Fruit");
    fireEvent.keyDown(trigger, { key });
    expect(optionLabels()).toEqual(["Apple", "Banana", "Cherry"]);
    fireEvent.keyDown(screen.getByRole("listbox"), { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(allOptions()).toHaveLength(0);
    expect(trigger.textContent).toContain("Banana");
  });

  it("picks an option with the arrows and Enter, and keeps it after closing inside a form", async () => {
    const onValueChange = vi.fn();
    render(<Fruit onValueChange={onValueChange} />);
    const trigger = screen.getByLabelText("Fruit");
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    // Once placed, the open list focuses the chosen item; one arrow down moves to the next.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Banana"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cherry"));
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("Cherry");
    expect(onValueChange.mock.calls.map(([value]) => value)).not.toContain("");
    expect(onValueChange).toHaveBeenLastCalledWith("cherry");
    expect(allOptions()).toHaveLength(0);
  });

  it("picks an option by click, then drops the options again", () => {
    render(<Fruit initial="" />);
    const trigger = screen.getByLabelText("Fruit");
    expect(trigger.textContent).toContain("Pick a fruit");
    fireEvent.keyDown(trigger, { key: "Enter" });
    fireEvent.click(screen.getByRole("option", { name: "Apple" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("Apple");
    expect(allOptions()).toHaveLength(0);
  });

  it("honours defaultOpen, and a caller's open and onOpenChange", () => {
    const { unmount } = render(<Fruit defaultOpen />);
    expect(optionLabels()).toEqual(["Apple", "Banana", "Cherry"]);
    unmount();

    const onOpenChange = vi.fn();
    const { rerender } = render(<Fruit open={false} onOpenChange={onOpenChange} />);
    fireEvent.keyDown(screen.getByLabelText("Fruit"), { key: "ArrowDown" });
    expect(onOpenChange).toHaveBeenCalledWith(true);
    // Controlled: stays closed until the caller opens it.
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(allOptions()).toHaveLength(0);
    rerender(<Fruit open onOpenChange={onOpenChange} />);
    expect(optionLabels()).toEqual(["Apple", "Banana", "Cherry"]);
    rerender(<Fruit open={false} onOpenChange={onOpenChange} />);
    expect(allOptions()).toHaveLength(0);
  });
});
