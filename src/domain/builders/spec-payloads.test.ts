/** The spec's client sends labels where this API has values: both are taken, and the rest still refused. */
import { describe, expect, it } from "vitest";
import { ART_CHOICE_FIELDS, IMAGE_COUNT_OPTIONS, TEXT_CHOICE_FIELDS } from "./index";
import { artFormSchema, artPromptRequestSchema, textFormSchema, textPromptRequestSchema } from "./schemas";
import { CREATIVITY_BANDS, DETAIL_BANDS, creativityLabel, detailLabel } from "./sliders";

const art = (fields: Record<string, unknown>) => artPromptRequestSchema.safeParse({ promptType: "art", ...fields });
const text = (fields: Record<string, unknown>) => textPromptRequestSchema.safeParse({ promptType: "text", ...fields });

describe("slider values", () => {
  it.each(DETAIL_BANDS.map((b) => [b.label, b.typical]))("reads detail level %s as %s, in its own band", (label, value) => {
    for (const sent of [label, label.toUpperCase(), [label], ` ${label.toLowerCase()} `]) {
      expect(art({ detailLevel: sent }).data?.detailLevel).toBe(value);
    }
    expect(detailLabel(value)).toBe(label);
  });

  it.each(CREATIVITY_BANDS.map((b) => [b.label, b.typical]))("reads creativity %s as %s, in its own band", (label, value) => {
    expect(text({ creativityLevel: label }).data?.creativityLevel).toBe(value);
    expect(creativityLabel(value)).toBe(label);
  });

  it("takes a number, a numeric string or a one-element list, in the request and in the form", () => {
    expect(art({ detailLevel: 0.7 }).data?.detailLevel).toBe(0.7);
    expect(art({ detailLevel: [0.2] }).data?.detailLevel).toBe(0.2);
    expect(text({ creativityLevel: "0.8" }).data?.creativityLevel).toBe(0.8);
    expect(artFormSchema.parse({ detailLevel: "High Detail" }).detailLevel).toEqual([0.7]);
    expect(textFormSchema.parse({ creativityLevel: 0.3 }).creativityLevel).toEqual([0.3]);
  });

  it("refuses another slider's label, a word, an empty text and a longer list, naming the labels", () => {
    for (const detailLevel of ["Balanced Creativity", "high", "", [0.5, 0.6], 1.2]) {
      const issue = art({ detailLevel }).error?.issues[0];
      expect(issue?.path).toEqual(["detailLevel"]);
    }
    expect(art({ detailLevel: "high" }).error?.issues[0]?.message).toBe(
      'Detail Level must be a number from 0 to 1 or one of "Minimal, Abstract", "Low Detail", "Medium Detail", "High Detail", "Ultra Detailed, Hyperrealistic"',
    );
  });
});

describe("choices", () => {
  const fields = [...Object.values(ART_CHOICE_FIELDS).map((f) => ["art", f] as const), ...Object.values(TEXT_CHOICE_FIELDS).map((f) => ["text", f] as const)];

  it.each(fields.map(([kind, f]) => [f.name, kind, f]))("takes %s by value or label, in any case", (name, kind, field) => {
    const parse = kind === "art" ? art : text;
    for (const option of field.options) {
      for (const sent of [option.value, option.label, option.label.toUpperCase(), ` ${option.label.toLowerCase()} `]) {
        expect(parse({ [name]: sent }).data?.[name as never]).toBe(option.value);
      }
    }
  });

  it("takes the spec's technical labels and 'Other (Custom)'", () => {
    expect(art({ aspectRatio: "Square (1:1)", resolution: "1920x1080 (HD)" }).data).toMatchObject({ aspectRatio: "square", resolution: "1920x1080" });
    expect(art({ lighting: "Other (Custom)", customLighting: "candlelight" }).data).toMatchObject({ lighting: "other" });
  });

  it("still refuses an unknown value, naming the field and the values it takes", () => {
    const issue = art({ aspectRatio: "Panorama (3:1)" }).error?.issues[0];
    expect(issue?.path).toEqual(["aspectRatio"]);
    expect(issue?.message).toBe('Unknown aspect ratio "Panorama (3:1)". Choose one of "square", "portrait", "landscape", "ultra-wide", or "other" with a custom value.');
  });
});

describe("number of images and personalization", () => {
  it.each(IMAGE_COUNT_OPTIONS.map((o) => o.value))("takes %s images as a number or a string", (n) => {
    expect(art({ numberOfImages: n }).data?.numberOfImages).toBe(Number(n));
    expect(art({ numberOfImages: Number(n) }).data?.numberOfImages).toBe(Number(n));
  });

  it("takes personalization as a comma list or None", () => {
    expect(text({ personalization: "name, company" }).data?.personalization).toEqual({ name: true, company: true, location: false, industryTrends: false });
    expect(text({ personalization: "None" }).data?.personalization).toEqual({ name: false, company: false, location: false, industryTrends: false });
  });
});
