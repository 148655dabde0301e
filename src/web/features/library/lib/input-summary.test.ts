import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { summarizeGeneration, summarizeInputs } from "./input-summary";

describe("summarizeInputs", () => {
  it("lists chosen text fields by label, custom texts as typed, skipping unset ones", () => {
    const lines = summarizeInputs("text", {
      ...defaultTextForm,
      industry: "marketing",
      toneOfVoice: "other",
      customToneOfVoice: "Warm and direct",
    });
    expect(lines.slice(0, 2)).toEqual([
      { label: "Industry", value: "Marketing" },
      { label: "Tone of Voice", value: "Warm and direct" },
    ]);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  it("puts the text topic first, and leaves an empty or missing one out", () => {
    expect(summarizeInputs("text", { ...defaultTextForm, topic: " spring sale ", industry: "marketing" }).slice(0, 2)).toEqual([
      { label: "Topic", value: "spring sale" },
      { label: "Industry", value: "Marketing" },
    ]);
    expect(summarizeInputs("text", { ...defaultTextForm, topic: " ", industry: "marketing" })[0]).toEqual({ label: "Industry", value: "Marketing" });
    expect(summarizeInputs("text", { industry: "marketing" })[0]).toEqual({ label: "Industry", value: "Marketing" });
  });

  it("puts the art subject first and ignores values the form does not know", () => {
    const lines = summarizeInputs("art", { ...defaultArtForm, prompt: " a fox ", styleAndMedium: "nonsense", lighting: 3 });
    expect(lines[0]).toEqual({ label: "Subject", value: "a fox" });
    expect(lines.map((l) => l.label)).not.toContain("Style & Medium");
  });
});

describe("summarizeGeneration", () => {
  it("lists every chosen field of a builder's form, not only the first few", () => {
    const lines = summarizeGeneration("text", {
      ...defaultTextForm,
      topic: "Spring sale",
      industry: "marketing",
      contentType: "blog-post",
      toneOfVoice: "friendly",
      audienceType: "b2b",
      writingStyle: "conversational",
    });
    expect(lines.length).toBeGreaterThan(4);
    expect(lines[0]).toEqual({ label: "Topic", value: "Spring sale" });
  });

  it("gives an improved prompt's original, its target and what was improved", () => {
    expect(summarizeGeneration("improve", { prompt: " Write a poem ", target: "midjourney", focus: ["clarity", "detail", "nonsense"] })).toEqual([
      { label: "Your prompt", value: "Write a poem" },
      { label: "Target", value: "Midjourney V7" },
      { label: "What to improve", value: "Clarity, Detail" },
    ]);
    expect(summarizeGeneration("improve", { prompt: "", target: "unknown", focus: [] })).toEqual([]);
  });
});
