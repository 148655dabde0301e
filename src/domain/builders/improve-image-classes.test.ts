/**
 * Image Improve over the classes a reviewer found left as tag soup: a tag list said as a sentence for targets that
 * read sentences, one medium kept, filler dropped (quality weights capped on SDXL), shape words inside a term.
 */
import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import type { ImproveTarget } from "./improve-options";

const improve = (prompt: string, target: ImproveTarget) => improvePrompt({ prompt, target, focus: [] });

describe("improving an image prompt, by class", () => {
  it.each([
    ["dalle", "logo, cat, minimal, vector, --no text", "A minimal vector logo of a cat. No text."],
    ["flux", "girl, long hair, forest, watercolor, beautiful, 4k", "A watercolor painting of a girl with long hair in a forest."],
    ["gpt-image", "robot, red eyes, city street, night, cinematic", "A robot with red eyes on a city street at night, cinematic."],
    ["generic", "old fisherman, beard, sunset, oil painting, masterpiece", "An oil painting of an old fisherman with a beard at sunset."],
  ] as const)("%s: a tag list becomes a descriptive sentence, filler dropped: %s", (target, prompt, expected) => {
    expect(improve(prompt, target).prompt).toBe(expected);
  });

  it("keeps one medium: render engines beside a photograph go, a photograph on a flat logo goes, each with a note", () => {
    const portrait = improve("woman, portrait, ultra realistic, 8k, octane render, unreal engine --ar 3:4", "midjourney");
    expect(portrait.prompt).toBe("woman, portrait, realistic photograph --ar 3:4 --v 7");
    expect(portrait.notes[0]).toMatch(/^"octane render" and "unreal engine" dropped: the prompt names a photograph/);
    expect(improve("fox, logo, vector, photograph", "dalle").prompt).toBe("A vector logo of a fox.");
  });

  it("drops wallpaper words on SDXL and caps a quality tag's weight at 1.2, keeping the tag", () => {
    const out = improve("a dog in a park (masterpiece:1.4), best quality, 4k wallpaper, no watermark", "stable-diffusion");
    expect(out.prompt).toBe("a dog in a park (masterpiece:1.2), best quality");
    expect(out.negativePrompt).toBe("watermark");
  });

  it("reads an unambiguous shape word inside a term as the shape, but 'portrait' only as a whole term", () => {
    expect(improve("epic dragon over castle widescreen, dramatic", "midjourney").prompt).toBe("epic dragon over castle, dramatic --ar 16:9 --v 7");
    expect(improve("panoramic mountain ridge at dawn", "stable-diffusion").parameters).toMatchObject({ width: 1536, height: 640 });
    expect(improve("portrait of a sailor, oil painting", "midjourney").prompt).toBe("portrait of a sailor, oil painting --v 7");
  });
});
