/**
 * Golden prompts: one rich form, the exact result (prompt, negative prompt, parameters, notes) for each
 * target. A change here is a change every user sees; read the new result as its tool would, and against
 * /work/shared/PROMPT-RUBRIC.md's points, before updating it.
 */
import { describe, expect, it } from "vitest";
import { composeArtPrompt } from "./compose-art";
import type { ComposedPrompt } from "./composed-prompt";
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

const GOLDEN: Record<string, ComposedPrompt> = {
  "midjourney": {
    "prompt": "a lighthouse on a sea cliff with a sign reading \"KEEP OUT\", rule of thirds composition, watercolor painting, dark and moody, dramatic cinematic lighting, cool tones, wide-angle shot, delicate layered washes, fine brush detail, rough paper, outer space background, film grain, in the style of Studio Ghibli, seagulls overhead --ar 21:9 --no watermark --v 7",
    "parameters": {},
    "notes": [
      "\"text\" in Negative Prompt is read as any text besides \"KEEP OUT\", which the subject asks the image to show.",
      "Midjourney takes no pixel size: --ar 21:9 sets the shape, and upscaling the image you pick makes it larger."
    ]
  },
  "stable-diffusion": {
    "prompt": "a lighthouse on a sea cliff with a sign reading \"KEEP OUT\", rule of thirds composition, (watercolor painting:1.2), dark and moody, dramatic cinematic lighting, cool tones, wide-angle shot, delicate layered washes, fine brush detail, rough paper, outer space background, film grain BREAK (in the style of Studio Ghibli:1.1), seagulls overhead",
    "negativePrompt": "watermark",
    "parameters": {
      "width": 1536,
      "height": 640,
      "batch_size": 4
    },
    "notes": [
      "\"text\" in Negative Prompt is read as any text besides \"KEEP OUT\", which the subject asks the image to show.",
      "SDXL renders at the sizes it was trained on, about one megapixel: 1536x640 is the one nearest to 21:9. 1920x1080 needs an upscaler: upscale ×1.25 (Hires. fix or an upscaler model) for an image 1920 pixels wide.",
      "SDXL spells text poorly: expect to fix the lettering afterwards, or use a model that renders text (gpt-image-1, Flux)."
    ]
  },
  "generic": {
    "prompt": "A lighthouse on a sea cliff with a sign reading \"KEEP OUT\", a watercolor painting, in the style of Studio Ghibli. Framed as a wide-angle shot, set in outer space among stars and nebulae, lit by dramatic cinematic lighting, with delicate layered washes, fine brush detail, rough paper and film grain. It has a dark and moody atmosphere, the subject placed on the rule of thirds, no watermarks and \"KEEP OUT\" as its only lettering, in a palette of cool tones. Seagulls overhead. Compose it as a 21:9 image.",
    "parameters": {},
    "notes": [
      "\"text\" in Negative Prompt is read as any text besides \"KEEP OUT\", which the subject asks the image to show.",
      "Not every tool has a negative prompt, so your exclusions (\"watermark\" and \"text\") are described as what is there instead (no watermarks; \"KEEP OUT\" as its only lettering).",
      "If your tool has a negative prompt field, put this there: watermark.",
      "Set the size to 2176x960 in your tool (the pixel count of 1920x1080 (HD) at 21:9).",
      "Ask your tool for 4 images; the prompt describes one."
    ]
  },
  "dalle": {
    "prompt": "A lighthouse on a sea cliff with a sign reading \"KEEP OUT\", a watercolor painting. Its style draws on a hand-painted anime look with soft watercolor backgrounds, lush natural detail and gentle, nostalgic warmth. Framed as a wide-angle shot, set in outer space among stars and nebulae, lit by dramatic cinematic lighting, with delicate layered washes, fine brush detail, a dark and moody atmosphere, the subject placed on the rule of thirds, rough paper, film grain and \"KEEP OUT\" as its only lettering, in a palette of cool tones. Seagulls overhead. Spell the text \"KEEP OUT\" exactly as written. No watermarks anywhere.",
    "parameters": {
      "model": "dall-e-3",
      "size": "1792x1024",
      "quality": "hd",
      "n": 1
    },
    "notes": [
      "\"text\" in Negative Prompt is read as any text besides \"KEEP OUT\", which the subject asks the image to show.",
      "DALL·E 3 declines images in the style of artists whose latest work is after 1912, so the prompt describes the traits of Studio Ghibli's style instead of naming it.",
      "DALL·E 3 has no negative prompt and follows an explicit constraint, so what has no positive form is one closing sentence (\"No watermarks anywhere.\").",
      "DALL·E 3 has no negative prompt, so your exclusions (\"text\") are described as what is there instead (\"KEEP OUT\" as its only lettering).",
      "DALL·E 3 renders 1024x1024, 1792x1024, 1024x1792: 1792x1024 is the nearest to the 21:9 you asked for; crop it to 21:9 afterwards, and upscale it for the 1920x1080 (HD) you asked for.",
      "DALL·E 3 makes one image per request (n is always 1): send this request 4 times for 4 images."
    ]
  },
  "gpt-image": {
    "prompt": "A lighthouse on a sea cliff with a sign reading \"KEEP OUT\", a watercolor painting, in the style of Studio Ghibli. Framed as a wide-angle shot, set in outer space among stars and nebulae, lit by dramatic cinematic lighting, with delicate layered washes, fine brush detail, a dark and moody atmosphere, the subject placed on the rule of thirds, rough paper, film grain and \"KEEP OUT\" as its only lettering, in a palette of cool tones. Seagulls overhead. Spell the text \"KEEP OUT\" exactly as written. No watermarks anywhere.",
    "parameters": {
      "model": "gpt-image-1",
      "size": "1536x1024",
      "quality": "high",
      "n": 4
    },
    "notes": [
      "\"text\" in Negative Prompt is read as any text besides \"KEEP OUT\", which the subject asks the image to show.",
      "gpt-image-1 has no negative prompt and follows an explicit constraint, so what has no positive form is one closing sentence (\"No watermarks anywhere.\").",
      "gpt-image-1 has no negative prompt, so your exclusions (\"text\") are described as what is there instead (\"KEEP OUT\" as its only lettering).",
      "gpt-image-1 renders 1024x1024, 1536x1024, 1024x1536: 1536x1024 is the nearest to the 21:9 you asked for; crop it to 21:9 afterwards, and upscale it for the 1920x1080 (HD) you asked for.",
      "n is 4: one request returns all 4 images."
    ]
  },
  "flux": {
    "prompt": "A lighthouse on a sea cliff with a sign reading \"KEEP OUT\", a watercolor painting, in the style of Studio Ghibli. Framed as a wide-angle shot, set in outer space among stars and nebulae, lit by dramatic cinematic lighting, with delicate layered washes, fine brush detail, a dark and moody atmosphere, the subject placed on the rule of thirds, rough paper, film grain, unmarked surfaces and \"KEEP OUT\" as its only lettering, in a palette of cool tones. Seagulls overhead. Spell the text \"KEEP OUT\" exactly as written.",
    "parameters": {
      "width": 1344,
      "height": 576
    },
    "notes": [
      "\"text\" in Negative Prompt is read as any text besides \"KEEP OUT\", which the subject asks the image to show.",
      "Flux has no negative prompt, so your exclusions (\"watermark\" and \"text\") are described as what is there instead (unmarked surfaces; \"KEEP OUT\" as its only lettering).",
      "FLUX1.1 [pro] returns one image per request: send this request 4 times (each with its own seed) for 4 images.",
      "FLUX1.1 [pro] renders 1344x576 for 21:9, not 1920x1080 (HD): upscale the image to 2176x960 if you need that size."
    ]
  }
};



describe("golden art prompts for a rich form", () => {
  it.each(Object.entries(GOLDEN))("%s", (target, expected) => {
    expect(composeArtPrompt(artRequest({ ...RICH_FORM, target }))).toEqual(expected);
  });
});
