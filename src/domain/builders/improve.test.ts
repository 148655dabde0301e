import { describe, expect, it } from "vitest";
import { improvePrompt } from "./improve";
import { describeChanges } from "./improve-changes";
import { improveFormSchema } from "./improve-schema";
import type { ImproveFocus, ImproveTarget } from "./improve-options";

const improve = (prompt: string, target: ImproveTarget, focus: ImproveFocus[] = []) => improvePrompt({ prompt, target, focus }).prompt;

describe("improving a text prompt offline", () => {
  const pasted =
    "can you please write a blog post about [Topic] for [Company Name]? It should be around 800 words. Don't use jargon. Our readers are small business owners.";

  it("puts the task first, then role, context, requirements, output format and the variables as {{…}}", () => {
    expect(improve(pasted, "text")).toBe(`Write a blog post about {{topic}} for {{company_name}}.

# Role
You are an experienced writer and editor.

# Context
Our readers are small business owners.

# Constraints
- Don't use jargon.

# Output Format
It should be around 800 words.

# Variables
Fill these in before use:
- {{topic}}
- {{company_name}}`);
  });

  it("keeps the user's own role and {{variables}} and finds the task after them", () => {
    const out = improve("You are a support agent for {{ product }}. Answer the customer's question in <LANGUAGE>.", "text");
    expect(out.split("\n")[0]).toBe("Answer the customer's question in {{language}}.");
    expect(out).toContain("# Role\nYou are a support agent for {{product}}.");
    expect(out).toContain("- {{language}}\n- {{product}}");
  });

  it("leaves markdown links and checkboxes alone", () => {
    const out = improve("Summarize [the report](https://example.com/r) and tick [x] when done.", "text");
    expect(out).toContain("[the report](https://example.com/r)");
    expect(out).not.toContain("# Variables");
  });

  it("with brevity alone, writes compact paragraphs with no added role, format or repeated sentence", () => {
    expect(improve("Please just write a short poem about rain. Use rhymes. Use rhymes.", "text", ["brevity"])).toBe(
      "Write a short poem about rain.\n\nUse rhymes.",
    );
  });

  it("with detail, asks for what the prompt left open as variables and adds a check", () => {
    const out = improve("summarize this article", "text", ["detail"]);
    expect(out.split("\n")[0]).toBe("Summarize this article.");
    expect(out).toContain("Audience: {{audience}}. Tone: {{tone}}.");
    expect(out).toContain("- Before you answer, check that every requirement above is met.");
    expect(out).toContain("- {{audience}}\n- {{tone}}");
  });

  it("is deterministic", () => {
    expect(improve(pasted, "text", ["clarity", "detail"])).toBe(improve(pasted, "text", ["clarity", "detail"]));
  });
});

describe("improving an image prompt offline", () => {
  const result = (prompt: string, target: ImproveTarget) => improvePrompt({ prompt, target, focus: [] });

  it("Stable Diffusion: the negative prompt in its own field, weights and quality tags kept, an SDXL size as a parameter", () => {
    const out = result("a castle on a hill, sunset, (dramatic clouds:1.3), masterpiece, no people, without text, 1920x1080", "stable-diffusion");
    expect(out.prompt).toBe("a castle on a hill, sunset, (dramatic clouds:1.3), masterpiece");
    expect(out.negativePrompt).toBe("people, text");
    expect(out.parameters).toMatchObject({ width: 1344, height: 768, steps: 30, cfg_scale: 7, batch_size: 1 });
  });

  it("Stable Diffusion: reads A1111's settings line into the parameters", () => {
    const out = result("a fox\nNegative prompt: blur\nSteps: 20, Sampler: Euler a, CFG scale: 5, Seed: 42, Size: 832x1216", "stable-diffusion");
    expect(out.prompt).toBe("a fox");
    expect(out.parameters).toMatchObject({ width: 832, height: 1216, steps: 20, sampler_name: "Euler a", cfg_scale: 5, seed: 42 });
  });

  it("Midjourney V7: ignored tags dropped, lone adjectives folded into a natural phrase, what an expert would add in notes", () => {
    const out = result("cat, cute, 4k, trending on artstation", "midjourney");
    expect(out.prompt).toBe("a cute cat");
    expect(out.notes.join(" ")).toMatch(/"4k" and "trending on artstation" dropped/);
    expect(out.notes.join(" ")).toMatch(/does not say the light/);
    expect(describeChanges("cat, cute, 4k, trending on artstation", out, "midjourney").map((c) => c.what)).toEqual([
      'Dropped "4k", "trending on artstation"',
      "Tags written as a natural phrase",
      "Shorter: 6 → 3 words",
    ]);
  });

  it("Midjourney: --ar kept, the pixel size removed, parameters last and in range, exclusions as --no", () => {
    const out = result("portrait of a fox, no text, cinematic lighting, 1024x1024 --ar 16:9 --stylize 5000 --no blur", "midjourney");
    expect(out.prompt).toBe("portrait of a fox, cinematic lighting --ar 16:9 --stylize 1000 --no blur, text");
    expect(out.notes.join(" ")).toMatch(/--stylize 5000 set to 1000/);
  });

  it("Midjourney: shape words become --ar, text after a parameter moves before it, a wrong version and illegal values are repaired", () => {
    expect(result("a castle --v 9 --chaos 20 on a hill, widescreen", "midjourney").prompt).toBe("a castle on a hill --ar 16:9 --v 7 --chaos 20");
    expect(result("a cat --ar 16-9 --quality 7 --niji 6 --no", "midjourney").prompt).toBe("a cat");
  });

  it("Midjourney: a pixel size alone becomes its --ar in whole numbers; :: weights go on V7 and stay on V6, which gets --v 6.1", () => {
    expect(result("a lighthouse in a storm::2, 1920x1080", "midjourney").prompt).toBe("a lighthouse in a storm --ar 16:9");
    expect(result("a lighthouse in a storm::2, 1920x1080", "midjourney-v6").prompt).toBe("a lighthouse in a storm::2 --ar 16:9 --v 6.1");
  });

  it("DALL·E: a request opener dropped, natural language, the aspect as the size, exclusions as one sentence", () => {
    const out = result("Please generate an image of a red bicycle on a wall, morning light, no people, aspect ratio 9:16 --v 7", "dalle");
    expect(out.prompt).toBe("A red bicycle on a wall, morning light. Keep the image free of people.");
    expect(out.parameters).toEqual({ model: "dall-e-3", size: "1024x1792", quality: "standard", style: "vivid", n: 1 });
  });

  it("Flux: weights unwrapped, exclusions described as what is there", () => {
    expect(result("(neon city:1.4), rain, negative prompt: cars, blur", "flux").prompt).toBe("A neon city, rain. The image has empty streets and sharp focus throughout.");
  });

  it("generic: natural language, the chosen aspect winning over a pixel size that contradicts it", () => {
    expect(result("a robot reading a book, 1536x640, aspect ratio 16:9, no text", "generic").prompt).toBe(
      "A robot reading a book. Compose it as a 16:9 image. Keep the image free of text.",
    );
  });
});

describe("what changed and why", () => {
  it("names the placeholders, the task first, the sections and the role for a text prompt", () => {
    const original = "can you write an email to [Customer]?";
    const changes = describeChanges(original, improve(original, "text"), "text").map((c) => c.what);
    expect(changes).toEqual([
      "Placeholders written as {{customer}}",
      "The task is stated first",
      "Sections added: Role, Output Format, Variables",
      "A role is given",
      expect.stringMatching(/^Fuller: 7 → \d+ words$/),
    ]);
  });

  it("names the negative prompt for Stable Diffusion and the pixel size for Midjourney, each with a reason", () => {
    const sd = "a cat, no dogs";
    expect(describeChanges(sd, improvePrompt({ prompt: sd, target: "stable-diffusion", focus: [] }), "stable-diffusion")[0]).toEqual({
      what: "Negative terms moved to the negative prompt",
      why: expect.stringContaining("negative prompt"),
    });
    const mj = "a cat, 1024x1024 --ar 1:1";
    expect(describeChanges(mj, improve(mj, "midjourney"), "midjourney")[0]?.what).toBe("The pixel size taken out");
  });

  it("names a version change with its own reason, and the request wording taken out", () => {
    const mj = "a cabin at night, oil painting --ar 3:2 --v 6";
    expect(describeChanges(mj, improvePrompt({ prompt: mj, target: "midjourney", focus: [] }), "midjourney")).toEqual([
      { what: "--v 6 changed to --v 7", why: expect.stringContaining("version") },
    ]);
    const dalle = "Please create an image of a lighthouse at dusk, no boats";
    expect(describeChanges(dalle, improvePrompt({ prompt: dalle, target: "dalle", focus: [] }), "dalle").map((c) => c.what)).toEqual([
      "Exclusions written as one constraint sentence",
      "The request wording taken out",
    ]);
  });

  it("says nothing needed changing when a Stable Diffusion prompt's negative line only moved to its own field", () => {
    const sd = "1girl, silver hair, (detailed eyes:1.2), night city\nNegative prompt: lowres, bad hands";
    expect(describeChanges(sd, improvePrompt({ prompt: sd, target: "stable-diffusion", focus: [] }), "stable-diffusion")).toEqual([
      { what: "Nothing needed changing", why: expect.any(String) },
    ]);
  });

  it("says so when nothing needed changing", () => {
    expect(describeChanges("a cat --ar 1:1", "a cat --ar 1:1", "midjourney")).toEqual([
      { what: "Nothing needed changing", why: expect.any(String) },
    ]);
  });
});

describe("the improve form's rules", () => {
  it("takes a target by value or label in any case, and focus in list order without repeats", () => {
    expect(improveFormSchema.parse({ prompt: " hi ", target: "STABLE-DIFFUSION", focus: ["brevity", "clarity", "brevity"] })).toEqual({
      prompt: "hi",
      target: "stable-diffusion",
      focus: ["clarity", "brevity"],
    });
    expect(improveFormSchema.parse({ prompt: "hi", target: "Flux" }).target).toBe("flux");
  });

  it("refuses an empty or over-long prompt, an unknown target and an unknown focus, naming the choices", () => {
    const issues = (input: unknown) => improveFormSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(issues({ prompt: "  " })).toEqual(["Please paste the prompt you want to improve"]);
    expect(issues({ prompt: "x".repeat(6001) })).toEqual(["Your prompt must be at most 6,000 characters"]);
    expect(issues({ prompt: "x", target: "paint" })?.[0]).toMatch(/^Unknown target "paint"\. Choose one of "text", "generic", "midjourney"/);
    expect(issues({ prompt: "x", focus: ["speed"] })).toEqual([
      'Unknown focus "speed". Choose from "clarity", "structure", "detail", "brevity".',
    ]);
  });
});
