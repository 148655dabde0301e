/**
 * Random pasted prompts (seeded, so every run draws the same ones) through every target and focus: the
 * improver keeps every {{variable}} and the subject, never writes undefined, null or NaN, is deterministic
 * (and a text prompt improved twice is improved once),
 * and writes the target's syntax (no pixel size for Midjourney or the natural-language targets, exclusions
 * only on Stable Diffusion's negative line or Midjourney's --no, never a bare "no" elsewhere).
 */
import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import { IMPROVE_FOCUS_OPTIONS, IMPROVE_TARGET_OPTIONS, TEXT_TARGET, type ImproveFocus } from "./improve-options";
import { seededRandom } from "./test-support";

const TASKS = ["write a product description for {{product}}", "can you summarize the meeting notes", "Please draft an email to [Customer Name]", "explain how {topic} works"];
const EXTRAS = ["You are a helpful assistant.", "Keep it under 200 words.", "Use bullet points.", "Our brand is playful.", "Don't mention prices.", ""];
const SUBJECTS = ["a red fox in the snow", "a lighthouse at dusk", "a busy market street", "an astronaut on a horse"];
const DETAILS = ["cinematic lighting", "(sharp focus:1.2)", "no people", "without text", "1920x1080", "--ar 3:2", "aspect ratio 9:16", "watercolor", "4k", "trending on artstation", "widescreen", "--stylize 5000", "--chaos 300", "--v 9", "masterpiece"];
/** A negative line runs to the end of its line, so it comes last or not at all. */
const NEGATIVE_LINES = ["", "\nNegative prompt: blur, watermark"];

/** The prompt without the part where a target lists its exclusions. */
function withoutExclusions(out: string, target: string): string {
  if (target.startsWith("midjourney")) return out.replace(/ --no .*$/, "");
  return out;
}

const FORBIDDEN = /\bundefined\b|\bnull\b|\bNaN\b|\[object|,\s*,|^\s*,|\.\s*\.$/m;

describe("the improver over random prompts", () => {
  const rng = seededRandom(17);
  const focuses = IMPROVE_FOCUS_OPTIONS.map((o) => o.value);
  const randomFocus = (): ImproveFocus[] => focuses.filter(() => rng.next() < 0.4);

  it("keeps every {{variable}} of a text prompt, puts a task first and is deterministic", () => {
    for (let i = 0; i < 200; i++) {
      const prompt = [rng.pick(TASKS), rng.pick(EXTRAS), rng.pick(EXTRAS)].join(" ").trim() + " Mention {{deadline}}.";
      const request = { prompt, target: TEXT_TARGET, focus: randomFocus() } as const;
      const out = improvePrompt(request).prompt;
      expect(out, prompt).toContain("{{deadline}}");
      expect(out, prompt).not.toMatch(FORBIDDEN);
      expect(out.split("\n")[0], prompt).toMatch(/^[A-Z]/);
      expect(improvePrompt(request).prompt).toBe(out);
      // Improving the improvement changes nothing more.
      expect(improvePrompt({ ...request, prompt: out }).prompt, out).toBe(out);
    }
  });

  it("writes an image prompt in its target's syntax, keeping the subject", () => {
    const targets = IMPROVE_TARGET_OPTIONS.map((o) => o.value).filter((t) => t !== TEXT_TARGET);
    for (let i = 0; i < 300; i++) {
      const subject = rng.pick(SUBJECTS);
      const prompt = [subject, rng.pick(DETAILS), rng.pick(DETAILS), rng.pick(DETAILS)].join(", ") + rng.pick(NEGATIVE_LINES);
      const target = rng.pick(targets);
      const result = improvePrompt({ prompt, target, focus: randomFocus() });
      const out = result.prompt;
      const why = `${target}: ${prompt}\n→ ${out}`;
      expect(out.toLowerCase(), why).toContain(subject.slice(0, 6).toLowerCase());
      expect(out, why).not.toMatch(FORBIDDEN);
      expect(withoutExclusions(out, target), why).not.toMatch(/(^|, |\. )(no|without|not) /i);
      expect(out, why).not.toMatch(/\d{3,}x\d{3,}/);
      if (!target.startsWith("midjourney")) expect(out, why).not.toMatch(/\s--[a-z]/);
      expect(out, why).not.toMatch(/negative prompt:|\n/i);
      if (target !== "stable-diffusion" && target !== "midjourney-v6" && target !== "generic") expect(out, why).not.toMatch(/\b(4k|masterpiece|trending on artstation)\b/i);
      if (target.startsWith("midjourney")) {
        expect(out, why).toMatch(/^[^-]*( --(ar \d+:\d+|stylize (\d{1,3}|1000)|chaos (\d{1,2}|100)|v (7|6\.1)|no [^-]+))*$/);
        expect(result.parameters).toEqual({});
      }
      // Only the size and the settings the author gave: steps, CFG and sampler are never invented.
      if (target === "stable-diffusion" && !/steps:/i.test(prompt)) expect(Object.keys(result.parameters).filter((k) => k !== "batch_size").sort()).toEqual(["height", "width"]);
      if (target === "stable-diffusion" || target.startsWith("midjourney")) {
        // Improving the improvement changes nothing more (elsewhere, exclusions described are prose by then).
        const again = improvePrompt({ prompt: [out, result.negativePrompt && `Negative prompt: ${result.negativePrompt}`].filter(Boolean).join("\n"), target, focus: [] });
        expect(again.prompt, why).toBe(out);
      }
    }
  });
});
