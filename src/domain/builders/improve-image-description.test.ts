/**
 * Image Improve: exclusions never dropped, tag lists said as sentences in the order subject, action, setting,
 * light and camera, instructions to draw said as descriptions, and quality tags treated alike across targets.
 */
import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import type { ImproveTarget } from "./improve-options";

const improve = (prompt: string, target: ImproveTarget) => improvePrompt({ prompt, target, focus: [] });

describe("Improve (image): exclusions never dropped", () => {
  it("says 'no humans' and 'no dogs' beside animals as the animals being the only figures", () => {
    for (const target of ["dalle", "gpt-image", "flux"] as const) {
      expect(improve("three owls on a branch, no humans, no cats", target).prompt).toMatch(/^Three owls on a branch, with the owls as the only figures in the scene\./);
    }
    expect(improve("a horse in a field at dawn, no people", "dalle").prompt).not.toContain("only figure in the scene. Leave out");
    expect(improve("a girl walking her dog on a beach, no people", "dalle").prompt).not.toMatch(/the dog as the only/);
  });

  it("ends a DALL·E or gpt-image-1 prompt with one closing sentence for what has no positive form; on Flux, a note citing Black Forest Labs", () => {
    expect(improve("a lighthouse on a cliff, storm clouds, no umbrella, no boats", "dalle").prompt).toMatch(/\. Leave out umbrellas and boats\.$/);
    expect(improve("a lighthouse on a cliff, no boats", "gpt-image").prompt).toMatch(/\. Leave out boats\.$/);
    const flux = improve("a lighthouse on a cliff, no boats", "flux");
    expect(flux.prompt).not.toMatch(/boats/);
    expect(flux.notes.join(" ")).toMatch(/"boats" left out of the prompt.*Black Forest Labs/);
  });

  it("reads its own closing sentence back: improving again changes nothing", () => {
    const once = improve("a lighthouse on a cliff, no boats, without any text", "dalle").prompt;
    expect(improve(once, "dalle").prompt).toBe(once);
  });
});

describe("Improve (image): tag lists as sentences", () => {
  it.each(["flux", "dalle", "gpt-image", "generic"] as const)("%s: subject, action, setting, light and lens, in that order, filler dropped", (target) => {
    const out = improve("cinematic shot, man in grey coat, running, city street, night, neon, rain, bokeh, 35mm, highly detailed, 8k", target).prompt;
    expect(out).toMatch(/^A cinematic shot of a man in a grey coat running on a city street in the rain at night, lit by neon, with intricate fine detail, shot on a 35mm lens with bokeh\./);
    expect(out).not.toMatch(/highly detailed|8k/);
  });

  it("keeps a place named first as the subject unless a figure follows, gives an object its article, and a matte painting its medium", () => {
    expect(improve("fantasy castle, floating island, waterfalls, sunset, epic, matte painting, artstation, 4k", "flux").prompt).toMatch(/^A matte painting of a fantasy castle on a floating island at sunset/);
    expect(improve("portrait, old sailor, smoking pipe, harbor, golden hour, 50mm, f/1.8", "gpt-image").prompt).toBe(
      "A portrait of an old sailor smoking a pipe in a harbor at golden hour, shot on a 50mm lens at f/1.8.",
    );
    expect(improve("tokyo street, woman in red coat, walking, night", "dalle").prompt).toMatch(/^A woman in a red coat walking on a Tokyo street at night\./);
  });

  it("says an instruction to draw, and 'make it look like', as a description", () => {
    const out = improve("Draw 3 dogs chasing a ball in a park, make it look like a children's book illustration", "dalle");
    expect(out.prompt).toMatch(/^Three dogs chasing a ball in a park, in the style of a children's book illustration\./);
    expect(out.notes.join(" ")).toContain('"Draw" taken out');
    expect(improve("Create a red fox in the snow, oil painting", "flux").prompt).not.toMatch(/^Create/i);
    expect(improve("Paint a lighthouse in a storm, make it look dramatic, no boats", "flux").prompt).toBe("A lighthouse in a storm, dramatic.");
    // The request goes, the medium it names stays.
    expect(improve("Generate a photo of a red fox in the snow", "gpt-image").prompt).toBe("A photo of a red fox in the snow.");
  });

  it("says a garment as worn and any named light as the light", () => {
    expect(improve("woman, red dress, dancing, ballroom, chandelier light, 35mm, film grain", "dalle").prompt).toBe(
      "A woman in a red dress dancing in a ballroom, in chandelier light, shot on a 35mm lens with film grain.",
    );
  });
});

describe("Improve (image): quality tags on SDXL", () => {
  it("drops quality and site tags when nothing shows a tag-style checkpoint", () => {
    const out = improve("a lighthouse at dusk, masterpiece, best quality, 8k, trending on artstation", "stable-diffusion");
    expect(out.prompt).toBe("a lighthouse at dusk");
    expect(out.notes[0]).toMatch(/dropped: SDXL needs no list of quality qualifiers/);
  });

  it("keeps a tag-style checkpoint's quality words beside Danbooru tags, and drops SD 1.5's resolution tags", () => {
    const out = improve("masterpiece, best quality, 1girl, solo, red hair, 8k, trending on artstation", "stable-diffusion");
    expect(out.prompt).toBe("masterpiece, best quality, 1girl, solo, red hair");
    expect(out.notes[0]).toMatch(/^"8k" and "trending on artstation" dropped: .*"masterpiece" and "best quality" stay/);
  });
});
