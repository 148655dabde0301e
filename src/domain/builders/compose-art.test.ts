import { describe, expect, it } from "vitest";
import { TARGET_OPTIONS, type ArtOption } from "./art-options";
import { composeArtPrompt } from "./compose-art";
import { DETAIL_BANDS } from "./sliders";
import { artRequest, DESCRIPTIVE_ART_FIELDS as DESCRIPTIVE, expectCleanPrompt } from "./test-support";

const TARGETS = TARGET_OPTIONS.map((t) => t.value);
/** Every descriptive field unset (the technical ones are covered in art-targets.test.ts). */
const NOTHING = { resolution: "", aspectRatio: "" };
/** The Generic target's line for each field. */
const GENERIC_LINE: Record<string, string> = {
  styleAndMedium: "Style",
  moodAndTheme: "Mood",
  artistInspiration: "Artist inspiration",
  perspective: "Perspective",
  lighting: "Lighting",
  colorPalette: "Color palette",
  effects: "Effects",
  composition: "Composition",
  background: "Background",
};
const CUSTOM = "zephyr quill lattice";

/** The targets written in natural language, which use each option's sentence form. */
const NATURAL = ["dalle", "gpt-image", "flux"];

/** The words an option stands for in a target: its sentence form in natural language, its term elsewhere. */
function wordsFor(target: string, option: ArtOption): string {
  return (NATURAL.includes(target) ? (option.prose ?? option.term) : option.term).toLowerCase();
}

const compose = (target: string, fields: Record<string, unknown>) =>
  composeArtPrompt(artRequest({ ...NOTHING, target, ...fields })).prompt;

describe.each(TARGETS)("target %s", (target) => {
  describe.each(DESCRIPTIVE)("field $name", (field) => {
    const options = field.options as readonly ArtOption[];

    it.each(options.map((o) => [o.value, o] as const))("writes %s", (_value, option) => {
      const prompt = compose(target, { [field.name]: option.value });
      expect(prompt.toLowerCase()).toContain(wordsFor(target, option));
      if (target === "generic") expect(prompt).toContain(`${GENERIC_LINE[field.name]}: ${option.term}`);
      if (option.cues) expect(prompt.toLowerCase()).toContain(option.cues.split(",")[0]!.trim());
      expectCleanPrompt(prompt);
    });

    it.each(options.map((o) => [o.value, o] as const))("lets a custom text replace %s", (_value, option) => {
      const prompt = compose(target, { [field.name]: option.value, [field.customName]: CUSTOM });
      expect(prompt).toContain(CUSTOM);
      expect(prompt.toLowerCase()).not.toContain(wordsFor(target, option));
      expectCleanPrompt(prompt);
    });

    it("uses the text for 'Other (Custom)' and leaves the field out when unset or 'other' without a text", () => {
      const withText = compose(target, { [field.name]: "other", [field.customName]: CUSTOM });
      expect(withText).toContain(CUSTOM);
      expect(withText).not.toContain("Other (Custom)");
      expectCleanPrompt(withText);
      const unset = compose(target, { [field.name]: "" });
      expect(compose(target, { [field.name]: "other", [field.customName]: " " })).toBe(unset);
      for (const o of options) expect(unset.toLowerCase()).not.toContain(wordsFor(target, o));
      if (target === "generic") expect(unset).not.toContain(`${GENERIC_LINE[field.name]}:`);
    });
  });

  it.each(DETAIL_BANDS.map((b, i) => [b.label, b, [0, 0.3, 0.5, 0.7, 1][i]!] as const))(
    "describes the detail level %s",
    (_label, band, value) => {
      const prompt = compose(target, { detailLevel: value });
      const words = NATURAL.includes(target) ? band.prose : target === "generic" ? `Detail level: ${band.label}` : band.terms;
      expect(prompt).toContain(words);
      expectCleanPrompt(prompt);
    },
  );

  it("writes the free texts and a custom subject, and leaves empty ones out", () => {
    const prompt = compose(target, {
      prompt: "a red fox asleep in fresh snow.",
      textureDescription: "soft fur and powdery snow",
      additionalCustomization: "tiny snowflakes on its whiskers",
      negativePrompt: "text\nwatermark, ",
    });
    const exclusions = target === "flux" ? "free of text and watermark" : NATURAL.includes(target) ? "no text, no watermark" : "text, watermark";
    for (const words of ["a red fox asleep in fresh snow", "soft fur and powdery snow", "tiny snowflakes on its whiskers", exclusions]) {
      expect(prompt.toLowerCase()).toContain(words);
    }
    expectCleanPrompt(prompt);
    const bare = compose(target, {});
    expect(bare).not.toMatch(/Subject|Texture|Negative|Additional|--no|Avoid|Do not include/);
    expectCleanPrompt(bare);
  });

  it("takes the additional customization as the subject when no subject is given", () => {
    const prompt = compose(target, { additionalCustomization: "a lighthouse in a storm", styleAndMedium: "watercolor" });
    expect(prompt.toLowerCase().indexOf("a lighthouse in a storm")).toBeLessThan(prompt.indexOf("watercolor"));
    if (target === "generic") expect(prompt).toContain("Subject: a lighthouse in a storm");
    expect(prompt.match(/a lighthouse in a storm/gi)).toHaveLength(1);
  });

  it("writes the subject first in term lists, the scene first in natural language, then the details and the technical settings", () => {
    const fields = {
      prompt: "a lone astronaut",
      composition: "rule-of-thirds",
      styleAndMedium: "oil-painting",
      moodAndTheme: "mystical",
      lighting: "golden-hour",
      colorPalette: "earthy-tones",
      perspective: "isometric",
      detailLevel: 1,
      textureDescription: "cracked varnish",
      background: "outer-space",
      effects: "film-grain",
      artistInspiration: "rembrandt",
      aspectRatio: "landscape",
      resolution: "1024x1024",
    };
    const prompt = compose(target, fields).toLowerCase();
    const marks = NATURAL.includes(target)
      ? ["outer space", "golden hour", "mystical", "a lone astronaut", "rule of thirds", "oil painting", "isometric", "hyperrealistic", "earthy tones", "cracked varnish", "film grain", "rembrandt", "16:9"]
      : ["a lone astronaut", "rule of thirds", "oil painting", "mystical", "golden hour", "earthy tones", "isometric", "hyperrealistic", "cracked varnish", "outer space", "film grain", "rembrandt", target === "stable-diffusion" ? "1344x768" : "16:9"];
    const positions = marks.map((m) => prompt.indexOf(m));
    expect(positions.every((p) => p >= 0), `${marks.join(" / ")}\n${prompt}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expectCleanPrompt(prompt);
  });

  it("is identical for identical input", () => {
    const request = artRequest({ target, styleAndMedium: "anime", prompt: "a cat", negativePrompt: "blur", numberOfImages: 4 });
    expect(composeArtPrompt(structuredClone(request)).prompt).toBe(composeArtPrompt(request).prompt);
  });
});
