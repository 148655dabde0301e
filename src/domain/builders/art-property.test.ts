/**
 * Random art forms (seeded, so every run draws the same ones) through every target: each chosen value is
 * said, nothing empty or internal leaks out, and the prompt has its target's syntax.
 */
import { describe, expect, it } from "vitest";
import { frameOf } from "./art-frame";
import { ASPECT_RATIO_OPTIONS, IMAGE_COUNTS, RESOLUTION_OPTIONS, TARGET_OPTIONS, type ArtOption } from "./art-options";
import { clipTokens, CLIP_CHUNK_TOKENS, DALLE3_SIZES, GPT_IMAGE_SIZES, SDXL_SIZES } from "./art-targets";
import { composeArtPrompt } from "./compose-art";
import { detailBand } from "./sliders";
import { artRequest, DESCRIPTIVE_ART_FIELDS as DESCRIPTIVE, expectCleanPrompt, seededRandom } from "./test-support";

const CUSTOM_TEXTS = ["copper filigree", "candle smoke", "Ansel Adams", "a worm's-eye view", "muted teal"];
const SUBJECTS = ["", "a red fox asleep in fresh snow", 'a bakery window with a sign reading "FRESH BREAD"', "an astronaut tending a rooftop garden"];
const FREE_TEXTS = ["", "soft fur and powdery snow", "weathered brass"];
const NEGATIVES = ["", "text\nwatermark", "blurry, extra fingers", "people"];
const NATURAL = ["dalle", "gpt-image", "flux"];
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
  const option = (field.options as readonly ArtOption[]).find((o) => o.value === value)!;
  return NATURAL.includes(target) ? (option.prose ?? option.term) : option.term;
}

const sizeOf = (text: string) => {
  const [w, h] = text.split("x").map(Number);
  return { width: w!, height: h! };
};
const sizeIn = (list: readonly { width: number; height: number }[], text: string) => list.some((s) => `${s.width}x${s.height}` === text);

function expectTargetSyntax(target: string, prompt: string, form: Form): void {
  const request = artRequest(form);
  const frame = frameOf(request);
  const count = request.numberOfImages;
  if (target === "generic") {
    for (const line of prompt.split("\n")) expect(line).toMatch(/^[A-Z][a-z]+( [a-z]+)*: \S/);
    expect(prompt).toContain(`Number of images: ${count}`);
    if (frame.aspectText) expect(prompt).toContain(`Aspect ratio: ${frame.aspectText}`);
    if (frame.resolutionText) expect(prompt).toMatch(new RegExp(`Resolution: .*${frame.resolutionText.replace(/[()]/g, "\\$&")}`));
  } else if (target.startsWith("midjourney")) {
    expect(prompt).not.toContain("\n");
    const params = prompt.slice(prompt.indexOf(" --"));
    expect(prompt.slice(0, prompt.indexOf(" --"))).not.toContain("--");
    expect(params).toMatch(/^( --(ar \d+:\d+|stylize \d+|chaos \d+|repeat \d+|no [^-]+|v (7|6\.1)))+$/);
    expect(params).toContain(target === "midjourney" ? "--v 7" : "--v 6.1");
    const stylize = Number(/--stylize (\d+)/.exec(params)![1]);
    expect(stylize).toBe(Math.round(request.detailLevel * 1000));
    if (frame.ratio) expect(params).toContain(`--ar ${frame.ratio}`);
    expect(prompt).not.toMatch(/\d{3,}x\d{3,}|pixels/);
    if (target === "midjourney") expect(prompt).not.toContain("::");
  } else if (target === "stable-diffusion") {
    const lines = prompt.split("\n");
    const settings = lines.pop()!;
    expect(settings).toMatch(/^Size: \d+x\d+, Batch size: \d(, Hires resize: \d+x\d+)?$/);
    expect(sizeIn(SDXL_SIZES, /Size: (\d+x\d+)/.exec(settings)![1]!)).toBe(true);
    expect(settings).toContain(`Batch size: ${count}`);
    const hires = /Hires resize: (\d+x\d+)/.exec(settings)?.[1];
    if (hires) expect(hires).toBe(frame.size);
    if (lines.length === 2) expect(lines[1]).toMatch(/^Negative prompt: \S/);
    for (const chunk of lines[0]!.split(" BREAK ")) expect(clipTokens(chunk)).toBeLessThanOrEqual(CLIP_CHUNK_TOKENS);
    expect(lines[0]!.split("(").length).toBe(lines[0]!.split(")").length);
  } else {
    expect(prompt).not.toContain("\n");
    expect(prompt).not.toMatch(/--|\([^()]*[a-z][^()]*:\d+(\.\d+)?\)|Negative prompt/);
    expect(prompt.endsWith(".")).toBe(true);
    const size = /at (\d+x\d+) pixels/.exec(prompt)?.[1] ?? /a (\d+x\d+)-pixel image/.exec(prompt)?.[1];
    if (frame.shape || frame.sizeChosen) expect(size).toBeDefined();
    if (size && target === "dalle") expect(sizeIn(DALLE3_SIZES, size)).toBe(true);
    if (size && target === "gpt-image") expect(sizeIn(GPT_IMAGE_SIZES, size)).toBe(true);
    if (size && target === "flux") {
      const s = sizeOf(size);
      expect([s.width % 32, s.height % 32, Math.max(s.width, s.height) <= 1440 ? 0 : 1]).toEqual([0, 0, 0]);
    }
    if (frame.aspectProse) expect(prompt).toContain(frame.aspectProse);
    if (count > 1) expect(prompt).toContain(`make ${count} separate requests`);
    else expect(prompt).not.toContain("separate requests");
  }
}

describe.each(TARGET_OPTIONS.map((t) => t.value))("%s over random forms", (target) => {
  const rng = seededRandom(17);
  const forms = Array.from({ length: FORMS }, () => randomForm(rng));

  it("says every chosen value, leaks nothing empty or internal, and writes its target's syntax", () => {
    for (const form of forms) {
      const full = { ...form, target };
      const prompt = composeArtPrompt(artRequest(full)).prompt;
      expectCleanPrompt(prompt);
      const lower = prompt.toLowerCase();
      for (const field of DESCRIPTIVE) {
        const words = wordsFor(target, field, form);
        if (words !== undefined) expect(lower, `${field.name} in\n${prompt}`).toContain(words.toLowerCase());
      }
      const band = detailBand(artRequest(full).detailLevel);
      expect(prompt).toContain(target === "generic" ? band.label : NATURAL.includes(target) ? band.prose : band.terms);
      for (const text of [form.textureDescription, form.additionalCustomization] as string[]) if (text) expect(lower).toContain(text);
      if (form.prompt) expect(prompt).toContain((form.prompt as string).slice(1));
      expectTargetSyntax(target, prompt, full);
    }
  });

  it("writes the same prompt for the same form", () => {
    for (const form of forms.slice(0, 20)) {
      const request = artRequest({ ...form, target });
      expect(composeArtPrompt(structuredClone(request)).prompt).toBe(composeArtPrompt(request).prompt);
    }
  });
});
