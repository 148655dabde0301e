import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { creativityLabel, detailLabel } from "@/domain/builders";
import { SliderField } from "./slider-field";

function Harness({ initial, describe: describeValue }: { initial: number; describe: (v: number) => string }) {
  const [value, setValue] = useState<[number]>([initial]);
  return <SliderField id="s" label="Creativity Level" value={value} onValueChange={setValue} describe={describeValue} />;
}

const readout = () => document.getElementById("s-value")?.textContent;

describe("SliderField", () => {
  it("runs from 0 to 1 in steps of 0.1 and starts on its value and band", () => {
    render(<Harness initial={0.5} describe={creativityLabel} />);
    const slider = screen.getByRole("slider", { name: "Creativity Level" }) as HTMLInputElement;
    expect(slider.type).toBe("range");
    expect(slider.getAttribute("min")).toBe("0");
    expect(slider.getAttribute("max")).toBe("1");
    expect(slider.getAttribute("step")).toBe("0.1");
    expect(slider.value).toBe("0.5");
    expect(slider.getAttribute("aria-valuetext")).toBe("0.5, Balanced Creativity");
    expect(readout()).toBe("0.5 · Balanced Creativity");
  });

  it("relabels each creativity band as the value changes, on screen and in the value text", () => {
    render(<Harness initial={0} describe={creativityLabel} />);
    const slider = screen.getByRole("slider", { name: "Creativity Level" }) as HTMLInputElement;
    const seen: [string, string][] = [];
    for (let step = 0; step <= 10; step++) {
      fireEvent.change(slider, { target: { value: (step / 10).toString() } });
      seen.push([readout() ?? "", slider.getAttribute("aria-valuetext") ?? ""]);
    }
    expect(seen).toEqual([
      ["0.0 · Very Conservative", "0.0, Very Conservative"],
      ["0.1 · Very Conservative", "0.1, Very Conservative"],
      ["0.2 · More Predictable", "0.2, More Predictable"],
      ["0.3 · More Predictable", "0.3, More Predictable"],
      ["0.4 · Balanced Creativity", "0.4, Balanced Creativity"],
      ["0.5 · Balanced Creativity", "0.5, Balanced Creativity"],
      ["0.6 · More Creative", "0.6, More Creative"],
      ["0.7 · More Creative", "0.7, More Creative"],
      ["0.8 · Highly Creative & Random", "0.8, Highly Creative & Random"],
      ["0.9 · Highly Creative & Random", "0.9, Highly Creative & Random"],
      ["1.0 · Highly Creative & Random", "1.0, Highly Creative & Random"],
    ]);
  });

  it("hands the form a one-element list and ties an error to the slider", () => {
    const onValueChange = vi.fn();
    render(
      <SliderField
        id="s"
        label="Creativity Level"
        value={[0.5]}
        onValueChange={onValueChange}
        describe={creativityLabel}
        error="Creativity Level must be between 0 and 1"
      />,
    );
    const slider = screen.getByRole("slider", { name: "Creativity Level" });
    fireEvent.change(slider, { target: { value: "0.3" } });
    expect(onValueChange).toHaveBeenCalledWith([0.3]);
    expect(slider.getAttribute("aria-invalid")).toBe("true");
    expect(slider.getAttribute("aria-describedby")).toBe("s-error");
    expect(document.getElementById("s-error")?.textContent).toBe("Creativity Level must be between 0 and 1");
  });

  it("shows the detail bands for the art builder", () => {
    const labels = [0.2, 0.4, 0.6, 0.8, 1].map((value) => {
      const { unmount } = render(<Harness initial={value} describe={detailLabel} />);
      const text = readout();
      unmount();
      return text;
    });
    expect(labels).toEqual([
      "0.2 · Minimal, Abstract",
      "0.4 · Low Detail",
      "0.6 · Medium Detail",
      "0.8 · High Detail",
      "1.0 · Ultra Detailed, Hyperrealistic",
    ]);
  });
});
