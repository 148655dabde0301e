import { describe, expect, it } from "vitest";
import { defaultTextForm } from "./builders";
import { parseTags, withThousands } from "./library";
import { savedInputCreateSchema, savedPromptCreateSchema } from "./library-schemas";

describe("library rules", () => {
  it("writes limits with thousands separators, as in 'at most 50,000 characters'", () => {
    expect([0, 200, 1000, 50_000, 1_234_567].map(withThousands)).toEqual(["0", "200", "1,000", "50,000", "1,234,567"]);
  });

  it("splits tags on commas, trims, and drops empties and duplicates (case-insensitively)", () => {
    expect(parseTags(" seo, Launch ,, seo , SEO,q3 ")).toEqual(["seo", "Launch", "q3"]);
    expect(parseTags(" , ")).toEqual([]);
  });

  it("accepts tags as a string or a list", () => {
    const base = { title: "T", content: "C", promptType: "text" };
    expect(savedPromptCreateSchema.parse({ ...base, tags: "a, b" }).tags).toEqual(["a", "b"]);
    expect(savedPromptCreateSchema.parse({ ...base, tags: ["a", " b", "a"] }).tags).toEqual(["a", "b"]);
  });

  it("checks saved inputs against the builder form of their type", () => {
    expect(savedInputCreateSchema.safeParse({ name: "n", inputType: "text", inputData: defaultTextForm }).success).toBe(true);
    expect(savedInputCreateSchema.safeParse({ name: "n", inputType: "art", inputData: { styleAndMedium: "sonnet" } }).success).toBe(
      false,
    );
  });
});
