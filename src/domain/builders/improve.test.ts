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
  it("Stable Diffusion: negative terms on their own line, weights kept, an SDXL size for the aspect", () => {
    expect(improve("a castle on a hill, sunset, (dramatic clouds:1.3), no people, without text, 1920x1080", "stable-diffusion"))
      .toBe(`a castle on a hill, sunset, (dramatic clouds:1.3)
Negative prompt: people, text
Size: 1344x768`);
  });

  it("Midjourney: --ar 16:9 kept, the pixel size removed, parameters last and exclusions as --no", () => {
    expect(improve("portrait of a fox, no text, cinematic lighting, 1024x1024 --ar 16:9 --stylize 250 --no blur", "midjourney")).toBe(
      "portrait of a fox, cinematic lighting --ar 16:9 --stylize 250 --no blur, text",
    );
  });

  it("Midjourney: a pixel size alone becomes its --ar in whole numbers; :: weights go on V7 and stay on V6", () => {
    expect(improve("a lighthouse in a storm::2, 1920x1080", "midjourney")).toBe("a lighthouse in a storm --ar 16:9");
    expect(improve("a lighthouse in a storm::2, 1920x1080", "midjourney-v6")).toBe("a lighthouse in a storm::2 --ar 16:9");
  });

  it("DALL·E: a request opener dropped, natural language, the aspect in words, exclusions as 'No …'", () => {
    expect(improve("Please generate an image of a red bicycle on a wall, morning light, no people, aspect ratio 9:16 --v 7", "dalle")).toBe(
      "A red bicycle on a wall, morning light. Tall 9:16 portrait composition. No people.",
    );
  });

  it("Flux: weights unwrapped, exclusions folded into the text", () => {
    expect(improve("(neon city:1.4), rain, negative prompt: cars, blur", "flux")).toBe("Neon city, rain. No cars, no blur.");
  });

  it("generic: the chosen aspect wins over a pixel size that contradicts it", () => {
    expect(improve("a robot reading a book, 1536x640, aspect ratio 16:9, no text", "generic")).toBe(
      "Subject: a robot reading a book\nAspect ratio: 16:9\nAvoid: text",
    );
    expect(improve("a robot, 1920x1080, aspect ratio 16:9", "generic")).toBe("Subject: a robot\nAspect ratio: 16:9\nResolution: 1920x1080");
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

  it("names the negative line for Stable Diffusion and the pixel size for Midjourney, each with a reason", () => {
    const sd = "a cat, no dogs";
    expect(describeChanges(sd, improve(sd, "stable-diffusion"), "stable-diffusion")[0]).toEqual({
      what: "Negative terms moved to their own line",
      why: expect.stringContaining("negative prompt"),
    });
    const mj = "a cat, 1024x1024 --ar 1:1";
    expect(describeChanges(mj, improve(mj, "midjourney"), "midjourney")[0]?.what).toBe("The pixel size taken out");
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
