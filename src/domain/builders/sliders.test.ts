import { describe, expect, it } from "vitest";
import { creativityLabel, detailLabel, formatSliderValue, SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP } from "./sliders";

/** Every slider position reached by stepping 0.1 at a time, as a browser slider does (so with float drift). */
const positions: number[] = [];
for (let i = 0, v = 0; i <= 10; i++, v += 0.1) positions.push(v);

describe("slider range", () => {
  it("runs 0 to 1 in steps of 0.1 with 0.5 by default", () => {
    expect([SLIDER_MIN, SLIDER_MAX, SLIDER_STEP, SLIDER_DEFAULT]).toEqual([0, 1, 0.1, 0.5]);
  });

  it("shows accumulated values as people read them", () => {
    expect(positions[3]).not.toBe(0.3); // the drift is real …
    expect(formatSliderValue(positions[3]!)).toBe("0.3"); // … and invisible
    expect(formatSliderValue(1)).toBe("1.0");
  });
});

describe("creativity label", () => {
  const expected = [
    "Very Conservative", // 0
    "Very Conservative", // 0.1
    "More Predictable", // 0.2
    "More Predictable", // 0.3
    "Balanced Creativity", // 0.4
    "Balanced Creativity", // 0.5
    "More Creative", // 0.6
    "More Creative", // 0.7
    "Highly Creative & Random", // 0.8
    "Highly Creative & Random", // 0.9
    "Highly Creative & Random", // 1.0
  ];

  it.each(expected.map((label, i) => [i / 10, label]))("%s is %s", (value, label) => {
    expect(creativityLabel(value)).toBe(label);
  });

  it("puts float-accumulated positions in the band of the value they display", () => {
    positions.forEach((v, i) => expect(creativityLabel(v), `step ${i} (${v})`).toBe(expected[i]));
    expect(creativityLabel(0.1 + 0.2)).toBe("More Predictable");
    expect(creativityLabel(0.1 * 7)).toBe("More Creative"); // 0.7000000000000001
  });

  it("changes band just above each bound", () => {
    expect(creativityLabel(0.11)).toBe("More Predictable");
    expect(creativityLabel(0.31)).toBe("Balanced Creativity");
    expect(creativityLabel(0.51)).toBe("More Creative");
    expect(creativityLabel(0.71)).toBe("Highly Creative & Random");
  });
});

describe("detail label", () => {
  const expected = [
    "Minimal, Abstract", // 0
    "Minimal, Abstract", // 0.1
    "Minimal, Abstract", // 0.2
    "Low Detail", // 0.3
    "Low Detail", // 0.4
    "Medium Detail", // 0.5
    "Medium Detail", // 0.6
    "High Detail", // 0.7
    "High Detail", // 0.8
    "Ultra Detailed, Hyperrealistic", // 0.9
    "Ultra Detailed, Hyperrealistic", // 1.0
  ];

  it.each(expected.map((label, i) => [i / 10, label]))("%s is %s", (value, label) => {
    expect(detailLabel(value)).toBe(label);
  });

  it("puts float-accumulated positions in the band of the value they display", () => {
    positions.forEach((v, i) => expect(detailLabel(v), `step ${i} (${v})`).toBe(expected[i]));
    expect(detailLabel(0.1 + 0.2)).toBe("Low Detail");
    expect(detailLabel(0.1 * 6)).toBe("Medium Detail"); // 0.6000000000000001
  });

  it("changes band just above each bound", () => {
    expect(detailLabel(0.21)).toBe("Low Detail");
    expect(detailLabel(0.41)).toBe("Medium Detail");
    expect(detailLabel(0.61)).toBe("High Detail");
    expect(detailLabel(0.81)).toBe("Ultra Detailed, Hyperrealistic");
  });
});
