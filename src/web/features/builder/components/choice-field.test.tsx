import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ART_CHOICE_FIELDS, OTHER_LABEL, TEXT_CHOICE_FIELDS, type ChoiceField as Spec } from "@/domain/builders";
import { ChoiceField } from "./choice-field";

function Harness({ field, initial = "" }: { field: Spec; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [custom, setCustom] = useState("");
  return (
    <ChoiceField
      formId="t"
      field={field}
      value={value}
      onValueChange={setValue}
      customValue={custom}
      onCustomChange={setCustom}
    />
  );
}

/** Opens a Radix select from the keyboard and returns the labels of its options. */
function openOptions(label: string): string[] {
  const trigger = screen.getByLabelText(label);
  fireEvent.keyDown(trigger, { key: "ArrowDown" });
  return screen.getAllByRole("option").map((o) => o.textContent ?? "");
}

describe("ChoiceField", () => {
  it("shows 'Select {label}' until something is chosen, with the label tied to the select", () => {
    render(<Harness field={TEXT_CHOICE_FIELDS.toneOfVoice} />);
    const trigger = screen.getByLabelText("Tone of Voice");
    expect(trigger.textContent).toContain("Select Tone of Voice");
    expect(screen.queryByPlaceholderText(/Enter custom/)).toBeNull();
  });

  it("reveals the custom input, with its placeholder, only for 'other'", () => {
    const { unmount } = render(<Harness field={TEXT_CHOICE_FIELDS.toneOfVoice} initial="other" />);
    const input = screen.getByPlaceholderText("Enter custom tone of voice");
    expect(input.getAttribute("aria-label")).toBe("Custom tone of voice");
    fireEvent.change(input, { target: { value: "Wry" } });
    expect((input as HTMLInputElement).value).toBe("Wry");
    unmount();

    render(<Harness field={TEXT_CHOICE_FIELDS.toneOfVoice} initial="witty-humor" />);
    expect(screen.getByLabelText("Tone of Voice").textContent).toContain("Witty & Humorous");
    expect(screen.queryByPlaceholderText("Enter custom tone of voice")).toBeNull();
  });

  it("lists every option by its label with 'Other (Custom)' last, and reveals the input when it is picked", () => {
    render(<Harness field={ART_CHOICE_FIELDS.styleAndMedium} />);
    const labels = openOptions("Style & Medium");
    expect(labels).toEqual([...ART_CHOICE_FIELDS.styleAndMedium.options.map((o) => o.label), OTHER_LABEL]);
    fireEvent.click(screen.getByRole("option", { name: OTHER_LABEL }));
    screen.getByPlaceholderText("Enter custom style & medium");
  });

  it("offers no 'Other (Custom)' for the length of output", () => {
    render(<Harness field={TEXT_CHOICE_FIELDS.outputLength} initial="medium" />);
    const labels = openOptions("Length of Output");
    expect(labels).toEqual(TEXT_CHOICE_FIELDS.outputLength.options.map((o) => o.label));
    expect(labels).not.toContain(OTHER_LABEL);
  });

  it("marks the select invalid and shows its error", () => {
    render(
      <ChoiceField
        formId="t"
        field={TEXT_CHOICE_FIELDS.industry}
        value="other"
        onValueChange={() => {}}
        customValue={"x".repeat(101)}
        onCustomChange={() => {}}
        customError="Custom industry must be at most 100 characters"
      />,
    );
    const input = screen.getByPlaceholderText("Enter custom industry");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Custom industry must be at most 100 characters",
    );
  });

  it("shows the chosen label while closed, when the shared select mounts no option, and keeps a pick", () => {
    // The shared Select renders its options only while open (see select.test.tsx), so the label is ChoiceField's.
    render(
      <form>
        <Harness field={TEXT_CHOICE_FIELDS.language} initial="french" />
      </form>,
    );
    expect(screen.queryAllByRole("option", { hidden: true })).toHaveLength(0);
    const trigger = screen.getByLabelText("Language");
    expect(trigger.textContent).toContain("French");
    expect(openOptions("Language")).toContain("French");
    fireEvent.click(screen.getByRole("option", { name: "German" }));
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("German");
  });
});
