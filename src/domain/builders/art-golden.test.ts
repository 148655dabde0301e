/**
 * Golden prompts: one rich form, the exact prompt for each target. A change here is a change every user
 * sees; read the new prompt as its tool would before updating it.
 */
import { describe, expect, it } from "vitest";
import { composeArtPrompt } from "./compose-art";
import { artRequest } from "./test-support";

const RICH_FORM = {
  prompt: 'a lighthouse on a sea cliff with a sign reading "KEEP OUT"',
  styleAndMedium: "watercolor",
  moodAndTheme: "dark-moody",
  lighting: "dramatic-cinematic",
  artistInspiration: "studio-ghibli",
  perspective: "wide-angle",
  colorPalette: "cool-tones",
  composition: "rule-of-thirds",
  background: "outer-space",
  effects: "film-grain",
  textureDescription: "rough paper",
  aspectRatio: "ultra-wide",
  resolution: "1920x1080",
  detailLevel: 0.7,
  negativePrompt: "text\nwatermark.",
  numberOfImages: 4,
  additionalCustomization: "seagulls overhead",
};

const GOLDEN: Record<string, string> = {
  generic: `Subject: a lighthouse on a sea cliff with a sign reading "KEEP OUT"
Composition: rule of thirds composition
Style: watercolor painting (soft washes, bleeding edges, textured paper)
Mood: dark and moody
Lighting: dramatic cinematic lighting
Color palette: cool tones
Perspective: wide-angle shot
Detail level: High Detail (highly detailed, crisp textures, sharp focus)
Texture: rough paper
Background: outer space background
Effects: film grain
Artist inspiration: Studio Ghibli
Additional details: seagulls overhead
Aspect ratio: Ultra-wide (21:9)
Resolution: 2176x960, the pixel count of 1920x1080 (HD) at 21:9
Number of images: 4
Negative prompt: text, watermark`,
  midjourney: `a lighthouse on a sea cliff with a sign reading "KEEP OUT", rule of thirds composition, watercolor painting, soft washes, bleeding edges, textured paper, dark and moody, dramatic cinematic lighting, cool tones, wide-angle shot, highly detailed, crisp textures, sharp focus, rough paper, outer space background, film grain, in the style of Studio Ghibli, seagulls overhead --ar 21:9 --stylize 700 --chaos 25 --no text, watermark --v 7`,
  "midjourney-v6": `a lighthouse on a sea cliff with a sign reading "KEEP OUT", rule of thirds composition, watercolor painting, soft washes, bleeding edges, textured paper, dark and moody, dramatic cinematic lighting, cool tones, wide-angle shot, highly detailed, crisp textures, sharp focus, rough paper, outer space background, film grain, in the style of Studio Ghibli, seagulls overhead --ar 21:9 --stylize 700 --chaos 25 --no text, watermark --v 6.1`,
  "stable-diffusion": `(a lighthouse on a sea cliff with a sign reading "KEEP OUT":1.2), rule of thirds composition, (watercolor painting:1.2), soft washes, bleeding edges, textured paper, dark and moody, dramatic cinematic lighting, cool tones, wide-angle shot, highly detailed, crisp textures, sharp focus BREAK rough paper, outer space background, film grain, (in the style of Studio Ghibli:1.1), seagulls overhead
Negative prompt: text, watermark
Size: 1536x640, Batch size: 4, Hires resize: 2176x960`,
  dalle: `The scene is set in outer space among stars and nebulae, is lit by dramatic cinematic lighting and has a dark and moody atmosphere. A lighthouse on a sea cliff with a sign reading "KEEP OUT", composed with the subject placed on the rule of thirds, rendered as a watercolor painting with soft washes, bleeding edges and textured paper. Framed as a wide-angle shot, with high detail, crisp textures and sharp focus. Use a palette of cool tones. Emphasize textures such as rough paper. Finish it with film grain. Draw inspiration from the style of Studio Ghibli. Seagulls overhead. Spell the text "KEEP OUT" exactly as written. Make it an ultra-wide (21:9) panoramic image, rendered at 1792x1024 pixels, the nearest size DALL·E 3 renders to the requested 1920x1080 (HD). No text, no watermark. DALL·E 3 makes one image per request: make 4 separate requests with this prompt.`,
  "gpt-image": `The scene is set in outer space among stars and nebulae, is lit by dramatic cinematic lighting and has a dark and moody atmosphere. A lighthouse on a sea cliff with a sign reading "KEEP OUT", composed with the subject placed on the rule of thirds, rendered as a watercolor painting with soft washes, bleeding edges and textured paper. Framed as a wide-angle shot, with high detail, crisp textures and sharp focus. Use a palette of cool tones. Emphasize textures such as rough paper. Finish it with film grain. Draw inspiration from the style of Studio Ghibli. Seagulls overhead. Spell the text "KEEP OUT" exactly as written. Make it an ultra-wide (21:9) panoramic image, rendered at 1536x1024 pixels, the nearest size gpt-image-1 renders to the requested 1920x1080 (HD). No text, no watermark. gpt-image-1 makes one image per request: make 4 separate requests with this prompt.`,
  flux: `The scene is set in outer space among stars and nebulae, is lit by dramatic cinematic lighting and has a dark and moody atmosphere. A lighthouse on a sea cliff with a sign reading "KEEP OUT", composed with the subject placed on the rule of thirds, rendered as a watercolor painting with soft washes, bleeding edges and textured paper. Framed as a wide-angle shot, with high detail, crisp textures and sharp focus. Use a palette of cool tones. Emphasize textures such as rough paper. Finish it with film grain. Draw inspiration from the style of Studio Ghibli. Seagulls overhead. The image is free of text and watermark. Spell the text "KEEP OUT" exactly as written. Make it an ultra-wide (21:9) panoramic image, rendered at 1440x640 pixels, the nearest size Flux renders to the requested 1920x1080 (HD). Flux makes one image per request: make 4 separate requests with this prompt.`,
};

describe("golden art prompts for a rich form", () => {
  it.each(Object.entries(GOLDEN))("%s", (target, expected) => {
    expect(composeArtPrompt(artRequest({ ...RICH_FORM, target })).prompt).toBe(expected);
  });
});
