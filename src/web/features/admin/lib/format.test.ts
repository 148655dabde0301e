import { describe, expect, it } from "vitest";
import {
  artStyleLabel,
  categoryText,
  contentTypeLabel,
  formatCount,
  formatDay,
  formatMoney,
  formatPercent,
  planLabel,
} from "./format";

describe("admin formatting", () => {
  it("labels top categories with the builders' option labels", () => {
    expect(categoryText(contentTypeLabel("blog-post"), 75)).toBe("Blog Post (75%)");
    expect(categoryText(artStyleLabel("digital-painting"), 25)).toBe("Digital Painting (25%)");
    expect(contentTypeLabel("other")).toBe("Other (Custom)");
    expect(artStyleLabel("something-new")).toBe("something-new");
  });

  it("formats money from cents, counts, percents and days", () => {
    expect(formatMoney(1000)).toBe("$10");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(0)).toBe("$0");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatPercent(62.5)).toBe("62.5%");
    expect(formatPercent(60)).toBe("60%");
    expect(formatDay("2026-01-05")).toBe("Jan 5");
  });

  it("names plans as the admin select does", () => {
    expect(["free", "pro", "teams", "gold", null].map(planLabel)).toEqual(["Free", "Pro", "Team", "Free", "Free"]);
  });
});
