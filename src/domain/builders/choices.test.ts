import { describe, expect, it } from "vitest";
import { ART_CHOICE_FIELDS } from "./art-fields";
import { ARTIST_OPTIONS } from "./art-options";
import {
  cleanInline,
  customPlaceholder,
  menuOptions,
  optionLabel,
  OTHER_LABEL,
  OTHER_VALUE,
  resolveChoice,
  selectPlaceholder,
} from "./choices";
import { indefiniteArticle, withArticle } from "./prose";
import { TEXT_CHOICE_FIELDS } from "./text-fields";
import { INDUSTRY_OPTIONS } from "./text-options";

const allFields = [...Object.values(TEXT_CHOICE_FIELDS), ...Object.values(ART_CHOICE_FIELDS)];

describe("choice fields", () => {
  it("offers 'Other (Custom)' last on every field but text length and Target", () => {
    expect(OTHER_VALUE).toBe("other");
    expect(OTHER_LABEL).toBe("Other (Custom)");
    for (const field of allFields) {
      const menu = menuOptions(field);
      const hasOther = menu.some((o) => o.value === OTHER_VALUE);
      const expected = field.name !== "outputLength" && field.name !== "target";
      expect(hasOther, field.name).toBe(expected);
      if (expected) expect(menu[menu.length - 1]).toEqual({ value: "other", label: "Other (Custom)" });
    }
  });

  it("names each custom companion after its field", () => {
    for (const field of allFields) {
      if (!("customName" in field)) continue;
      expect(field.customName).toBe(`custom${field.name[0]!.toUpperCase()}${field.name.slice(1)}`);
    }
  });

  it("derives placeholders from the field label", () => {
    expect(selectPlaceholder("Tone of Voice")).toBe("Select Tone of Voice");
    expect(customPlaceholder("Tone of Voice")).toBe("Enter custom tone of voice");
    expect(customPlaceholder(ART_CHOICE_FIELDS.styleAndMedium.label)).toBe("Enter custom style & medium");
  });

  it("gives every value a human label, unique within its field", () => {
    for (const field of allFields) {
      const values = field.options.map((o) => o.value);
      expect(new Set(values).size, field.name).toBe(values.length);
      for (const o of field.options) {
        expect(o.label.trim(), `${field.name}.${o.value}`).not.toBe("");
        if (o.value.includes("-")) expect(o.label, `${field.name}.${o.value}`).not.toBe(o.value);
      }
    }
    expect(optionLabel(INDUSTRY_OPTIONS, "real-estate")).toBe("Real Estate");
    expect(optionLabel(INDUSTRY_OPTIONS, "other")).toBe("Other (Custom)");
    expect(optionLabel(INDUSTRY_OPTIONS, "")).toBeUndefined();
    expect(optionLabel(INDUSTRY_OPTIONS, "mining")).toBeUndefined();
  });

  it("lists ten named artists or studios", () => {
    expect(ARTIST_OPTIONS).toHaveLength(10);
    expect(ARTIST_OPTIONS.map((a) => a.value)).toContain("studio-ghibli");
  });
});

describe("resolveChoice", () => {
  it("lets a custom text replace the choice, whatever the choice", () => {
    expect(resolveChoice(INDUSTRY_OPTIONS, "other", "  Space   mining. ")).toEqual({ kind: "custom", text: "Space mining" });
    expect(resolveChoice(INDUSTRY_OPTIONS, "legal", "Space mining")).toEqual({ kind: "custom", text: "Space mining" });
  });

  it("resolves list values to their option and everything unset to nothing", () => {
    expect(resolveChoice(INDUSTRY_OPTIONS, "legal")).toMatchObject({ kind: "option", option: { label: "Legal" } });
    expect(resolveChoice(INDUSTRY_OPTIONS, "")).toBeUndefined();
    expect(resolveChoice(INDUSTRY_OPTIONS, "other", "   ")).toBeUndefined();
    expect(resolveChoice(INDUSTRY_OPTIONS, "mining")).toBeUndefined();
  });

  it("cleans user text so it never leaves a dangling separator", () => {
    expect(cleanInline(" a,\n b ,; ")).toBe("a, b");
    expect(cleanInline(", lead")).toBe("lead");
  });
});

describe("articles", () => {
  it.each([
    ["blog post", "a"],
    ["email", "an"],
    ["SEO audit", "an"],
    ["HR memo", "an"],
    ["LinkedIn carousel", "a"],
    ["user guide", "a"],
    ["hour-long talk", "an"],
    ["8-bit sprite", "an"],
    ["3D render", "a"],
  ])("%s takes %s", (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it("keeps phrases that already have a determiner or read as plurals", () => {
    expect(withArticle("the press kit")).toBe("the press kit");
    expect(withArticle("press releases")).toBe("press releases");
    expect(withArticle("press release")).toBe("a press release");
  });
});
