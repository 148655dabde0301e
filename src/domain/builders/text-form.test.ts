import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import {
  defaultTextForm,
  personalizationToString,
  toTextPayload,
  type TextPromptPayload,
} from "./text-form";
import { textFormSchema, textPromptRequestSchema } from "./text-schema";

const body = (fields: Record<string, unknown>) => ({ promptType: "text", ...fields });

function issues(fields: Record<string, unknown>) {
  const result = textPromptRequestSchema.safeParse(body(fields));
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

it("types the browser payload as something the request schema accepts", () => {
  expectTypeOf<TextPromptPayload>().toExtend<z.input<typeof textPromptRequestSchema>>();
});

describe("text form defaults", () => {
  it("has the spec's defaults", () => {
    expect(defaultTextForm.outputLength).toBe("medium");
    expect(defaultTextForm.creativityLevel).toEqual([0.5]);
    expect(defaultTextForm.language).toBe("english");
    expect(defaultTextForm.seoOptimize).toBe(false);
    expect(defaultTextForm.industry).toBe("");
    expect(defaultTextForm.personalization).toEqual({ name: false, company: false, location: false, industryTrends: false });
  });

  it("parse back to themselves, and an empty form fills them in", () => {
    expect(textFormSchema.parse(defaultTextForm)).toEqual(defaultTextForm);
    expect(textFormSchema.parse({})).toEqual(defaultTextForm);
  });

  it("map to a payload the request schema accepts, with the slider as a number", () => {
    const payload = toTextPayload(defaultTextForm);
    expect(payload.creativityLevel).toBe(0.5);
    expect(payload.personalization).toBe("None");
    const parsed = textPromptRequestSchema.parse(payload);
    expect(parsed.creativityLevel).toBe(0.5);
    expect(parsed.outputLength).toBe("medium");
  });

  it("start with an empty topic, which saved forms from before the topic field also get", () => {
    expect(defaultTextForm.topic).toBe("");
    const { topic: _topic, ...savedBeforeTopic } = defaultTextForm;
    expect(textFormSchema.parse({ ...savedBeforeTopic, industry: "legal" })).toEqual({ ...defaultTextForm, industry: "legal" });
  });

  it("accept a bare slider number in saved form state", () => {
    expect(textFormSchema.parse({ creativityLevel: 0.3 }).creativityLevel).toEqual([0.3]);
  });
});

describe("text request schema", () => {
  it("strips userId (and any unknown key)", () => {
    const parsed = textPromptRequestSchema.parse(body({ userId: "someone-else", planId: "teams" }));
    expect(parsed).not.toHaveProperty("userId");
    expect(parsed).not.toHaveProperty("planId");
  });

  it("accepts '', list values and 'other' on choice fields, trimming spaces", () => {
    expect(textPromptRequestSchema.parse(body({ industry: " legal " })).industry).toBe("legal");
    expect(textPromptRequestSchema.parse(body({ industry: "other", customIndustry: " Space mining " }))).toMatchObject({
      industry: "other",
      customIndustry: "Space mining",
    });
    expect(textPromptRequestSchema.parse(body({ industry: "" })).industry).toBe("");
    expect(textPromptRequestSchema.parse(body({ industry: "N/A" })).industry).toBe("");
  });

  it("rejects unknown choice values with the field path and the allowed values", () => {
    const [issue] = issues({ industry: "space-mining" });
    expect(issue!.path).toBe("industry");
    expect(issue!.message).toMatch(/^Unknown industry "space-mining"\. Choose one of "marketing", .*"other" with a custom value\.$/);
    expect(issues({ toneOfVoice: "sarcastic" })[0]!.path).toBe("toneOfVoice");
    expect(issues({ industry: 7 })[0]!.message).toBe("Industry must be text");
  });

  it("offers no 'other' for length", () => {
    const [issue] = issues({ outputLength: "other" });
    expect(issue!.path).toBe("outputLength");
    expect(issue!.message).not.toContain("custom");
  });

  it("keeps creativity between 0 and 1", () => {
    expect(issues({ creativityLevel: 1.1 })).toEqual([{ path: "creativityLevel", message: "Creativity Level must be between 0 and 1" }]);
    expect(issues({ creativityLevel: -0.1 })[0]!.path).toBe("creativityLevel");
    expect(issues({ creativityLevel: "high" })[0]!.path).toBe("creativityLevel");
    expect(textPromptRequestSchema.parse(body({ creativityLevel: 0 })).creativityLevel).toBe(0);
    expect(textPromptRequestSchema.parse(body({ creativityLevel: 1 })).creativityLevel).toBe(1);
    const form = textFormSchema.safeParse({ creativityLevel: [1.5] });
    expect(form.error?.issues[0]).toMatchObject({ path: ["creativityLevel"], message: "Creativity Level must be between 0 and 1" });
  });

  it("limits custom texts to 100 characters and the customization to 1000, after trimming", () => {
    expect(textPromptRequestSchema.parse(body({ customIndustry: ` ${"x".repeat(100)} ` })).customIndustry).toHaveLength(100);
    expect(issues({ customIndustry: "x".repeat(101) })).toEqual([
      { path: "customIndustry", message: "Custom industry must be at most 100 characters" },
    ]);
    expect(issues({ customToneOfVoice: "x".repeat(101) })[0]!.path).toBe("customToneOfVoice");
    expect(textPromptRequestSchema.parse(body({ additionalCustomization: "y".repeat(1000) })).additionalCustomization).toHaveLength(1000);
    expect(issues({ additionalCustomization: "y".repeat(1001) })[0]).toEqual({
      path: "additionalCustomization",
      message: "Additional Customization must be at most 1000 characters",
    });
  });

  it("takes an optional topic of up to 200 characters, trimmed; 'N/A' means none", () => {
    expect(textPromptRequestSchema.parse(body({})).topic).toBe("");
    expect(textPromptRequestSchema.parse(body({ topic: "  spring sale  " })).topic).toBe("spring sale");
    expect(textPromptRequestSchema.parse(body({ topic: "N/A" })).topic).toBe("");
    expect(textPromptRequestSchema.parse(body({ topic: "t".repeat(200) })).topic).toHaveLength(200);
    expect(issues({ topic: "t".repeat(201) })).toEqual([{ path: "topic", message: "Topic must be at most 200 characters" }]);
    expect(issues({ topic: 3 })).toEqual([{ path: "topic", message: "Topic must be text" }]);
  });

  it("reads personalization as the spec's comma list or 'None', or as flags", () => {
    const parse = (personalization: unknown) => textPromptRequestSchema.parse(body({ personalization })).personalization;
    expect(parse("name, company, location, industryTrends")).toEqual({ name: true, company: true, location: true, industryTrends: true });
    expect(parse("Company, industry trends")).toEqual({ name: false, company: true, location: false, industryTrends: true });
    expect(parse("None")).toEqual({ name: false, company: false, location: false, industryTrends: false });
    expect(parse({ location: true })).toEqual({ name: false, company: false, location: true, industryTrends: false });
    expect(issues({ personalization: "name, shoe size" })[0]).toMatchObject({ path: "personalization" });
    expect(issues({ personalization: "name, shoe size" })[0]!.message).toContain('"shoe size"');
  });

  it("round-trips personalization through its string form", () => {
    const flags = { name: true, company: false, location: true, industryTrends: true };
    expect(personalizationToString(flags)).toBe("name, location, industryTrends");
    expect(textPromptRequestSchema.parse(body({ personalization: personalizationToString(flags) })).personalization).toEqual(flags);
  });
});

describe("toTextPayload", () => {
  it("sends a custom text with 'other' and drops a stale one behind a list value", () => {
    const form = {
      ...defaultTextForm,
      industry: "other" as const,
      customIndustry: " Space mining ",
      topic: "  our spring sale ",
      toneOfVoice: "friendly" as const,
      customToneOfVoice: "sarcastic",
      creativityLevel: [0.8] as [number],
      personalization: { ...defaultTextForm.personalization, name: true },
    };
    const payload = toTextPayload(form);
    expect(payload).toMatchObject({
      promptType: "text",
      topic: "our spring sale",
      industry: "other",
      customIndustry: "Space mining",
      toneOfVoice: "friendly",
      customToneOfVoice: "",
      creativityLevel: 0.8,
      personalization: "name",
    });
    expect(payload).not.toHaveProperty("userId");
  });
});
