import { describe, expect, it } from "vitest";
import { fitSize, ratioText } from "./art-frame";
import { ASPECT_RATIO_OPTIONS, IMAGE_COUNTS, RESOLUTION_OPTIONS } from "./art-options";
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
  it("writes one line of terms followed by --ar, --stylize and --no", () => {
    const prompt = compose("midjourney", rich);
    expect(prompt).not.toContain("\n");
    expect(prompt).toMatch(/^a lighthouse on a sea cliff, watercolor painting, .* in the style of Studio Ghibli --ar 16:9 --stylize 700 --no text, watermark$/);
    expectCleanPrompt(prompt);
  });

  it.each([
    ["square", "1:1"],
    ["portrait", "9:16"],
    ["landscape", "16:9"],
    ["ultra-wide", "21:9"],
  ])("gives %s as --ar %s", (aspectRatio, ar) => {
    expect(compose("midjourney", { aspectRatio })).toContain(` --ar ${ar} `);
  });

  it("derives --stylize from the detail level", () => {
    expect(compose("midjourney", { detailLevel: 0 })).toContain("--stylize 0");
    expect(compose("midjourney", { detailLevel: 0.1 + 0.2 })).toContain("--stylize 300");
    expect(compose("midjourney", { detailLevel: 1 })).toContain("--stylize 1000");
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

  it("has no size or count parameter, so it leaves resolution and number of images out", () => {
    const prompt = compose("midjourney", { resolution: "3840x2160", numberOfImages: 8 });
    expect(prompt).not.toMatch(/3840|2160|\b8\b|variations|batch/i);
  });

  it("moves parameters the user typed to the end", () => {
    const prompt = compose("midjourney", { prompt: "a fox", additionalCustomization: "moonlit snow --chaos 20 --v 6.1", negativePrompt: "text" });
    expect(prompt).toMatch(/^a fox, .*moonlit snow --ar 1:1 --stylize 500 --no text --chaos 20 --v 6\.1$/);
  });
});

describe("Stable Diffusion", () => {
  it("weights the key terms and puts the negative prompt on its own line", () => {
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
    ["1024x1024", "square", "1024x1024"],
    ["1024x1024", "landscape", "1344x768"],
    ["1024x1024", "portrait", "768x1344"],
    ["1024x1024", "ultra-wide", "1536x640"],
    ["512x512", "square", "512x512"],
    ["512x512", "landscape", "704x384"],
    ["1920x1080", "landscape", "1920x1080"],
    ["1920x1080", "portrait", "1080x1920"],
    ["1920x1080", "square", "1472x1472"],
    ["3840x2160", "square", "2880x2880"],
    ["3840x2160", "landscape", "3840x2160"],
    ["", "landscape", "1344x768"],
    ["1920x1080", "", "1920x1080"],
  ])("renders %s at %s as %s", (resolution, aspectRatio, size) => {
    expect(compose("stable-diffusion", { resolution, aspectRatio })).toContain(`Size: ${size},`);
  });

  it("uses custom sizes, and says a custom resolution it cannot read as it is", () => {
    expect(compose("stable-diffusion", { resolution: "other", customResolution: "2048 x 2048" })).toContain("Size: 2048x2048");
    expect(compose("stable-diffusion", { resolution: "other", customResolution: "4K" })).toContain("Size: 4K,");
    expect(compose("stable-diffusion", { resolution: "", aspectRatio: "" }).split("\n").pop()).toBe("Batch size: 1");
  });

  it.each(IMAGE_COUNTS)("batches %s images", (n) => {
    expect(compose("stable-diffusion", { numberOfImages: n })).toMatch(new RegExp(`Batch size: ${n}$`));
  });
});

describe("DALL·E", () => {
  it("writes one flowing paragraph with no labels, weights or parameters", () => {
    const prompt = compose("dalle", rich);
    expect(prompt).not.toContain("\n");
    expect(prompt).not.toMatch(/--|:\d+\.\d+\)|^\w[\w ]*:/);
    expect(prompt).toMatch(/^A lighthouse on a sea cliff, rendered as a watercolor painting with soft washes, bleeding edges and textured paper\. /);
    expect(prompt).toContain("Make it a wide landscape (16:9) image at 1344x768 pixels. Create 4 distinct variations.");
    expect(prompt).toContain("Do not include any of the following: text, watermark.");
    expect(prompt.endsWith(".")).toBe(true);
    expectCleanPrompt(prompt);
  });

  it.each(ASPECT_RATIO_OPTIONS.map((o) => [o.value, o.prose]))("frames %s as %s", (aspectRatio, prose) => {
    expect(compose("dalle", { aspectRatio })).toContain(`Make it ${prose}`);
  });

  it.each([
    ["512x512", "at 512x512 pixels"],
    ["1920x1080", "at 1472x1472 pixels"],
  ])("gives resolution %s %s", (resolution, words) => {
    expect(compose("dalle", { resolution })).toContain(words);
  });

  it("asks for one image or for variations", () => {
    expect(compose("dalle", { numberOfImages: 1 })).toContain("Create a single image.");
    expect(compose("dalle", { numberOfImages: 8 })).toContain("Create 8 distinct variations.");
  });

  it("says nothing about the frame when neither resolution nor aspect ratio is set", () => {
    expect(compose("dalle", { resolution: "", aspectRatio: "" })).not.toMatch(/Make it|pixels|resolution/);
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

  it.each(RESOLUTION_OPTIONS.map((o) => [o.value, o.label]))("shows resolution %s as %s", (resolution, label) => {
    expect(compose("generic", { resolution })).toContain(`Resolution: ${label}\n`);
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

describe("frame arithmetic", () => {
  it("keeps the pixel count at a new shape in multiples of 64", () => {
    expect(fitSize({ width: 1024, height: 1024 }, { width: 16, height: 9 })).toEqual({ width: 1344, height: 768 });
    expect(fitSize({ width: 1920, height: 1080 }, { width: 16, height: 9 })).toEqual({ width: 1920, height: 1080 });
  });

  it("reduces ratios to whole numbers", () => {
    expect(ratioText({ width: 1920, height: 1080 })).toBe("16:9");
    expect(ratioText({ width: 21, height: 9 })).toBe("21:9");
    expect(ratioText({ width: 2048, height: 1024 }, true)).toBe("2:1");
    expect(ratioText({ width: 2.39, height: 1 })).toBe("239:100");
  });
});
