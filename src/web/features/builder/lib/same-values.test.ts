import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { sameValues } from "./same-values";

describe("sameValues", () => {
  it("finds a form equal to its defaults whatever the order of its keys", () => {
    const reordered = Object.fromEntries(Object.entries(defaultTextForm).reverse());
    expect(sameValues({ ...reordered, creativityLevel: [0.5] }, defaultTextForm)).toBe(true);
    expect(sameValues(structuredClone(defaultArtForm), defaultArtForm)).toBe(true);
  });

  it("tells apart a changed choice, custom text, slider or checkbox", () => {
    expect(sameValues({ ...defaultTextForm, industry: "other" }, defaultTextForm)).toBe(false);
    expect(sameValues({ ...defaultTextForm, customIndustry: "Beekeeping" }, defaultTextForm)).toBe(false);
    expect(sameValues({ ...defaultTextForm, creativityLevel: [0.7] }, defaultTextForm)).toBe(false);
    expect(sameValues({ ...defaultTextForm, personalization: { ...defaultTextForm.personalization, name: true } }, defaultTextForm)).toBe(false);
    expect(sameValues([1], { 0: 1 })).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
