/**
 * Random art forms (seeded, so every run draws the same ones) through every target: each chosen value is
 * said, nothing empty, internal or addressed to the user leaks into the prompt, parameters come only from
 * fields the user set and have legal values, untouched defaults add nothing, and detail words fit the style.
 */
import { describe, expect, it } from "vitest";
import { defaultArtForm } from "./art-form";
import { ARTIST_OPTIONS, ASPECT_RATIO_OPTIONS, EFFECT_OPTIONS, IMAGE_COUNTS, RESOLUTION_OPTIONS, STYLE_OPTIONS, TARGET_OPTIONS, type ArtOption } from "./art-options";
import { contentWords } from "./art-dedupe";
import { artParts } from "./art-parts";
import { capitalize } from "./prose";
import { clipTokens, CLIP_CHUNK_TOKENS, DALLE3_SIZES, GPT_IMAGE_SIZES, SDXL_SIZES } from "./art-targets";
import { composeArtPrompt } from "./compose-art";
import type { ComposedPrompt } from "./composed-prompt";
import { artRequest, DESCRIPTIVE_ART_FIELDS as DESCRIPTIVE, expectCleanPrompt, seededRandom } from "./test-support";

const CUSTOM_TEXTS = ["copper filigree", "candle smoke", "Ansel Adams", "a worm's-eye view", "muted teal"];
const SUBJECTS = ["", "a red fox asleep in fresh snow", 'a bakery window with a sign reading "FRESH BREAD"', "an astronaut tending a rooftop garden"];
const FREE_TEXTS = ["", "soft fur and powdery snow", "weathered brass"];
const NEGATIVES = ["", "text\nwatermark", "blurry, extra fingers", "people"];
const NATURAL = ["generic", "dalle", "gpt-image", "flux"];
const FORMS = 120;

type Form = Record<string, unknown>;

function randomForm(rng: ReturnType<typeof seededRandom>): Form {
  const form: Form = {};
  for (const field of DESCRIPTIVE) {
    const roll = rng.next();
    if (roll < 0.55) form[field.name] = rng.pick(field.options as readonly ArtOption[]).value;
    else if (roll < 0.7) Object.assign(form, { [field.name]: "other", [field.customName]: rng.pick(CUSTOM_TEXTS) });
    else form[field.name] = "";
  }
  const aspect = rng.next();
  form.aspectRatio = aspect < 0.8 ? rng.pick(ASPECT_RATIO_OPTIONS).value : aspect < 0.9 ? "" : "other";
  if (form.aspectRatio === "other") form.customAspectRatio = rng.pick(["3:2", "4:5", "2.39:1"]);
  const resolution = rng.next();
  form.resolution = resolution < 0.8 ? rng.pick(RESOLUTION_OPTIONS).value : resolution < 0.9 ? "" : "other";
  if (form.resolution === "other") form.customResolution = rng.pick(["2048x1024", "1536 x 1536"]);
  form.numberOfImages = rng.pick(IMAGE_COUNTS);
  form.detailLevel = Math.round(rng.next() * 10) / 10;
  form.prompt = rng.pick(SUBJECTS);
  form.textureDescription = rng.pick(FREE_TEXTS);
  form.additionalCustomization = rng.pick(FREE_TEXTS);
  form.negativePrompt = rng.pick(NEGATIVES);
  return form;
}

/** The words a chosen descriptive value is said with in a target. */
function wordsFor(target: string, field: (typeof DESCRIPTIVE)[number], form: Form): string | undefined {
  const value = form[field.name] as string;
  if (value === "") return undefined;
  if (value === "other") return form[field.customName] as string;
  const option = (field.options as readonly (ArtOption & { traits?: string; lastWork?: number })[]).find((o) => o.value === value)!;
  if (target === "dalle" && option.traits !== undefined && !((option.lastWork ?? Infinity) <= 1912)) return option.traits;
  return NATURAL.includes(target) ? (option.prose ?? option.term) : option.term;
}

const sizeIn = (list: readonly { width: number; height: number }[], text: string) => list.some((s) => `${s.width}x${s.height}` === text);

/** Words addressed to the user, which belong in notes: none may reach a prompt. */
const USER_ADDRESSED = /\brequests?\b|nearest size|pixel count|\byou\b|\byour\b|separate|\d{3,}x\d{3,}|one image per/i;
/** Words that make an image photographic, wrong on a painting, a drawing or pixel art. */
const PHOTOREAL = /photoreal|hyperreal|photograph|tack-sharp/i;

function expectTargetSyntax(target: string, result: ComposedPrompt, form: Form): void {
  const { prompt, parameters } = result;
  const request = artRequest(form);
  const count = request.numberOfImages;
  expect(prompt, prompt).not.toMatch(USER_ADDRESSED);
  if (target.startsWith("midjourney")) {
    expect(prompt).not.toContain("\n");
    const params = prompt.slice(prompt.indexOf(" --"));
    expect(prompt.slice(0, prompt.indexOf(" --"))).not.toContain("--");
    expect(params).toMatch(/^( --(ar \d+:\d+|repeat 2|no [^-]+|v (7|6\.1)))+$/);
    // Only what the user set becomes a parameter.
    expect(params.includes("--repeat"), prompt).toBe(count > 4);
    expect(params.includes("--no "), prompt).toBe(artParts(request).exclusions.terms.length > 0);
    expect(params.includes("--ar "), prompt).toBe(artParts(request).frameSet && artParts(request).frame.ratio !== undefined);
    expect(parameters).toEqual({});
    if (target === "midjourney") expect(prompt).not.toContain("::");
  } else if (target === "stable-diffusion") {
    expect(sizeIn(SDXL_SIZES, `${parameters.width}x${parameters.height}`)).toBe(true);
    expect(Number(parameters.batch_size) * Number(parameters.n_iter ?? 1)).toBe(count);
    expect(parameters.batch_size).toBeLessThanOrEqual(4);
    for (const chunk of prompt.split(" BREAK ")) expect(clipTokens(chunk)).toBeLessThanOrEqual(CLIP_CHUNK_TOKENS);
    expect(prompt.split("(").length).toBe(prompt.split(")").length);
  } else {
    expect(prompt).not.toContain("\n");
    expect(prompt).not.toMatch(/--|\([^()]*[a-z][^()]*:\d+(\.\d+)?\)|Negative prompt/);
    expect(prompt.endsWith(".")).toBe(true);
    if (target === "dalle") {
      expect(sizeIn(DALLE3_SIZES, String(parameters.size))).toBe(true);
      expect(parameters.n).toBe(1);
    }
    if (target === "gpt-image") {
      expect(sizeIn(GPT_IMAGE_SIZES, String(parameters.size))).toBe(true);
      expect(parameters.n).toBe(count);
    }
    // FLUX1.1 [pro]'s own default is 1024x768: an untouched frame is sent as a square.
    if (target === "flux" && !artParts(request).frameSet) expect(parameters).toEqual({ width: 1024, height: 1024 });
    else if (target === "flux") {
      const [w, h] = [Number(parameters.width), Number(parameters.height)];
      expect([w % 32, h % 32, Math.max(w, h) <= 1440 && Math.min(w, h) >= 256]).toEqual([0, 0, true]);
    }
    if (target === "generic") expect(parameters).toEqual({});
  }
}

describe.each(TARGET_OPTIONS.map((t) => t.value))("%s over random forms", (target) => {
  const rng = seededRandom(17);
  const forms = Array.from({ length: FORMS }, () => randomForm(rng));

  it("says every chosen value, leaks nothing empty, internal or addressed to the user, and writes its target's syntax", () => {
    for (const form of forms) {
      const full = { ...form, target };
      const result = composeArtPrompt(artRequest(full));
      const prompt = result.prompt;
      expectCleanPrompt(prompt);
      const lower = prompt.toLowerCase();
      const said = new Set(contentWords(prompt));
      const artist = artParts(artRequest(full)).artist;
      for (const field of DESCRIPTIVE) {
        const words = field.name === "artistInspiration" && artist?.clash ? artist.traits : wordsFor(target, field, form);
        const term = field.name === "artistInspiration" ? undefined : wordsFor("midjourney", field, form);
        // A word said once is enough: a choice gives up the words the subject or an earlier choice already said.
        const unsaid = (text: string | undefined) => contentWords(text ?? "").filter((w) => !said.has(w));
        // A word that left the prompt was given away to another choice that says it.
        const others = new Set(contentWords(DESCRIPTIVE.filter((f) => f !== field).map((f) => `${wordsFor("midjourney", f, form) ?? ""} ${wordsFor(target, f, form) ?? ""}`).join(" ")));
        // Or a note names it: a setting that gave way to a conflicting one is said there, never dropped in silence.
        const noted = term !== undefined && result.notes.some((n) => n.includes(`"${term}"`));
        if (words !== undefined && unsaid(words).length > 0 && !noted) expect(unsaid(term).filter((w) => !others.has(w)), `${field.name} in\n${prompt}`).toEqual([]);
      }
      for (const text of [form.textureDescription, form.additionalCustomization] as string[]) if (text) expect(lower).toContain(text);
      if (form.prompt) expect(prompt).toContain((form.prompt as string).slice(1));
      expectTargetSyntax(target, result, full);
    }
  });

  it("says each word of its own vocabulary once, and begins with the subject", () => {
    for (const form of forms) {
      const request = artRequest({ ...form, target });
      const parts = artParts(request);
      const { prompt } = composeArtPrompt(request);
      // The user's own texts may repeat themselves; the words the composer chose may not repeat anything.
      const userWords = new Set(contentWords([form.prompt, form.textureDescription, form.additionalCustomization, ...CUSTOM_TEXTS].join(" ")));
      const chosen = [parts.style?.term, parts.style?.cues, parts.mood?.term, parts.lighting?.term, parts.palette?.term, parts.perspective?.term, parts.composition?.term, parts.background?.term, parts.effects?.term, parts.detail];
      const vocabulary = new Set(contentWords(chosen.filter(Boolean).join(" ")).filter((w) => !userWords.has(w)));
      // An artist's traits are the artist's own words, said as one description.
      const counts = contentWords(prompt.replace(/ --[a-z]+ .*$/, "").replace(parts.artist?.traits ?? "\u0000", "").replace("Its style draws on", "")).filter((w) => vocabulary.has(w));
      const repeated = counts.filter((w, i) => counts.indexOf(w) !== i);
      expect(repeated, prompt).toEqual([]);
      if (form.prompt && NATURAL.includes(target)) expect(prompt.startsWith(capitalize(form.prompt as string)), prompt).toBe(true);
    }
  });

  it("writes the same result for the same form", () => {
    for (const form of forms.slice(0, 20)) {
      const request = artRequest({ ...form, target });
      expect(composeArtPrompt(structuredClone(request))).toEqual(composeArtPrompt(request));
    }
  });

  it("adds nothing for a field left at the form's default", () => {
    const subjectOnly = composeArtPrompt(artRequest({ target, prompt: "a red fox" }));
    const defaults = composeArtPrompt(artRequest({ prompt: "a red fox", ...defaultArtForm, target, negativePrompt: "" }));
    expect(defaults).toEqual(subjectOnly);
    expect(subjectOnly.notes).toEqual([]);
    expect(subjectOnly.prompt.replace(/\(|:1\.2\)|\.$| --v (7|6\.1)$/g, "")).toMatch(/^(a|A) red fox$/);
  });
});

describe("detail words fit the style", () => {
  const values = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
  it.each(STYLE_OPTIONS.map((s) => [s.value, s.family] as const))("%s never gets photographic words, nor 'loose' when precise", (style, family) => {
    for (const target of TARGET_OPTIONS.map((t) => t.value)) {
      for (const detailLevel of values) {
        const { prompt } = composeArtPrompt(artRequest({ target, prompt: "a harbour at dawn", styleAndMedium: style, detailLevel }));
        expect(prompt, `${target} ${detailLevel}`).not.toMatch(PHOTOREAL);
        if (family === "pixel" || family === "graphic" || family === "render") expect(prompt).not.toMatch(/\bloose\b/i);
      }
    }
  });

  it("gives a photographic custom style its own words at the top of the slider", () => {
    expect(composeArtPrompt(artRequest({ target: "midjourney", prompt: "a harbour", styleAndMedium: "other", customStyleAndMedium: "35mm film photograph", detailLevel: 1 })).prompt).toContain("tack-sharp focus");
  });
});

describe("custom styles", () => {
  it("are placed in a family by their medium first, so a realistic painting gets brushwork, not photographic words", () => {
    const compose = (customStyleAndMedium: string) =>
      composeArtPrompt(artRequest({ target: "midjourney", prompt: "a harbour", styleAndMedium: "other", customStyleAndMedium, detailLevel: 1 })).prompt;
    expect(compose("realistic oil painting")).toContain("finely layered brushwork");
    expect(compose("realistic oil painting")).not.toMatch(PHOTOREAL);
    expect(compose("charcoal sketch")).toContain("dense cross-hatching");
    expect(compose("ukiyo-e woodblock print")).toContain("intricate linework");
  });
});

describe("custom values read as grammar in the natural-language prompts", () => {
  // Custom styles and backgrounds as users type them: mass nouns, plurals, bare modifiers.
  const STYLES = ["studio product photography", "pixel art", "flat educational illustration", "oil pastels", "macro wildlife photograph", "charcoal"];
  const BACKGROUNDS = ["plain white seamless", "soft grey", "a foggy harbour", "in a library", "brick walls", "neutral beige"];
  const UNCOUNTABLE = /\ba (\w+ )*(photography|art|artwork|imagery|lighting|charcoal|pastels|walls|seamless|white|grey|beige)\b(?! \w)/i;
  it.each(NATURAL)("%s: no article before an uncountable or plural head, no bare modifier as a background, no effect in the palette", (target) => {
    const rng = seededRandom(321);
    for (let i = 0; i < 150; i++) {
      const effect = rng.pick(EFFECT_OPTIONS);
      const form = {
        target,
        prompt: rng.pick(["product photo of a ceramic mug", "a hummingbird near a flower", "a lighthouse at dusk"]),
        styleAndMedium: "other",
        customStyleAndMedium: rng.pick(STYLES),
        background: "other",
        customBackground: rng.pick(BACKGROUNDS),
        colorPalette: "warm-tones",
        effects: effect.value,
      };
      const { prompt } = composeArtPrompt(artRequest(form));
      expect(prompt, prompt).not.toMatch(UNCOUNTABLE);
      // A background ends on a noun, never on a bare modifier ("against plain white seamless,").
      expect(prompt, prompt).not.toMatch(/against [^,.]*\b(seamless|white|grey|beige)[,.]/i);
      const palette = /palette of ([^,.]*)/.exec(prompt)?.[1] ?? "";
      expect(palette, prompt).not.toContain(("prose" in effect ? effect.prose : effect.term).replace(/^(a|an) /, ""));
    }
  });
});

describe("a custom style cannot read as one more item of the subject", () => {
  it.each(NATURAL)("%s: written as 'in a … style'", (target) => {
    for (const [style, said] of [["flat line icons", "in a flat line icon style"], ["cute cartoon", "in a cute cartoon style"], ["oil pastels", "in an oil pastel style"], ["art deco style", "in an art deco style"]]) {
      const { prompt } = composeArtPrompt(artRequest({ target, prompt: "four icons for app settings", styleAndMedium: "other", customStyleAndMedium: style }));
      expect(prompt, prompt).toContain(`settings, ${said}`);
    }
  });
});

describe("DALL·E 3 notes agree with the prompt", () => {
  it("no artist the note says is described instead of named appears in the prompt, whatever the subject says", () => {
    const rng = seededRandom(7);
    for (const artist of ARTIST_OPTIONS) {
      const last = artist.label.split(/\s+/).at(-1)!;
      const subject = rng.pick([`a serene garden in the style of ${artist.label}`, `${last}'s water lilies at dawn`, `a harbor at dusk, by ${last}`, "a quiet street"]);
      const result = composeArtPrompt(artRequest({ target: "dalle", prompt: subject, artistInspiration: artist.value, styleAndMedium: rng.pick(STYLE_OPTIONS).value }));
      const replaced = result.notes.some((n) => n.includes(`traits of ${artist.label}'s style instead of naming it`));
      if (replaced) expect(result.prompt.toLowerCase(), result.prompt).not.toContain(last.toLowerCase());
    }
  });
});
