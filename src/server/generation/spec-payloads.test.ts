/**
 * POST /api/generate-prompt with the bodies the product spec's client sends: choices as their labels, the
 * detail level as its slider label, empty fields as 'N/A', personalization as a comma list, counts as text.
 */
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";

const specArtPayload = {
  promptType: "art",
  userId: "00000000-0000-0000-0000-000000000000",
  prompt: "A lighthouse on a sea cliff at dawn",
  styleAndMedium: "Watercolor",
  moodAndTheme: "Dark & Moody",
  artistInspiration: "N/A",
  perspective: "Wide Angle",
  lighting: "Golden Hour",
  colorPalette: "N/A",
  detailLevel: "High Detail",
  textureDescription: "N/A",
  composition: "Rule of Thirds",
  background: "N/A",
  effects: "Film Grain",
  resolution: "1920x1080 (HD)",
  aspectRatio: "Square (1:1)",
  negativePrompt: "None",
  numberOfImages: "4",
  additionalCustomization: "N/A",
};

const specTextPayload = {
  promptType: "text",
  userId: "00000000-0000-0000-0000-000000000000",
  industry: "Marketing",
  contentType: "Blog Post",
  toneOfVoice: "friendly",
  audienceType: "N/A",
  outputLength: "Long (300-700 words)",
  writingStyle: "Storytelling",
  creativityLevel: ["More Creative"],
  seoOptimize: true,
  callToAction: "Learn More",
  personalization: "name, company",
  language: "German",
  outputFormat: "Bullet Points",
  additionalCustomization: "N/A",
};

describe("POST /api/generate-prompt with the spec's payloads", () => {
  const t = setupTestApp();

  it("writes an art prompt from the spec's art payload, reading labels as their values", async () => {
    const { client } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", { json: specArtPayload });
    expect(res.status).toBe(200);
    const { prompt, notes } = await res.json();
    for (const said of ["A lighthouse on a sea cliff at dawn", "watercolor", "dark and moody", "golden hour", "film grain", "16:9"]) {
      expect(prompt).toContain(said);
    }
    // The size and the number of images are settings of the user's tool: the notes say them, the prompt does not.
    expect(notes.join(" ")).toMatch(/1920x1080.*4 images/);
  });

  it("writes a text prompt from the spec's text payload", async () => {
    const { client } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", { json: specTextPayload });
    expect(res.status).toBe(200);
    const prompt: string = (await res.json()).generatedPrompt;
    for (const said of ["blog post", "German", "More Creative"]) expect(prompt).toContain(said);
  });

  it("still answers 400 naming the field and the values it takes for an unknown value", async () => {
    const { client } = await signedInUser(t);
    const res = await call(t, client, "/api/generate-prompt", { json: { ...specArtPayload, aspectRatio: "Panorama (3:1)", detailLevel: "Very High" } });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("invalid_input");
    expect(error.fields.aspectRatio[0]).toContain('Choose one of "square", "portrait", "landscape", "ultra-wide"');
    expect(error.fields.detailLevel[0]).toContain('"High Detail"');
  });
});
