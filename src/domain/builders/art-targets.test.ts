import { describe, expect, it } from "vitest";
import { fitSize, ratioText } from "./art-frame";
import { chunkTerms, clipTokens, CLIP_CHUNK_TOKENS, DALLE3_SIZES, fluxSize, GPT_IMAGE_SIZES, nearestSize, SDXL_SIZES, sizeText } from "./art-targets";
import { composeArtPrompt } from "./compose-art";
import { artRequest, expectCleanPrompt } from "./test-support";

const compose = (target: string, fields: Record<string, unknown> = {}) => composeArtPrompt(artRequest({ target, ...fields }));

const rich = {
  prompt: "a lighthouse on a sea cliff",
  styleAndMedium: "watercolor",
  moodAndTheme: "dark-moody",
  lighting: "dramatic-cinematic",
  artistInspiration: "studio-ghibli",
  aspectRatio: "landscape",
  detailLevel: 0.7,
  negativePrompt: "text\nwatermark.",
  numberOfImages: 4,
};

describe("Midjourney", () => {
  it("writes one line: the subject, short phrases, then --ar, --no and --v 7, with no --stylize or --chaos", () => {
    const { prompt, parameters } = compose("midjourney", rich);
    expect(prompt).toMatch(/^a lighthouse on a sea cliff, watercolor painting, .* --ar 16:9 --no text, watermark --v 7$/);
    expect(prompt).not.toMatch(/--stylize|--s |--chaos|--c /);
    expect(parameters).toEqual({});
    expectCleanPrompt(prompt);
  });

  it("says the detail level in the style's words, not as --stylize", () => {
    expect(compose("midjourney", { prompt: "a fox", styleAndMedium: "pencil-sketch", detailLevel: 1 }).prompt).toBe(
      // "dense cross-hatching" gives way to the style's own cross-hatching: each word once.
      "a fox, pencil sketch, graphite shading, cross-hatching, paper grain, meticulous linework, intricate detail --v 7",
    );
    expect(compose("midjourney", { prompt: "a fox", detailLevel: 0.5 }).prompt).toBe("a fox --v 7");
  });

  it("makes one grid for up to four images and repeats the job for eight, saying so in the notes", () => {
    const two = compose("midjourney", { prompt: "a fox", numberOfImages: 2 });
    expect(two.prompt).toBe("a fox --v 7");
    expect(two.notes.join(" ")).toMatch(/grid of 4 images: keep the 2/);
    const eight = compose("midjourney", { prompt: "a fox", numberOfImages: 8 });
    expect(eight.prompt).toBe("a fox --repeat 2 --v 7");
    expect(eight.notes.join(" ")).toMatch(/Fast and Turbo mode/);
  });

  it("writes --v 6.1 for V6, and keeps :: weights there while V7 reads them as plain phrases", () => {
    const fields = { prompt: "a cat::2 a dog::1", negativePrompt: "blur" };
    expect(compose("midjourney-v6", fields).prompt).toBe("a cat::2 a dog::1 --no blur --v 6.1");
    expect(compose("midjourney", fields).prompt).toBe("a cat, a dog --no blur --v 7");
  });

  it("turns custom ratios into whole-number --ar, takes the shape from a resolution alone, and leaves the untouched square out", () => {
    expect(compose("midjourney", { prompt: "a fox", aspectRatio: "other", customAspectRatio: "2.39:1" }).prompt).toBe("a fox --ar 239:100 --v 7");
    expect(compose("midjourney", { prompt: "a fox", resolution: "1920x1080" }).prompt).toBe("a fox --ar 16:9 --v 7");
    expect(compose("midjourney", { prompt: "a fox", aspectRatio: "square", resolution: "1024x1024" }).prompt).toBe("a fox --v 7");
    expect(compose("midjourney", { prompt: "a fox", aspectRatio: "other", customAspectRatio: "cinematic" }).prompt).toBe("a fox, cinematic aspect ratio --v 7");
  });

  it("keeps parameters the user typed, at the end, where they replace ours", () => {
    expect(compose("midjourney", { prompt: "a fox --chaos 20 --v 6", aspectRatio: "landscape" }).prompt).toBe("a fox --ar 16:9 --chaos 20 --v 6");
  });
});

describe("Stable Diffusion", () => {
  it("weights the key terms, keeps the negative prompt in its own field and the settings as A1111's API names them", () => {
    const result = compose("stable-diffusion", rich);
    expect(result.prompt).toMatch(/^a lighthouse on a sea cliff, \(watercolor painting:1\.2\), /);
    expect(result.prompt).toContain("(in the style of Studio Ghibli:1.1)");
    expect(result.prompt).not.toMatch(/Negative prompt|Size:|\n/);
    expect(result.negativePrompt).toBe("text, watermark");
    // The form sets no sampler, steps or CFG: the request sends only the size and the batch, and the tool keeps its own.
    expect(result.parameters).toEqual({ width: 1344, height: 768, batch_size: 4 });
  });

  it("has no negative prompt when there is none, and never breaks user brackets with weights", () => {
    const result = compose("stable-diffusion", { prompt: "a (red:1.3) fox" });
    expect(result.negativePrompt).toBeUndefined();
    expect(result.prompt).toBe("a (red:1.3) fox");
  });

  it("says when a chosen size is below SDXL's native one, never weights the leading subject, and splits more than 4 images into batches", () => {
    const small = compose("stable-diffusion", { prompt: "a fox", styleAndMedium: "oil-painting", resolution: "512x512", aspectRatio: "square", numberOfImages: 8 });
    expect([small.parameters.width, small.parameters.height]).toEqual([1024, 1024]);
    expect(small.notes.join(" ")).toMatch(/the size is 1024x1024: scale the image down to 512x512/);
    expect(small.prompt).toMatch(/^a fox, \(oil painting:1\.2\)/);
    expect([small.parameters.batch_size, small.parameters.n_iter]).toEqual([4, 2]);
    expect(small.notes.join(" ")).toContain("8 images as 2 batches of 4");
  });

  it("renders a 4K ask at SDXL's native size and says how to reach 4K", () => {
    const result = compose("stable-diffusion", { prompt: "a fox", resolution: "3840x2160", aspectRatio: "landscape" });
    expect([result.parameters.width, result.parameters.height]).toEqual([1344, 768]);
    expect(result.notes.join(" ")).toMatch(/1344x768 .* upscale ×2\.86 .* 3840 pixels wide, then crop to 3840x2160/);
  });

  it("sends the trained size nearest the shape for any 4K or ultra-HD ask, and names no size nobody asked for", () => {
    const asks = [
      { resolution: "3840x2160", aspectRatio: "ultra-wide" },
      { resolution: "3840x2160", aspectRatio: "portrait" },
      { resolution: "1920x1080", aspectRatio: "ultra-wide" },
      { resolution: "other", customResolution: "4K", aspectRatio: "landscape" },
      { resolution: "other", customResolution: "ultra HD" },
      { resolution: "other", customResolution: "8k uhd", aspectRatio: "portrait" },
    ];
    for (const ask of asks) {
      const result = compose("stable-diffusion", { prompt: "a fox", ...ask });
      const size = `${result.parameters.width}x${result.parameters.height}`;
      expect(SDXL_SIZES.map(sizeText), size).toContain(size);
      const notes = result.notes.join(" ");
      // Every size a note names is the one sent or the one asked: no fitted "4416x1856" for 4K at 21:9.
      const asked = ask.resolution === "other" ? [] : [ask.resolution];
      for (const named of notes.match(/\d{3,}x\d{3,}/g) ?? []) expect([size, ...asked], notes).toContain(named);
      expect(notes, JSON.stringify(ask)).toMatch(/needs an upscaler: upscale ×\d/);
      expect(result.prompt).not.toMatch(/upscal|4k|\d{3,}x\d{3,}/i);
    }
    expect(compose("stable-diffusion", { prompt: "a fox", resolution: "3840x2160", aspectRatio: "ultra-wide" }).parameters).toMatchObject({ width: 1536, height: 640 });
  });

  it("puts BREAK between chunks once the prompt passes 75 tokens, and not before", () => {
    const long = compose("stable-diffusion", { ...rich, additionalCustomization: "seagulls ".repeat(30).trim() }).prompt;
    for (const chunk of long.split(" BREAK ")) expect(clipTokens(chunk)).toBeLessThanOrEqual(CLIP_CHUNK_TOKENS);
    expect(compose("stable-diffusion", { prompt: "a fox" }).prompt).not.toContain("BREAK");
  });
});

describe("a chosen palette the subject's words seem to say", () => {
  it("is kept, since it colors the whole image", () => {
    const form = { prompt: "a cyberpunk hacker in a neon-lit room", styleAndMedium: "cyberpunk", colorPalette: "cyberpunk-neon" };
    expect(compose("stable-diffusion", form).prompt).toContain("cyberpunk neon colors");
    expect(compose("dalle", form).prompt).toContain("in a palette of cyberpunk neon colors");
  });
});

describe("Flux exclusions beside a chosen depth of field", () => {
  it("asks for the subject in sharp focus against a soft background, not sharp focus everywhere", () => {
    const result = compose("flux", { prompt: "a puppy in autumn leaves, shallow depth of field", negativePrompt: "blurry" });
    expect(result.prompt).toContain("the subject in sharp focus against a softly blurred background");
  });
});

describe("DALL·E 3 and gpt-image-1", () => {
  it("writes one paragraph with nothing for the user in it; size, quality, style and n are parameters", () => {
    const result = compose("dalle", rich);
    // The subject and its medium first; the light, mood and what is there instead of the exclusions after.
    expect(result.prompt).toMatch(/^A lighthouse on a sea cliff, a watercolor painting\b/);
    expect(result.prompt).toContain("Lit by dramatic cinematic lighting, with delicate layered washes, fine brush detail and a dark and moody atmosphere.");
    expect(result.prompt).not.toMatch(/request|nearest|pixels|\d{3,}x\d{3,}|you/i);
    expect(result.parameters).toEqual({ model: "dall-e-3", size: "1792x1024", quality: "hd", n: 1 });
    expect(result.notes.join(" ")).toMatch(/send this request 4 times/);
    // Nothing on a cliff carries lettering: the exclusions need no words, and a note says so.
    expect(result.notes.join(" ")).toContain('one closing sentence ("No text or watermarks anywhere.")');
  });

  it("asks DALL·E 3 for the natural style on a photograph and on flat vector art, and leaves the default vivid out otherwise", () => {
    expect(compose("dalle", { prompt: "a water cycle poster", styleAndMedium: "other", customStyleAndMedium: "flat educational illustration" }).parameters).toMatchObject({ style: "natural" });
    expect(compose("dalle", { prompt: "a mug", styleAndMedium: "other", customStyleAndMedium: "studio product photography" }).parameters).toMatchObject({ style: "natural" });
    expect(compose("dalle", { prompt: "a dragon", styleAndMedium: "oil-painting" }).parameters).not.toHaveProperty("style");
  });

  it("describes the traits of an artist DALL·E 3 declines instead of the name, and keeps names from before 1912", () => {
    const mucha = compose("dalle", { prompt: "a poster of a dancer", artistInspiration: "alphonse-mucha" });
    expect(mucha.prompt).not.toContain("Mucha");
    expect(mucha.prompt).toContain("Art Nouveau");
    expect(mucha.notes.join(" ")).toMatch(/after 1912/);
    expect(compose("dalle", { prompt: "a harbour", artistInspiration: "hokusai" }).prompt).toContain("Katsushika Hokusai");
    expect(compose("gpt-image", { prompt: "a dancer", artistInspiration: "alphonse-mucha" }).prompt).toContain("Alphonse Mucha");
  });

  it("describes what is there instead of each exclusion, never a bare 'No …' sentence, and names the rest in a note", () => {
    expect(compose("dalle", { prompt: "a forest", negativePrompt: "scary, people" }).prompt).toBe("A forest, with a gentle friendly mood. No people.");
    expect(compose("gpt-image", { prompt: "a portrait of a woman", negativePrompt: "jewelry, hats" }).prompt).toBe("A portrait of a woman, with bare ears and neck and a bare head.");
    // With no positive form, gpt-image-1 gets one explicit closing constraint, which OpenAI's models follow.
    const spiky = compose("gpt-image", { prompt: "a forest", negativePrompt: "spiky, umbrella" });
    expect(spiky.prompt).toBe("A forest. No spiky things or umbrellas.");
    expect(spiky.notes.join(" ")).toMatch(/gpt-image-1 has no negative prompt and follows an explicit constraint/);
  });

  it("gpt-image-1: n carries the number of images, and a transparent background is a setting with PNG output", () => {
    const result = compose("gpt-image", { prompt: "a coffee mug icon", background: "other", customBackground: "transparent", numberOfImages: 4 });
    expect(result.prompt).toBe("A coffee mug icon.");
    // quality "auto" is the API's default, so it is not restated.
    expect(result.parameters).toEqual({ model: "gpt-image-1", size: "1024x1024", n: 4, background: "transparent", output_format: "png" });
  });

  it("gpt-image-1: a transparent background asked in the subject is the setting too", () => {
    expect(compose("gpt-image", { prompt: "a rocket sticker on a transparent background" }).parameters).toMatchObject({ background: "transparent", output_format: "png" });
  });

  it("says nothing about the frame when neither resolution nor aspect ratio was touched", () => {
    const result = compose("gpt-image", { prompt: "a fox" });
    expect(result).toEqual({ prompt: "A fox.", parameters: { model: "gpt-image-1", size: "1024x1024", n: 1 }, notes: [] });
  });

  it("asks for literal text in quotes to be spelled as written, and reads an excluded 'text' as any other text", () => {
    const result = compose("dalle", { prompt: 'a shop sign reading "OPEN"', negativePrompt: "text" });
    expect(result.prompt).toBe('A shop sign reading "OPEN", with "OPEN" as its only lettering. Spell the text "OPEN" exactly as written.');
    expect(compose("dalle", { prompt: 'a shop sign reading "OPEN" on a door', negativePrompt: "text, logos" }).prompt).toBe(
      'A shop sign reading "OPEN" on a door, with "OPEN" as its only lettering. Spell the text "OPEN" exactly as written. No logos anywhere.',
    );
  });
});

describe("settling what the form says twice or against itself", () => {
  it("says each word once: a style the subject names is not repeated, nor a mood, nor the detail words", () => {
    expect(compose("gpt-image", { prompt: "a flat vector icon of a rocket", styleAndMedium: "other", customStyleAndMedium: "flat vector icon", detailLevel: 0.2 }).prompt).toBe(
      "A flat vector icon of a rocket, with minimal detail.",
    );
    expect(compose("midjourney", { prompt: "a minimalist poster of a mountain", styleAndMedium: "other", customStyleAndMedium: "screen print poster", moodAndTheme: "minimalist" }).prompt).toBe(
      "a minimalist poster of a mountain, screen print poster --v 7",
    );
    expect(compose("stable-diffusion", { prompt: "a knight in ornate silver armor", styleAndMedium: "fantasy-illustration", detailLevel: 1 }).prompt).toBe(
      "a knight in ornate silver armor, (fantasy illustration:1.2), rich painterly rendering, luminous color, intricate detail",
    );
    expect(compose("generic", { prompt: "a cozy reading nook", styleAndMedium: "3d-render" }).prompt).toBe("A cozy reading nook, a 3D render with physically based materials and global illumination.");
  });

  it("writes no style cue that invents a subject or a mood", () => {
    expect(compose("midjourney-v6", { prompt: "a cyberpunk ramen stand at night", styleAndMedium: "anime", moodAndTheme: "futuristic" }).prompt).toBe(
      "a cyberpunk ramen stand at night, anime illustration, clean cel shading, crisp line art --v 6.1",
    );
  });

  it("keeps only the medium-neutral traits of an artist whose medium clashes with the style, and says so", () => {
    const result = compose("dalle", { prompt: "a bear baking bread", styleAndMedium: "watercolor", artistInspiration: "pixar" });
    expect(result.prompt).not.toMatch(/3D|Pixar|tactile/);
    expect(result.prompt).toContain("Its style draws on appealing rounded shapes, warm cinematic lighting and heartfelt, playful charm.");
    expect(result.notes[0]).toMatch(/^Pixar Animation Studios works in 3D animation, which clashes with a watercolor painting/);
    expect(compose("midjourney", { prompt: "a bear", styleAndMedium: "watercolor", artistInspiration: "pixar" }).prompt).not.toContain("Pixar");
    expect(compose("midjourney", { prompt: "a bear", styleAndMedium: "3d-render", artistInspiration: "pixar" }).prompt).toContain("in the style of Pixar Animation Studios");
  });

  it("settles a name the subject gives against an excluded 'text': a logo is a symbol-only mark", () => {
    const result = compose("flux", { prompt: "a logo for a bakery called Sunrise", negativePrompt: "text" });
    expect(result.prompt).toBe("A logo for a bakery, with a symbol-only mark without lettering.");
    expect(result.notes.join(" ")).toMatch(/"Sunrise" would be lettering/);
  });
});

describe("every target", () => {
  it("lets a named artist set the handling: the style's stock cues give way", () => {
    for (const target of ["midjourney", "stable-diffusion", "flux"]) {
      const hopper = compose(target, { prompt: "a diner at night", styleAndMedium: "oil-painting", artistInspiration: "edward-hopper" }).prompt;
      expect(hopper).toMatch(/oil painting/);
      expect(hopper).not.toMatch(/impasto/);
      expect(compose(target, { prompt: "a diner at night", styleAndMedium: "oil-painting" }).prompt).toMatch(/impasto/);
    }
  });

  it("never writes a fragment of a term: a lone head the subject says goes, a custom style keeps every word", () => {
    const ramen = compose("flux", { prompt: "a neon-lit ramen stand", lighting: "neon-glow", effects: "holographic-glow" }).prompt;
    expect(ramen).not.toMatch(/lit by glow|with holographic\b(?! glow)/);
    expect(ramen).toContain("holographic glow");
    const macro = compose("flux", { prompt: "dew on a web", styleAndMedium: "other", customStyleAndMedium: "macro photography, 100mm lens" }).prompt;
    expect(macro).toContain("in the style of macro photography, 100mm lens");
  });

  it("keeps low detail to few elements beside a texture the user described", () => {
    const low = compose("stable-diffusion", { prompt: "a ruined chapel", textureDescription: "crumbling limestone", detailLevel: 0.1 }).prompt;
    expect(low).toContain("a spare composition of few elements");
    expect(low).not.toMatch(/simplified forms/);
  });
});

describe("Flux", () => {
  it("describes what is there instead of negating, and settles an exclusion that fights a choice", () => {
    const result = compose("flux", { prompt: "a portrait of a violinist", background: "blurred-background", negativePrompt: "blurry, people, wobbly" });
    expect(result.prompt).toBe(
      "A portrait of a violinist. Set against a softly blurred bokeh background, with sharp focus on the subject and an otherwise empty scene.",
    );
    expect(result.notes.join(" ")).toMatch(/"blurry" .* sharp focus on the subject/);
    expect(result.notes.join(" ")).toMatch(/"wobbly" could not be expressed for Flux, which has no negative prompt/);
    // With nobody in the scene, "people" is a deserted setting; "text" is said only where something could carry it.
    expect(compose("flux", { prompt: "a lighthouse on a cliff", negativePrompt: "people, text" }).prompt).toBe("A lighthouse on a cliff, with a deserted setting.");
    expect(compose("flux", { prompt: "a bookshop window at night", negativePrompt: "text" }).prompt).toContain("unlettered surfaces");
  });

  it("says an excluded thing as what is there, merged with the framing and light, and never drops it for a shared word", () => {
    const result = compose("flux", { prompt: "a portrait of a woman by a window", perspective: "close-up", lighting: "natural-sunlight", effects: "film-grain", negativePrompt: "makeup, jewelry" });
    expect(result.prompt).toBe("A portrait of a woman by a window. Framed as a close-up shot, lit by natural sunlight, with film grain, fresh unadorned skin and bare ears and neck.");
    expect(result.notes).toEqual(["Flux has no negative prompt, so your exclusions (\"makeup\" and \"jewelry\") are described as what is there instead (fresh unadorned skin; bare ears and neck)."]);
  });

  it("keeps a size within 1440 pixels in multiples of 32 as FLUX1.1 [pro] parameters", () => {
    // The endpoint names the model (FLUX_ENDPOINT): the body has no model field.
    expect(compose("flux", { prompt: "a fox", resolution: "3840x2160" }).parameters).toEqual({ width: 1440, height: 800 });
    // A frame the user never touched is square: the API's own default would be 1024x768.
    expect(compose("flux", { prompt: "a fox" }).parameters).toEqual({ width: 1024, height: 1024 });
  });
});

describe("Generic", () => {
  it("writes a natural-language prompt with no labels, the shape in words, and the size and count in notes", () => {
    const result = compose("generic", rich);
    expect(result.prompt).toMatch(/^A lighthouse on a sea cliff, a watercolor painting/);
    expect(result.prompt).not.toMatch(/^[A-Z][a-z ]+: /m);
    expect(result.prompt).toContain("Compose it as a wide landscape (16:9) image.");
    expect(result.parameters).toEqual({});
    expect(result.notes.join(" ")).toMatch(/Ask your tool for 4 images/);
  });

  it("is the target when none is chosen, and an untouched form adds nothing but the subject", () => {
    expect(composeArtPrompt(artRequest({ prompt: "a red fox" })).prompt).toBe("A red fox.");
  });
});

describe("size arithmetic", () => {
  it("keeps the pixel count at a new shape in multiples of 64", () => {
    expect(fitSize({ width: 1024, height: 1024 }, { width: 16, height: 9 })).toEqual({ width: 1344, height: 768 });
    expect(fitSize({ width: 1920, height: 1080 }, { width: 16, height: 9 })).toEqual({ width: 1920, height: 1080 });
  });

  it("picks the accepted size of the nearest shape", () => {
    expect(nearestSize(DALLE3_SIZES, { width: 21, height: 9 })).toEqual({ width: 1792, height: 1024 });
    expect(nearestSize(GPT_IMAGE_SIZES, { width: 9, height: 16 })).toEqual({ width: 1024, height: 1536 });
    expect(nearestSize(SDXL_SIZES, { width: 16, height: 9 })).toEqual({ width: 1344, height: 768 });
    for (const s of SDXL_SIZES) {
      expect(s.width % 64 + (s.height % 64)).toBe(0);
      expect(Math.abs(s.width * s.height - 1024 * 1024) / (1024 * 1024)).toBeLessThan(0.1);
    }
  });

  it("brings a Flux size within 256–1440 in multiples of 32", () => {
    expect(fluxSize({ width: 3840, height: 2160 })).toEqual({ width: 1440, height: 800 });
    expect(fluxSize({ width: 1344, height: 768 })).toEqual({ width: 1344, height: 768 });
  });

  it("prefers a Flux size of exactly the wanted shape when one fits the budget", () => {
    expect(fluxSize({ width: 916, height: 1145 }, { width: 4, height: 5 })).toEqual({ width: 896, height: 1120 });
    expect(fluxSize({ width: 1564, height: 670 }, { width: 21, height: 9 })).toEqual({ width: 1344, height: 576 });
  });

  it("reduces ratios to whole numbers", () => {
    expect(ratioText({ width: 1920, height: 1080 })).toBe("16:9");
    expect(ratioText({ width: 21, height: 9 })).toBe("21:9");
    expect(ratioText({ width: 2048, height: 1024 }, true)).toBe("2:1");
    expect(ratioText({ width: 2.39, height: 1 })).toBe("239:100");
  });

  it("chunks terms at 75 tokens", () => {
    const terms = Array.from({ length: 40 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))} term`);
    const chunks = chunkTerms(terms).split(" BREAK ");
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join(", ")).toBe(terms.join(", "));
    for (const c of chunks) expect(clipTokens(c)).toBeLessThanOrEqual(CLIP_CHUNK_TOKENS);
  });
});
