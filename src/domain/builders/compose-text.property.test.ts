import { describe, expect, it } from "vitest";
import { OTHER_VALUE } from "./choices";
import { composeTextPrompt } from "./compose-text";
import { formatSliderValue } from "./sliders";
import { expectCleanPrompt, seededRandom, textRequest } from "./test-support";
import { TEXT_CHOICE_FIELDS } from "./text-fields";
import { PERSONALIZATION_OPTIONS } from "./text-options";

// Random text forms from a fixed seed: every run checks the same few hundred briefs, and a failure names
// the form that broke.

const WORDS = ["harbor", "amber", "quill", "lattice", "zephyr", "copper", "meadow", "vector", "lantern", "orbit", "saffron", "granite"];

function randomForm({ next: random, pick }: ReturnType<typeof seededRandom>) {
  const words = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(WORDS)).join(" ");
  const form: Record<string, unknown> = {};
  for (const field of Object.values(TEXT_CHOICE_FIELDS)) {
    // The spec's first version sent 'N/A' for an unset field; it must never reach the prompt.
    const values = ["", "N/A", ...field.options.map((o) => o.value), ...("customName" in field ? [OTHER_VALUE] : [])];
    form[field.name] = pick(values);
    if ("customName" in field && form[field.name] === OTHER_VALUE) form[field.customName] = random() < 0.8 ? `${pick(WORDS)} ${words(0, 3)}` : "";
  }
  form.topic = random() < 0.1 ? "N/A" : random() < 0.3 ? "" : random() < 0.2 ? `${words(1, 3)} {{${pick(WORDS)}_${Math.floor(random() * 10)}}}` : words(1, 6);
  form.creativityLevel = Math.round(random() * 10) / 10;
  form.seoOptimize = random() < 0.5;
  form.personalization = PERSONALIZATION_OPTIONS.filter(() => random() < 0.4)
    .map((o) => o.value)
    .join(", ");
  form.additionalCustomization = random() < 0.5 ? "" : `${words(2, 8)}.\n${random() < 0.3 ? `Cite {{${pick(WORDS)}}}.` : words(1, 4)}`;
  return form;
}

/**
 * What the prompt, or a note that says why it gave way, must mention for each value chosen on the form. The
 * untouched defaults (English, creativity at the middle) are said nowhere.
 */
function chosenMentions(form: Record<string, unknown>): string[] {
  const mentions: string[] = [];
  for (const field of Object.values(TEXT_CHOICE_FIELDS)) {
    const value = form[field.name];
    const custom = "customName" in field ? String(form[field.customName] ?? "").trim() : "";
    if (value === OTHER_VALUE) {
      if (custom !== "") mentions.push(custom);
    } else if (value !== "" && value !== "N/A" && value !== "english" && !(field.name === "outputLength" && form.contentType === "seo-meta")) {
      mentions.push(field.options.find((o) => o.value === value)!.label);
    }
  }
  const topic = String(form.topic);
  mentions.push(topic === "" || topic === "N/A" ? "{{topic}}" : topic);
  if (form.creativityLevel !== 0.5) mentions.push(formatSliderValue(Number(form.creativityLevel)));
  if (form.seoOptimize && form.contentType !== "seo-meta") mentions.push("SEO");
  const personalization = String(form.personalization);
  for (const key of ["name", "company", "location"]) if (personalization.includes(key)) mentions.push(`{{${key}}}`);
  if (personalization.includes("industryTrends")) mentions.push("trends");
  for (const line of String(form.additionalCustomization).split("\n")) if (line.trim() !== "") mentions.push(line.trim());
  return mentions;
}

const FORMS = (() => {
  const random = seededRandom(17);
  return Array.from({ length: 400 }, () => randomForm(random));
})();

describe("text prompts over 400 random forms", () => {
  it("mention every chosen value (or say in a note why it gave way), nothing empty, and a note for every placeholder", () => {
    for (const form of FORMS) {
      const { prompt, notes } = composeTextPrompt(textRequest(form));
      const context = `form ${JSON.stringify(form)}\n${prompt}\n${notes.join("\n")}`;
      const said = `${prompt}\n${notes.join("\n")}`.toLowerCase();
      for (const mention of chosenMentions(form)) expect(said, context).toContain(mention.toLowerCase());
      expectCleanPrompt(prompt);
      expect(prompt, context).toMatch(/^Write [^\n]+ (about|of|for) [^\n]+\.\n\n# Role\nYou are /);
      expect(prompt, context).toContain("\n\n# Output Format\n");
      expect(prompt, context).not.toMatch(/# Variables|Replace each placeholder|before sending/);

      const used = new Set(Array.from(prompt.matchAll(/\{\{(\w+)\}\}/g), (m) => m[1]));
      const noted = new Set(notes.flatMap((n) => /^\{\{(\w+)\}\}: /.exec(n)?.[1] ?? []));
      expect(noted, context).toEqual(used);
    }
  });

  it("are deterministic", () => {
    for (const form of FORMS.slice(0, 50)) {
      expect(composeTextPrompt(textRequest(structuredClone(form))).prompt).toBe(composeTextPrompt(textRequest(form)).prompt);
    }
  });
});
