/**
 * Image Improve over the classes a reviewer found left as tag soup: a tag list said as a sentence for targets that
 * read sentences, one medium kept, filler dropped (quality weights capped on SDXL), shape words inside a term.
 */
import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import type { ImproveTarget } from "./improve-options";
import { describeChanges } from "./improve-changes";

const improve = (prompt: string, target: ImproveTarget) => improvePrompt({ prompt, target, focus: [] });

describe("improving an image prompt, by class", () => {
  it.each([
    ["dalle", "logo, cat, minimal, vector, --no text", "A minimal vector logo of a cat, a symbol-only mark."],
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

describe("improving an image prompt: counts, ratios, filler and exclusions, by class", () => {
  it.each([
    ["dalle", "a cozy cafe interior, 4 versions, warm morning light", { n: 1 }, /send the prompt 4 times/],
    ["gpt-image", "a red fox in the snow, four variations", { n: 4 }, /set as n: 4/],
    ["stable-diffusion", "a forest path in autumn, 3 images", { batch_size: 3 }, /set as batch_size: 3/],
    ["flux", "Create 2 versions of a lighthouse at dusk", {}, /send the prompt 2 times/],
    ["midjourney", "a knight on a horse, four variations", {}, /four images for each prompt/],
  ] as const)("%s: a count is a request setting or a note, never prompt text: %s", (target, prompt, parameters, note) => {
    const out = improve(prompt, target);
    expect(out.prompt).not.toMatch(/\b(4|four|3|2) (versions|variations|images)\b|\bcreate\b/i);
    expect(out.parameters).toMatchObject(parameters);
    expect(out.notes.join(" ")).toMatch(note);
  });

  it("keeps a Midjourney --ar as written when it is legal, and writes a decimal one in whole numbers", () => {
    expect(improve("neon city street at night, rain --ar 21:9", "midjourney").prompt).toBe("neon city street at night, rain --ar 21:9 --v 7");
    expect(improve("a lighthouse --ar 16:10", "midjourney-v6").prompt).toBe("a lighthouse --ar 16:10 --v 6.1");
    expect(improve("a knight on a horse --ar 1.85:1", "midjourney").prompt).toBe("a knight on a horse --ar 37:20 --v 7");
  });

  it.each([
    ["dalle", "hyperrealistic 8k photo of a golden retriever surfing, trending on artstation", "A photo of a golden retriever surfing."],
    ["gpt-image", "a red fox in the snow, 8k uhd, ultra detailed masterpiece", "A red fox in the snow."],
    ["flux", "masterpiece portrait of an old fisherman, best quality", "A portrait of an old fisherman."],
    ["dalle", "A photo of a red barn in a wheat field, shot on 35mm, 8k resolution.", "A photo of a red barn in a wheat field, shot on 35mm."],
    ["midjourney", "a samurai in the rain, masterpiece, best quality, ultra detailed, 8k --ar 16:9", "a samurai in the rain, intricate fine detail --ar 16:9 --v 7"],
  ] as const)("%s: quality filler goes, inside a term as well as alone: %s", (target, prompt, expected) => {
    expect(improve(prompt, target).prompt).toBe(expected);
  });

  it.each([
    ["dalle", "a cozy cafe interior in the morning, no people", "An empty cozy cafe interior in the morning."],
    ["flux", "a city street at night in the rain, no people, no cars", "An empty city street at night in the rain."],
    ["gpt-image", "a samurai standing in a bamboo forest, no people", "A samurai standing in a bamboo forest, the only figure in the scene."],
    ["dalle", "logo, cat, minimal, vector, --no text", "A minimal vector logo of a cat, a symbol-only mark."],
    ["gpt-image", "a minimalist poster for a jazz festival, no text", "A minimalist poster for a jazz festival, told in imagery alone."],
    ["generic", "a quiet library interior, not blurry", "A quiet library interior, in sharp focus."],
  ] as const)("%s: an exclusion is written as what is there, never as a bare negation: %s", (target, prompt, expected) => {
    const out = improve(prompt, target);
    expect(out.prompt).toBe(expected);
    expect(out.prompt).not.toMatch(/(^|[.,]\s*)(no|not|nothing|without)\b/i);
  });

  it("continues a description's own 'with' list, gives a kind of image its article, and reads the thing in 'background clutter'", () => {
    expect(improve("portrait of a young woman with red hair, no makeup, no jewelry, not blurry", "flux").prompt).toBe(
      "A portrait of a young woman with red hair, fresh unadorned skin and bare ears and neck, in sharp focus.",
    );
    expect(improve("product photo of a leather wallet on a wooden table, no background clutter", "gpt-image").prompt).toBe(
      "A product photo of a leather wallet on a wooden table, with a plain, uncluttered background.",
    );
  });

  it("reads negative-prompt tags pasted among the terms ('lowres', 'bad anatomy') as exclusions, for every target", () => {
    const sd = improve("masterpiece, a cozy cottage in the woods, lowres, bad anatomy", "stable-diffusion");
    // No tag-style checkpoint in sight: SDXL needs no "masterpiece".
    expect(sd.prompt).toBe("a cozy cottage in the woods");
    expect(sd.negativePrompt).toBe("lowres, bad anatomy");
    expect(improve("a knight in armor, bad anatomy, lowres", "midjourney").prompt).toBe("a knight in armor --v 7 --no bad anatomy, lowres");
    expect(improve("a knight in armor, bad anatomy, lowres", "dalle").prompt).toBe("A knight in armor, with natural proportions.");
  });

  it("reads an exclusion said as a sentence ('Make sure there are no people.', 'Do not include any text.') as one", () => {
    const out = improve("A watercolor painting of a fox in a snowy forest. Make sure there are no people. Do not include any text.", "dalle");
    expect(out.prompt).toBe("A watercolor painting of a fox in an empty snowy forest. Leave out any text.");
    expect(out.notes.join(" ")).toMatch(/"text" said in one closing sentence \("Leave out any text\."\)/);
    expect(improve("a harbor at dawn. There should be no boats or people.", "stable-diffusion").negativePrompt).toBe("boats, people");
  });

  it("writes a prompt written in sentences in sentences again, and gives a name no article", () => {
    expect(improve("A watercolor painting of a fox. It is sitting in the snow under a pine tree. Soft morning light. 4 variations please.", "dalle").prompt).toBe(
      "A watercolor painting of a fox. It is sitting in the snow under a pine tree. Soft morning light.",
    );
    expect(improve("Photo of a chef plating a dessert. Shallow depth of field.", "flux").prompt).toBe("A photo of a chef plating a dessert. Shallow depth of field.");
    expect(improve("Paris at night, Eiffel Tower lit up, rain on the streets", "gpt-image").prompt).toBe("Paris at night, Eiffel Tower lit up, rain on the streets.");
  });

  it("says an exclusion with no clear positive form in one closing sentence on DALL·E, in a note on Flux, and keeps --no and the negative prompt elsewhere", () => {
    const dalle = improve("a beach at sunset, no boats", "dalle");
    expect(dalle.prompt).toBe("A beach at sunset. Leave out boats.");
    expect(dalle.notes.join(" ")).toMatch(/"boats" said in one closing sentence \("Leave out boats\."\): DALL·E 3 has no negative prompt/);
    expect(describeChanges("a beach at sunset, no boats", dalle, "dalle").map((c) => c.what)).toContain('Exclusions said in one closing sentence: "boats"');
    const flux = improve("a beach at sunset, no boats", "flux");
    expect(flux.prompt).toBe("A beach at sunset.");
    expect(flux.notes.join(" ")).toMatch(/"boats" left out of the prompt: Flux has no negative prompt.*Black Forest Labs/);
    expect(improve("a beach at sunset, no boats", "midjourney").prompt).toBe("a beach at sunset --v 7 --no boats");
    expect(improve("a beach at sunset, no boats", "stable-diffusion").negativePrompt).toBe("boats");
  });
});

describe("SDXL: the author's detail ask and settings", () => {
  it("keeps 'highly detailed' and 'ultra detailed', and invents no steps, CFG, sampler or scheduler", () => {
    const out = improve("a cat astronaut floating in space, digital art, highly detailed, ultra detailed, 8k, earth in background", "stable-diffusion");
    expect(out.prompt).toMatch(/highly detailed/);
    expect(out.prompt).toMatch(/ultra detailed/);
    expect(out.prompt).not.toMatch(/8k/);
    expect(out.parameters).toEqual({ width: 1024, height: 1024 });
    const given = improve("a cat astronaut, digital art\nSteps: 25, Sampler: Euler a, CFG scale: 6", "stable-diffusion");
    expect(given.parameters).toMatchObject({ steps: 25, cfg_scale: 6 });
    expect(given.parameters).not.toHaveProperty("scheduler");
  });
});

describe("praise of the image goes like the lone word", () => {
  it.each(["midjourney", "flux"] as const)("%s: 'beautiful portrait of' loses 'beautiful'; 'beautiful woman' keeps it", (target) => {
    const out = improve("beautiful portrait of an old samurai, scarred face, masterpiece", target);
    expect(out.prompt).not.toMatch(/beautiful/i);
    expect(out.notes.join(" ")).toMatch(/"beautiful" dropped: praise/);
    expect(improve("beautiful woman, portrait, oil painting", target).prompt).toMatch(/beautiful woman/i);
  });
});
