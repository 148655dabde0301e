import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  ART_CHOICE_FIELDS,
  OTHER_LABEL,
  OTHER_VALUE,
  TEXT_CHOICE_FIELDS,
  type ChoiceField as Spec,
} from "@/domain/builders";
import { optionLabels, selectOf as select, shownOption as shown } from "../test-support";
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

describe("ChoiceField", () => {
  it("shows 'Select {label}' until something is chosen, with the label tied to the select", () => {
    render(<Harness field={TEXT_CHOICE_FIELDS.toneOfVoice} />);
    expect(select("Tone of Voice").value).toBe("");
    expect(shown("Tone of Voice")).toBe("Select Tone of Voice");
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
    expect(shown("Tone of Voice")).toBe("Witty & Humorous");
    expect(screen.queryByPlaceholderText("Enter custom tone of voice")).toBeNull();
  });

  it("lists every option by its label with 'Other (Custom)' last, and reveals the input when it is picked", () => {
    render(<Harness field={ART_CHOICE_FIELDS.styleAndMedium} />);
    const labels = optionLabels("Style & Medium");
    expect(labels).toEqual([...ART_CHOICE_FIELDS.styleAndMedium.options.map((o) => o.label), OTHER_LABEL]);
    fireEvent.change(select("Style & Medium"), { target: { value: OTHER_VALUE } });
    expect(shown("Style & Medium")).toBe(OTHER_LABEL);
    screen.getByPlaceholderText("Enter custom style & medium");
  });

  it("offers no 'Other (Custom)' for the length of output", () => {
    render(<Harness field={TEXT_CHOICE_FIELDS.outputLength} initial="medium" />);
    const labels = optionLabels("Length of Output");
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
    const described = input.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["101/100 (1 over the limit)", "Custom industry must be at most 100 characters"]);
  });

  it("marks the select itself invalid, described by its error", () => {
    render(
      <ChoiceField
        formId="t"
        field={TEXT_CHOICE_FIELDS.industry}
        value=""
        onValueChange={() => {}}
        error="Unknown industry"
      />,
    );
    expect(select("Industry").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(select("Industry").getAttribute("aria-describedby")!)?.textContent).toBe(
      "Unknown industry",
    );
  });

  it("shows the chosen label on the closed select, and keeps a pick", () => {
    render(
      <form>
        <Harness field={TEXT_CHOICE_FIELDS.language} initial="french" />
      </form>,
    );
    expect(shown("Language")).toBe("French");
    expect(optionLabels("Language")).toContain("German");
    fireEvent.change(select("Language"), { target: { value: "german" } });
    expect(select("Language").value).toBe("german");
    expect(shown("Language")).toBe("German");
  });
});
