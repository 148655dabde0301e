/**
 * Exclusions kept on every target, conflicting settings settled once with a note, and custom media, artists and
 * moods written so they read as a person would write them.
 */
import { describe, expect, it } from "vitest";
import { composeArtPrompt } from "./compose-art";
import { artRequest, seededRandom } from "./test-support";

const compose = (target: string, fields: Record<string, unknown>) => composeArtPrompt(artRequest({ target, ...fields }));
const everything = (r: { prompt: string; notes: string[]; negativePrompt?: string }) => `${r.prompt} ${r.negativePrompt ?? ""} ${r.notes.join(" ")}`.toLowerCase();

describe("exclusions on targets with no negative prompt", () => {
  it("reads a count or a creature in the subject: the subject is the only figure", () => {
    expect(compose("dalle", { prompt: "5 cats playing poker", negativePrompt: "no humans" }).prompt).toContain("the cats as the only figures in the scene");
    expect(compose("flux", { prompt: "a hedgehog baking bread", negativePrompt: "people" }).prompt).toContain("the hedgehog as the only figure in the scene");
  });

  it("rewrites a negated adjective by its antonym, and a background by a clear one", () => {
    expect(compose("generic", { prompt: "a samurai on a rooftop", negativePrompt: "broken sword" }).prompt).toContain("an intact sword");
    expect(compose("flux", { prompt: "a vendor at a night market", negativePrompt: "blurry faces" }).prompt).toContain("faces in sharp focus");
    expect(compose("dalle", { prompt: "a hedgehog in a kitchen", negativePrompt: "scary faces" }).prompt).toContain("gentle faces");
    expect(compose("flux", { prompt: "a fox in a meadow", negativePrompt: "scenery" }).prompt).toContain("a clear background");
    expect(compose("gpt-image", { prompt: "a sticker of a cactus", negativePrompt: "drop shadow" }).prompt).toContain("a flat, shadowless edge");
  });

  it("gives DALL·E 3 and gpt-image-1 one closing constraint for what has no positive form; Flux a note", () => {
    for (const target of ["dalle", "gpt-image"]) {
      const result = compose(target, { prompt: "a harbour at dawn", negativePrompt: "umbrella, boats" });
      expect(result.prompt).toMatch(/ No umbrellas or boats\.$/);
      expect(result.prompt.match(/\bNo /g)).toHaveLength(1);
    }
    const flux = compose("flux", { prompt: "a harbour at dawn", negativePrompt: "umbrella" });
    expect(flux.prompt).not.toContain("umbrella");
    expect(flux.notes.join(" ")).toMatch(/"umbrella" could not be expressed for Flux/);
  });

  it("says 'no lettering' on Generic where lettering is plausible, never 'unlettered surfaces'", () => {
    const result = compose("generic", { prompt: "a neon street at night", negativePrompt: "text" });
    expect(result.prompt).toContain("no lettering");
    expect(result.prompt).not.toContain("unlettered");
    expect(result.notes.join(" ")).toMatch(/negative prompt field, put this there: text/);
  });

  it("never drops an exclusion: each reaches the prompt or a note, over random exclusions", () => {
    const rng = seededRandom(37);
    const words = ["umbrella", "broken chair", "blurry faces", "people", "text", "scenery", "drop shadow", "spiky", "clouds", "rusty bikes", "dogs", "watermark"];
    for (let i = 0; i < 60; i++) {
      const picked = words.filter(() => rng.next() < 0.3);
      if (picked.length === 0) continue;
      for (const target of ["dalle", "gpt-image", "flux", "generic"]) {
        const result = compose(target, { prompt: "two dogs on a city street", negativePrompt: picked.join(", ") });
        const said = everything(result);
        for (const term of picked) expect(said.includes(term) || said.includes(term.split(" ").at(-1)!.replace(/s$/, "")), `${target}: ${term} in ${said}`).toBe(true);
      }
    }
  });
});

describe("conflicting settings", () => {
  it("a black-and-white medium wins over a colour palette, with a note", () => {
    const result = compose("midjourney-v6", { prompt: "an old fisherman", styleAndMedium: "other", customStyleAndMedium: "35mm black-and-white documentary photograph", colorPalette: "earthy-tones" });
    expect(result.prompt).not.toContain("earthy");
    expect(result.notes.join(" ")).toMatch(/"earthy tones" \(Color Palette\).*cannot both hold/);
  });

  it("copy space on one side wins over a centered composition, with a note", () => {
    const result = compose("stable-diffusion", { prompt: "a coffee mug", composition: "centered-focus", additionalCustomization: "leave empty space on the right for ad copy" });
    expect(result.prompt).not.toMatch(/centered/i);
    expect(result.notes.join(" ")).toMatch(/Composition\).*cannot both hold/);
  });

  it("a resolution of another orientation than the aspect ratio is named in a note", () => {
    const result = compose("gpt-image", { prompt: "a beehive diagram", resolution: "1920x1080", aspectRatio: "portrait" });
    expect(result.notes.join(" ")).toMatch(/Resolution 1920x1080.*landscape.*9:16.*portrait/);
  });

  it("motion blur beside an excluded blur keeps both, with the faces sharp and a note", () => {
    const result = compose("flux", { prompt: "a cook flipping roti", effects: "motion-blur", negativePrompt: "blurry faces" });
    expect(result.prompt).toMatch(/motion blur.*faces in sharp focus/);
    expect(result.notes.join(" ")).toMatch(/Motion blur \(Effects\)/);
  });

  it("a monochrome mood beside a black and white palette is said once, with a note", () => {
    const result = compose("flux", { prompt: "an emblem of a mountain", moodAndTheme: "monochrome", colorPalette: "black-white" });
    expect(result.prompt).not.toContain("monochrome");
    expect(result.notes.join(" ")).toMatch(/"monochrome" \(Mood & Theme\) is said by/);
  });

  it("says an idea once: a style's limited palette is not repeated as 'a handful of colors'", () => {
    const prompt = compose("midjourney", { prompt: "a ramen shop at night", styleAndMedium: "pixel-art", detailLevel: 0.2 }).prompt;
    expect(prompt).toContain("limited palette");
    expect(prompt).not.toContain("handful of colors");
  });

  it("a low detail level drops a style's fine-detail stock cue", () => {
    expect(compose("flux", { prompt: "an emblem", styleAndMedium: "ink-drawing", detailLevel: 0.1 }).prompt).not.toContain("stippling");
    expect(compose("flux", { prompt: "an emblem", styleAndMedium: "ink-drawing" }).prompt).toContain("stippling");
  });
});

describe("wording and invented defaults", () => {
  it("a custom style that names its medium gets no 'style' after it", () => {
    const prompt = compose("flux", { prompt: "a vendor in Bangkok", styleAndMedium: "other", customStyleAndMedium: "candid street photograph shot on Kodak Portra 800" }).prompt;
    expect(prompt).toContain("a candid street photograph shot on Kodak Portra 800.");
    expect(prompt).not.toMatch(/800 style/);
  });

  it("fits a/an to the word after it outside quoted text", () => {
    expect(compose("flux", { prompt: "a vendor in Bangkok", background: "urban-street" }).prompt).not.toMatch(/\ba urban\b/);
  });

  it("on DALL·E 3, a custom medium keeps only the artist's handling, never the artist's subjects", () => {
    const result = compose("dalle", { prompt: "a travel poster for Mars", styleAndMedium: "other", customStyleAndMedium: "mid-century screen-print travel poster", artistInspiration: "edward-hopper" });
    expect(result.prompt).toContain("stark geometric light and shadow");
    expect(result.prompt).not.toMatch(/solitary figures|urban stillness|realist painting/);
  });

  it("a palette alone after the first sentence reads as a sentence, not 'It is in a palette'", () => {
    const prompt = compose("dalle", { prompt: "a poster with the headline \"VISIT MARS\"", colorPalette: "high-contrast" }).prompt;
    expect(prompt).toContain("It uses a palette of high-contrast colors.");
  });

  it("a vibrant mood is a look, not a filler atmosphere", () => {
    expect(compose("gpt-image", { prompt: "a cactus sticker", moodAndTheme: "vibrant-colorful" }).prompt).not.toContain("colorful atmosphere");
  });

  it("a mood the rest of the prompt already says is named in a note", () => {
    const result = compose("generic", { prompt: "a samurai", styleAndMedium: "cyberpunk", moodAndTheme: "futuristic" });
    expect(result.notes.join(" ")).toMatch(/"futuristic" \(Mood & Theme\)/);
  });

  it("names a pixel size DALL·E 3 cannot render", () => {
    const result = compose("dalle", { prompt: "a poster", resolution: "3840x2160", aspectRatio: "ultra-wide" });
    expect(result.notes.join(" ")).toMatch(/upscale it for the 3840x2160/);
  });
});
