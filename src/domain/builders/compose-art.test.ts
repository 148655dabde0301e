import { describe, expect, it } from "vitest";
import { TARGET_OPTIONS, type ArtOption } from "./art-options";
import { composeArtPrompt } from "./compose-art";
import { detailTerms } from "./art-detail";
import { termsToPhrase } from "./prose";
import { artRequest, DESCRIPTIVE_ART_FIELDS as DESCRIPTIVE, expectCleanPrompt } from "./test-support";

const TARGETS = TARGET_OPTIONS.map((t) => t.value);
/** Every descriptive field unset (the technical ones are covered in art-targets.test.ts). */
const NOTHING = { resolution: "", aspectRatio: "" };
const CUSTOM = "zephyr quill lattice";

/** The targets written in natural language, which use each option's sentence form. */
const NATURAL = ["generic", "dalle", "gpt-image", "flux"];

/** The words an option stands for in a target: its sentence form in natural language, its term elsewhere. */
function wordsFor(target: string, option: ArtOption & { traits?: string; lastWork?: number }): string {
  // DALL·E 3 declines artists whose latest work is after 1912: their traits stand for the name.
  if (target === "dalle" && option.traits !== undefined && !((option.lastWork ?? Infinity) <= 1912)) return option.traits.toLowerCase();
  return (NATURAL.includes(target) ? (option.prose ?? option.term) : option.term).toLowerCase();
}

const compose = (target: string, fields: Record<string, unknown>) =>
  composeArtPrompt(artRequest({ ...NOTHING, target, ...fields })).prompt;
/** The prompt with the negative prompt, where the target keeps one apart. */
const composeAll = (target: string, fields: Record<string, unknown>) => {
  const result = composeArtPrompt(artRequest({ ...NOTHING, target, ...fields }));
  return [result.prompt, result.negativePrompt ?? ""].join("\n").trim();
};

describe.each(TARGETS)("target %s", (target) => {
  describe.each(DESCRIPTIVE)("field $name", (field) => {
    const options = field.options as readonly ArtOption[];

    it.each(options.map((o) => [o.value, o] as const))("writes %s", (_value, option) => {
      const prompt = compose(target, { [field.name]: option.value });
      expect(prompt.toLowerCase()).toContain(wordsFor(target, option));
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
    });
  });

  it.each([0, 0.3, 0.5, 0.7, 1])("describes the detail level %s in neutral words without a style, and nothing at the middle", (value) => {
    const prompt = compose(target, { prompt: "a fox", detailLevel: value });
    const terms = detailTerms(value, undefined);
    if (terms === undefined) expect(prompt).toMatch(/^\(?a fox(\.|:1\.2\)| --v (7|6\.1))?$/i);
    else expect(prompt).toContain(NATURAL.includes(target) ? termsToPhrase(terms) : terms);
    expectCleanPrompt(prompt);
  });

  it("writes the free texts and a custom subject, and leaves empty ones out", () => {
    const prompt = composeAll(target, {
      prompt: "a red fox asleep in fresh snow.",
      textureDescription: "soft fur and powdery snow",
      additionalCustomization: "tiny snowflakes on its whiskers",
      negativePrompt: "text\nwatermark, ",
    });
    // Flux and Generic are not told of text where nothing in the scene could carry it; OpenAI's models follow the constraint.
    const openAI = target === "dalle" || target === "gpt-image";
    const exclusions = NATURAL.includes(target) ? (openAI ? ["no text or watermarks anywhere."] : []) : ["text, watermark"];
    for (const words of ["a red fox asleep in fresh snow", "soft fur and powdery snow", "tiny snowflakes on its whiskers", ...exclusions]) {
      expect(prompt.toLowerCase()).toContain(words);
    }
    if (NATURAL.includes(target) && !openAI) expect(prompt).not.toMatch(/text|watermark|unlettered|unmarked/i);
    for (const line of prompt.split("\n")) expectCleanPrompt(line);
    const bare = compose(target, {});
    expect(bare).not.toMatch(/Subject|Texture|Negative|Additional|--no|Avoid|Do not include/);
    expectCleanPrompt(bare);
  });

  it("takes the additional customization as the subject when no subject is given", () => {
    const prompt = compose(target, { additionalCustomization: "a lighthouse in a storm", styleAndMedium: "watercolor" });
    expect(prompt.toLowerCase().indexOf("a lighthouse in a storm")).toBeLessThan(prompt.indexOf("watercolor"));
    expect(prompt.match(/a lighthouse in a storm/gi)).toHaveLength(1);
  });

  it("writes the subject and its medium first, then the framing, setting and light, then the rest", () => {
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
    // Generic says a long list as two sentences: how it is rendered, then its atmosphere and composition.
    const marks = target === "generic"
      ? ["a lone astronaut", "oil painting", "rembrandt", "isometric", "outer space", "golden hour", "meticulous detail", "cracked varnish", "film grain", "mystical", "rule of thirds", "earthy tones"]
      : NATURAL.includes(target)
      ? ["a lone astronaut", "oil painting", "rembrandt", "isometric", "outer space", "golden hour", "meticulous detail", "mystical", "rule of thirds", "cracked varnish", "film grain", "earthy tones"]
      : ["a lone astronaut", "rule of thirds", "oil painting", "mystical", "golden hour", "earthy tones", "isometric", "meticulous detail", "cracked varnish", "outer space", "film grain", "rembrandt"];
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

describe("text the image must spell", () => {
  it.each(["dalle", "gpt-image", "flux"])("%s: capitals named as the image's text are quoted where named and spelled out, other capitals are not", (target) => {
    const titled = composeArtPrompt(artRequest({ target, prompt: "a poster about the water cycle with the title WATER CYCLE" })).prompt;
    expect(titled).toContain('with the title "WATER CYCLE"');
    expect(titled).toContain('Spell the text "WATER CYCLE" exactly as written.');
    const logo = composeArtPrompt(artRequest({ target, prompt: "a minimalist logo for a yoga studio called Lotus" })).prompt;
    expect(logo).toContain('called "Lotus"');
    // A name joined by "&" or "of" is one name: the whole of it is the text to spell.
    const joined = composeArtPrompt(artRequest({ target, prompt: "a logo for a bakery called Crumb & Co with a wheat stalk" })).prompt;
    expect(joined).toContain('called "Crumb & Co" with a wheat stalk');
    expect(joined).toContain('Spell the text "Crumb & Co" exactly as written.');
    expect(composeArtPrompt(artRequest({ target, prompt: "a portrait of a dog named Max" })).prompt).not.toContain('"Max"');
    const sign = composeArtPrompt(artRequest({ target, prompt: "a neon sign that says OPEN 24 HOURS above a diner" })).prompt;
    expect(sign).toContain('Spell the text "OPEN 24 HOURS" exactly as written.');
    expect(composeArtPrompt(artRequest({ target, prompt: "a NASA astronaut on Mars" })).prompt).not.toContain("Spell");
  });

  it("generic: the text is quoted where it is named, with no spelling sentence", () => {
    expect(composeArtPrompt(artRequest({ target: "generic", prompt: "a poster about the water cycle with the title WATER CYCLE" })).prompt).toBe('A poster about the water cycle with the title "WATER CYCLE".');
  });
});
