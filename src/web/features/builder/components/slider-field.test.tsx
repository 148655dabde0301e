import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { creativityLabel, detailLabel } from "@/domain/builders";
import { SliderField } from "./slider-field";

function Harness({ initial, describe: describeValue }: { initial: number; describe: (v: number) => string }) {
  const [value, setValue] = useState<[number]>([initial]);
  return <SliderField id="s" label="Creativity Level" value={value} onValueChange={setValue} describe={describeValue} />;
}

const readout = () => document.getElementById("s-value")?.textContent;

describe("SliderField", () => {
  it("runs from 0 to 1 and starts on its value and band", () => {
    render(<Harness initial={0.5} describe={creativityLabel} />);
    const thumb = screen.getByRole("slider", { name: "Creativity Level" });
    expect(thumb.getAttribute("aria-valuemin")).toBe("0");
    expect(thumb.getAttribute("aria-valuemax")).toBe("1");
    expect(readout()).toBe("0.5 · Balanced Creativity");
  });

  it("moves in steps of 0.1 from the keyboard and relabels each creativity band", () => {
    render(<Harness initial={0} describe={creativityLabel} />);
    const thumb = screen.getByRole("slider", { name: "Creativity Level" });
    const seen: string[] = [readout() ?? ""];
    for (let step = 0; step < 10; step++) {
      fireEvent.keyDown(thumb, { key: "ArrowRight" });
      seen.push(readout() ?? "");
    }
    expect(seen).toEqual([
      "0.0 · Very Conservative",
      "0.1 · Very Conservative",
      "0.2 · More Predictable",
      "0.3 · More Predictable",
      "0.4 · Balanced Creativity",
      "0.5 · Balanced Creativity",
      "0.6 · More Creative",
      "0.7 · More Creative",
      "0.8 · Highly Creative & Random",
      "0.9 · Highly Creative & Random",
      "1.0 · Highly Creative & Random",
    ]);
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
