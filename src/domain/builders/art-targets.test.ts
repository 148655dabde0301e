import { describe, expect, it } from "vitest";
import { fitSize, ratioText } from "./art-frame";
import { ASPECT_RATIO_OPTIONS, IMAGE_COUNTS, RESOLUTION_OPTIONS } from "./art-options";
import { chunkTerms, clipTokens, CLIP_CHUNK_TOKENS, DALLE3_SIZES, fluxSize, GPT_IMAGE_SIZES, nearestSize, SDXL_SIZES } from "./art-targets";
import { composeArtPrompt } from "./compose-art";
import { artRequest, expectCleanPrompt } from "./test-support";

const compose = (target: string, fields: Record<string, unknown> = {}) => composeArtPrompt(artRequest({ target, ...fields })).prompt;

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
  it("writes one line: the subject, short phrases, then --ar, --stylize, --chaos, --no and --v 7", () => {
    const prompt = compose("midjourney", rich);
    expect(prompt).not.toContain("\n");
    expect(prompt).toMatch(/^a lighthouse on a sea cliff, watercolor painting, .* in the style of Studio Ghibli --ar 16:9 --stylize 700 --chaos 25 --no text, watermark --v 7$/);
    expectCleanPrompt(prompt);
  });

  it("writes --v 6.1 for V6, and keeps :: weights there while V7 reads them as plain phrases", () => {
    expect(compose("midjourney-v6", { prompt: "a fox::2 snow::1" })).toMatch(/^a fox::2 snow::1, .* --v 6\.1$/);
    expect(compose("midjourney", { prompt: "a fox::2 snow::1", negativePrompt: "cars::0.5" })).toMatch(/^a fox, snow, .* --no cars --v 7$/);
  });

  it.each(ASPECT_RATIO_OPTIONS.map((o) => [o.value, ratioText(o.ratio)]))("gives %s as --ar %s and never a pixel size", (aspectRatio, ar) => {
    const prompt = compose("midjourney", { aspectRatio, resolution: "3840x2160" });
    expect(prompt).toContain(` --ar ${ar} `);
    expect(prompt).not.toMatch(/\d{3,}x\d{3,}|3840|pixels/);
  });

  it("derives --stylize (0–1000) from the detail level", () => {
    expect(compose("midjourney", { detailLevel: 0 })).toContain("--stylize 0");
    expect(compose("midjourney", { detailLevel: 0.1 + 0.2 })).toContain("--stylize 300");
    expect(compose("midjourney", { detailLevel: 1 })).toContain("--stylize 1000");
  });

  it.each([
    [1, ""],
    [2, " --chaos 10"],
    [4, " --chaos 25"],
    [8, " --chaos 50 --repeat 2"],
  ])("asks for %s images with%s (a job is a grid of four)", (numberOfImages, params) => {
    const prompt = compose("midjourney", { numberOfImages });
    expect(prompt).toMatch(new RegExp(`--stylize 500${params} --v 7$`));
  });

  it("turns custom ratios into whole-number --ar, and describes what is not a ratio", () => {
    expect(compose("midjourney", { aspectRatio: "other", customAspectRatio: "2.39:1" })).toContain("--ar 239:100");
    expect(compose("midjourney", { aspectRatio: "other", customAspectRatio: "4 / 5" })).toContain("--ar 4:5");
    const described = compose("midjourney", { aspectRatio: "other", customAspectRatio: "cinematic" });
    expect(described).not.toContain("--ar");
    expect(described).toContain("cinematic aspect ratio --stylize");
  });

  it("takes the shape from the resolution when no aspect ratio is chosen", () => {
    expect(compose("midjourney", { aspectRatio: "", resolution: "1920x1080" })).toContain("--ar 16:9");
    expect(compose("midjourney", { aspectRatio: "", resolution: "" })).not.toContain("--ar");
  });

  it("moves parameters the user typed to the end, where they replace ours", () => {
    const prompt = compose("midjourney", { prompt: "a fox", numberOfImages: 4, additionalCustomization: "moonlit snow --chaos 20 --version 6.1", negativePrompt: "text" });
    expect(prompt).toMatch(/^a fox, .*moonlit snow --ar 1:1 --stylize 500 --no text --chaos 20 --version 6\.1$/);
  });
});

describe("Stable Diffusion", () => {
  it("weights the key terms and puts the negative prompt and the settings on their own lines", () => {
    const lines = compose("stable-diffusion", rich).split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\(a lighthouse on a sea cliff:1\.2\), \(watercolor painting:1\.2\), soft washes/);
    expect(lines[0]).toContain("(in the style of Studio Ghibli:1.1)");
    expect(lines[1]).toBe("Negative prompt: text, watermark");
    expect(lines[2]).toBe("Size: 1344x768, Batch size: 4");
  });

  it("leaves the negative line out when there is none, and never breaks user brackets with weights", () => {
    const prompt = compose("stable-diffusion", { prompt: "(masterpiece:1.3), a fox" });
    expect(prompt).not.toContain("Negative prompt");
    expect(prompt.startsWith("(masterpiece:1.3), a fox, ")).toBe(true);
    expectCleanPrompt(prompt);
  });

  it.each([
    ["1024x1024", "square", "Size: 1024x1024, Batch size: 1"],
    ["1024x1024", "landscape", "Size: 1344x768, Batch size: 1"],
    ["1024x1024", "portrait", "Size: 768x1344, Batch size: 1"],
    ["1024x1024", "ultra-wide", "Size: 1536x640, Batch size: 1"],
    ["512x512", "landscape", "Size: 1344x768, Batch size: 1"],
    ["1920x1080", "landscape", "Size: 1344x768, Batch size: 1, Hires resize: 1920x1080"],
    ["1920x1080", "portrait", "Size: 768x1344, Batch size: 1, Hires resize: 1080x1920"],
    ["3840x2160", "square", "Size: 1024x1024, Batch size: 1, Hires resize: 2880x2880"],
    ["", "ultra-wide", "Size: 1536x640, Batch size: 1"],
    ["1920x1080", "", "Size: 1344x768, Batch size: 1, Hires resize: 1920x1080"],
    ["", "", "Size: 1024x1024, Batch size: 1"],
  ])("renders %s at %s with '%s'", (resolution, aspectRatio, settings) => {
    expect(compose("stable-diffusion", { resolution, aspectRatio }).split("\n").pop()).toBe(settings);
  });

  it("picks the SDXL size nearest a custom shape", () => {
    expect(compose("stable-diffusion", { aspectRatio: "other", customAspectRatio: "3:2" })).toContain("Size: 1216x832,");
    expect(compose("stable-diffusion", { aspectRatio: "other", customAspectRatio: "4:5" })).toContain("Size: 896x1152,");
  });

  it.each(IMAGE_COUNTS)("batches %s images", (n) => {
    expect(compose("stable-diffusion", { numberOfImages: n })).toContain(`Batch size: ${n}`);
  });

  it("puts BREAK between chunks once the prompt passes 75 tokens, and not before", () => {
    expect(compose("stable-diffusion", { prompt: "a fox" })).not.toContain("BREAK");
    const long = compose("stable-diffusion", { ...rich, textureDescription: "weathered stone, peeling paint, salt crust", background: "outer-space", effects: "film-grain", perspective: "wide-angle" });
    const chunks = long.split("\n")[0]!.split(" BREAK ");
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(clipTokens(chunk)).toBeLessThanOrEqual(CLIP_CHUNK_TOKENS);
  });
});

describe("DALL·E 3 and gpt-image", () => {
  it("writes one paragraph: scene, subject, details, then constraints with exclusions as 'no …'", () => {
    const prompt = compose("dalle", rich);
    expect(prompt).not.toContain("\n");
    expect(prompt).not.toMatch(/--|:\d+\.\d+\)|^\w[\w ]*:/);
    expect(prompt).toMatch(/^The scene is lit by dramatic cinematic lighting and has a dark and moody atmosphere\. A lighthouse on a sea cliff, rendered as a watercolor painting/);
    expect(prompt).toMatch(/No text, no watermark\. DALL·E 3 makes one image per request: make 4 separate requests with this prompt\.$/);
    expectCleanPrompt(prompt);
  });

  it.each([
    ["dalle", "square", "1024x1024", "Make it a square (1:1) image at 1024x1024 pixels."],
    ["dalle", "landscape", "1024x1024", "Make it a wide landscape (16:9) image at 1792x1024 pixels, the nearest size DALL·E 3 renders to the requested 1024x1024."],
    ["dalle", "portrait", "", "Make it a tall portrait (9:16) image at 1024x1792 pixels."],
    ["dalle", "ultra-wide", "", "Make it an ultra-wide (21:9) panoramic image, rendered at 1792x1024 pixels, the nearest size DALL·E 3 renders for this shape."],
    ["gpt-image", "ultra-wide", "1920x1080", "Make it an ultra-wide (21:9) panoramic image, rendered at 1536x1024 pixels, the nearest size gpt-image-1 renders to the requested 1920x1080 (HD)."],
    ["gpt-image", "", "512x512", "Make it a 1024x1024-pixel image, the nearest size gpt-image-1 renders to the requested 512x512."],
  ])("%s at %s and %s says: %s", (target, aspectRatio, resolution, words) => {
    expect(compose(target, { aspectRatio, resolution })).toContain(words);
  });

  it("asks for one image per request, never for variations", () => {
    expect(compose("gpt-image", { numberOfImages: 1 })).not.toMatch(/request|variation/);
    expect(compose("gpt-image", { numberOfImages: 8 })).toMatch(/gpt-image-1 makes one image per request: make 8 separate requests with this prompt\.$/);
  });

  it("asks for literal text in quotes to be spelled as written", () => {
    expect(compose("dalle", { prompt: 'a shop sign reading "OPEN LATE"' })).toContain('Spell the text "OPEN LATE" exactly as written.');
  });

  it("says nothing about the frame when neither resolution nor aspect ratio is set", () => {
    expect(compose("dalle", { resolution: "", aspectRatio: "" })).not.toMatch(/Make it|pixels|resolution/);
  });
});

describe("Flux", () => {
  it("folds the exclusions into the description, with no negative field", () => {
    const prompt = compose("flux", rich);
    expect(prompt).toContain("The image is free of text and watermark.");
    expect(prompt).not.toMatch(/Negative|--no|No text/);
    expect(prompt).toContain("Make it a wide landscape (16:9) image at 1344x768 pixels.");
    expect(prompt).toMatch(/Flux makes one image per request: make 4 separate requests with this prompt\.$/);
  });

  it("keeps a size within 1440 pixels in multiples of 32", () => {
    expect(compose("flux", { resolution: "3840x2160", aspectRatio: "landscape" })).toContain("at 1440x800 pixels, the nearest size Flux renders to the requested 3840x2160 (4K).");
  });
});

describe("Generic", () => {
  it("writes one labelled line per set field", () => {
    const prompt = compose("generic", rich);
    for (const line of prompt.split("\n")) expect(line).toMatch(/^[A-Z][a-z]+( [a-z]+)*: \S/);
    expect(prompt.split("\n")[0]).toBe("Subject: a lighthouse on a sea cliff");
    expect(prompt).toContain("Style: watercolor painting (soft washes, bleeding edges, textured paper)");
    expect(prompt).toContain("Negative prompt: text, watermark");
    expectCleanPrompt(prompt);
  });

  it.each(RESOLUTION_OPTIONS.map((o) => [o.value, o.label]))("shows resolution %s as %s at its own shape", (resolution, label) => {
    expect(compose("generic", { resolution, aspectRatio: "" })).toContain(`Resolution: ${label}\n`);
  });

  it("never states a resolution whose shape contradicts the aspect ratio: the size follows the aspect", () => {
    const prompt = compose("generic", { resolution: "1024x1024", aspectRatio: "ultra-wide" });
    expect(prompt).toContain("Aspect ratio: Ultra-wide (21:9)\nResolution: 1536x640, the pixel count of 1024x1024 at 21:9\n");
    expect(compose("generic", { resolution: "1920x1080", aspectRatio: "landscape" })).toContain("Resolution: 1920x1080 (HD)\n");
  });

  it.each(ASPECT_RATIO_OPTIONS.map((o) => [o.value, o.label]))("shows aspect ratio %s as %s", (aspectRatio, label) => {
    expect(compose("generic", { aspectRatio })).toContain(`Aspect ratio: ${label}\n`);
  });

  it.each(IMAGE_COUNTS)("shows %s images", (n) => {
    expect(compose("generic", { numberOfImages: n })).toContain(`Number of images: ${n}`);
  });

  it("shows custom technical settings as typed, and leaves unset ones out", () => {
    const prompt = compose("generic", { resolution: "other", customResolution: "4K", aspectRatio: "other", customAspectRatio: "cinematic" });
    expect(prompt).toContain("Resolution: 4K");
    expect(prompt).toContain("Aspect ratio: cinematic");
    expect(compose("generic", { resolution: "", aspectRatio: "" })).not.toMatch(/Resolution|Aspect/);
  });

  it("is the target when none is chosen", () => {
    expect(compose("", rich)).toBe(compose("generic", rich));
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
