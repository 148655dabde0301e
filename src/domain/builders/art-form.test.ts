import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { defaultArtForm, toArtPayload, type ArtPromptPayload } from "./art-form";
import { artFormSchema, artPromptRequestSchema } from "./art-schema";
import { TARGET_OPTIONS } from "./art-options";

const body = (fields: Record<string, unknown>) => ({ promptType: "art", ...fields });

function issues(fields: Record<string, unknown>) {
  const result = artPromptRequestSchema.safeParse(body(fields));
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

it("types the browser payload as something the request schema accepts", () => {
  expectTypeOf<ArtPromptPayload>().toExtend<z.input<typeof artPromptRequestSchema>>();
});

describe("art form defaults", () => {
  it("has the spec's defaults plus Target", () => {
    expect(defaultArtForm).toMatchObject({
      detailLevel: [0.5],
      resolution: "1024x1024",
      aspectRatio: "square",
      numberOfImages: 1,
      negativePrompt: "",
      target: "generic",
      styleAndMedium: "",
    });
  });

  it("labels the targets as the product names them, keeping the values saved inputs hold", () => {
    expect(TARGET_OPTIONS).toEqual([
      { value: "generic", label: "Generic" },
      { value: "midjourney", label: "Midjourney V7" },
      { value: "midjourney-v6", label: "Midjourney V6" },
      { value: "stable-diffusion", label: "Stable Diffusion (SDXL)" },
      { value: "dalle", label: "DALL·E 3" },
      { value: "gpt-image", label: "GPT Image (gpt-image-1)" },
      { value: "flux", label: "Flux" },
    ]);
  });

  it("parse back to themselves, and an empty form fills them in", () => {
    expect(artFormSchema.parse(defaultArtForm)).toEqual(defaultArtForm);
    expect(artFormSchema.parse({})).toEqual(defaultArtForm);
  });

  it("map to a payload the request schema accepts, with the slider as a number", () => {
    const payload = toArtPayload(defaultArtForm);
    expect(payload.detailLevel).toBe(0.5);
    expect(payload).not.toHaveProperty("prompt");
    expect(artPromptRequestSchema.parse(payload)).toMatchObject({ detailLevel: 0.5, prompt: "", target: "generic" });
  });
});

describe("art request schema", () => {
  it("makes prompt optional and trims it", () => {
    expect(artPromptRequestSchema.parse(body({})).prompt).toBe("");
    expect(artPromptRequestSchema.parse(body({ prompt: "  a red fox  " })).prompt).toBe("a red fox");
    expect(issues({ prompt: "z".repeat(1001) })[0]!.path).toBe("prompt");
  });

  it("strips userId", () => {
    expect(artPromptRequestSchema.parse(body({ userId: "x" }))).not.toHaveProperty("userId");
  });

  it("rejects unknown choice values, a custom Target and an out-of-range detail level, with paths", () => {
    expect(issues({ styleAndMedium: "crayon" })[0]).toMatchObject({ path: "styleAndMedium" });
    expect(issues({ styleAndMedium: "crayon" })[0]!.message).toContain('Unknown style & medium "crayon"');
    expect(issues({ aspectRatio: "5:4" })[0]!.path).toBe("aspectRatio");
    expect(issues({ resolution: "800x600" })[0]!.path).toBe("resolution");
    expect(issues({ target: "other" })[0]!.path).toBe("target");
    expect(issues({ target: "firefly" })[0]!.path).toBe("target");
    expect(issues({ detailLevel: 1.01 })).toEqual([{ path: "detailLevel", message: "Detail Level must be between 0 and 1" }]);
    expect(issues({ detailLevel: -1 })[0]!.path).toBe("detailLevel");
  });

  it("accepts custom resolution and aspect ratio through 'other'", () => {
    expect(artPromptRequestSchema.parse(body({ aspectRatio: "other", customAspectRatio: "5:4" }))).toMatchObject({
      aspectRatio: "other",
      customAspectRatio: "5:4",
    });
  });

  it("limits texts: custom 100, texture, negative and customization 1000", () => {
    expect(issues({ customLighting: "l".repeat(101) })[0]!.path).toBe("customLighting");
    expect(issues({ customResolution: "r".repeat(101) })[0]!.path).toBe("customResolution");
    for (const field of ["textureDescription", "negativePrompt", "additionalCustomization"]) {
      expect(artPromptRequestSchema.safeParse(body({ [field]: "t".repeat(1000) })).success, field).toBe(true);
      expect(issues({ [field]: "t".repeat(1001) })[0]!.path).toBe(field);
    }
  });

  it("takes the number of images as 1, 2, 4 or 8, number or string", () => {
    expect(artPromptRequestSchema.parse(body({ numberOfImages: "4" })).numberOfImages).toBe(4);
    expect(artPromptRequestSchema.parse(body({ numberOfImages: 8 })).numberOfImages).toBe(8);
    expect(artPromptRequestSchema.parse(body({})).numberOfImages).toBe(1);
    for (const bad of [3, "abc", 0, true]) {
      expect(issues({ numberOfImages: bad })).toEqual([{ path: "numberOfImages", message: "Number of images must be 1, 2, 4 or 8" }]);
    }
  });

  it("reads the legacy 'None' negative prompt as empty", () => {
    expect(artPromptRequestSchema.parse(body({ negativePrompt: "None" })).negativePrompt).toBe("");
  });
});

describe("toArtPayload", () => {
  it("sends customs only with 'other', and the subject as prompt when given", () => {
    const payload = toArtPayload(
      {
        ...defaultArtForm,
        lighting: "other",
        customLighting: "candlelight",
        colorPalette: "sepia",
        customColorPalette: "stale text",
        detailLevel: [0.9],
        numberOfImages: 4,
      },
      "  a red fox ",
    );
    expect(payload).toMatchObject({
      promptType: "art",
      prompt: "a red fox",
      lighting: "other",
      customLighting: "candlelight",
      colorPalette: "sepia",
      customColorPalette: "",
      detailLevel: 0.9,
      numberOfImages: 4,
    });
  });
});
