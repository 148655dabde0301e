import { describe, expect, it } from "vitest";
import { composePrompt, plainPrompt } from "@/domain/builders";
import { CASES, type EvalCase } from "./cases";
import { CHECKS } from "./checks";

const find = (name: string): EvalCase => CASES.find((c) => c.name === name)!;

describe("the evaluation set", () => {
  it("covers every image target, text and Improve, with at least 60 cases and 15 to improve", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    expect(CASES.filter((c) => c.group === "improve").length).toBeGreaterThanOrEqual(15);
    const targets = new Set(CASES.flatMap((c) => (c.request.promptType === "art" ? [c.request.target] : [])));
    expect([...targets].sort()).toEqual(["dalle", "flux", "generic", "gpt-image", "midjourney", "midjourney-v6", "stable-diffusion"]);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });
});

describe("each check", () => {
  const email = find("Email, personalised");
  const tos = find("Terms of Service, formal vs conversational, buy now");
  const generic = find("Generic, only a subject");
  const improve = find("Tag soup for MJ7");

  it("holds a prompt to its target's grammar, repairs included", () => {
    const mj = find("MJ7 product shot, four images");
    expect(CHECKS["target grammar"]!(mj, plainPrompt("a matte black water bottle on a marble counter --ar 16-9 --v 7"))).toMatch(/ar/);
    expect(CHECKS["target grammar"]!(mj, plainPrompt("a matte black water bottle on a marble counter"))).toMatch(/needed a repair: version-added/);
    expect(CHECKS["target grammar"]!(mj, plainPrompt("a matte black water bottle on a marble counter, soft diffused light --ar 1:1 --v 7"))).toBe(true);
  });

  it("finds a dropped input and a dropped variable", () => {
    expect(CHECKS["inputs kept"]!(email, plainPrompt("Write an email about renewal reminder for the annual plan to {{name}}."))).toMatch(
      /lost: "\{\{company\}\}"/,
    );
    expect(CHECKS["inputs kept"]!(email, plainPrompt("renewal reminder for the annual plan {{name}} {{company}}"))).toBe(true);
    const support = find("Support bot with runtime knowledge base");
    expect(CHECKS["variables kept"]!(support, plainPrompt("Answer from {{kb_articles}}."))).toBe("dropped {{user_question}}");
  });

  it("finds words addressed to the user, and leaves notes alone", () => {
    const sized = { ...plainPrompt("A fox. Rendered at 1792x1024, the nearest size DALL·E 3 renders."), notes: [] };
    expect(CHECKS["nothing for the user"]!(generic, sized)).toMatch(/nearest size/);
    expect(CHECKS["nothing for the user"]!(generic, { ...plainPrompt("A fox."), notes: ["The nearest size is 1792x1024."] })).toBe(true);
  });

  it("finds contradictory instructions", () => {
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Formal. Use contractions, direct address. No contractions."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Formal, precise wording, no contractions."))).toBe(true);
  });

  it("finds the user's words and a setting that disagree with them both obeyed", () => {
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Show, do not sell. - Tone of voice: Sales-Oriented."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Leave no brackets. Leave a bracketed gap such as [price]."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Use short paragraphs.\n\n# Output Format\nBullet Points. One idea each."))).toMatch(/both/);
    expect(CHECKS["no contradiction"]!(tos, plainPrompt("Leave no brackets; write around a missing fact."))).toBe(true);
  });

  it("finds a second variable added for what the user's variable already holds", () => {
    const followUp = find("Follow-up email with the user's own name variable");
    expect(CHECKS["one variable per thing"]!(followUp, plainPrompt("Follow up with {{first_name}}. Address the reader by name as {{name}}."))).toMatch(/adds \{\{name\}\}/);
    expect(CHECKS["one variable per thing"]!(followUp, plainPrompt("Follow up with {{first_name}}. Address the reader by name as {{first_name}}."))).toBe(true);
    expect(CHECKS["one variable per thing"]!(generic, plainPrompt("A fox."))).toBeUndefined();
  });

  it("finds what a case requires missing", () => {
    const listing = find("Property listing with SEO");
    expect(CHECKS["says what applies"]!(listing, plainPrompt("Write a property listing."))).toMatch(/lacks/);
    expect(CHECKS["says what applies"]!(listing, plainPrompt("Write a property listing.\n- SEO: Choose one primary keyword."))).toBe(true);
    expect(CHECKS["says what applies"]!(generic, plainPrompt("A fox."))).toBeUndefined();
  });

  it("finds untouched defaults restated, only where the user left them", () => {
    expect(CHECKS["no default filler"]!(generic, plainPrompt("A red fox. Detail level: Balanced."))).toMatch(/Detail level/);
    expect(CHECKS["no default filler"]!(generic, plainPrompt("A red fox curled up in fresh snow."))).toBe(true);
    const detailed = find("MJ6 pixel art dungeon");
    expect(CHECKS["no default filler"]!(detailed, plainPrompt("Detail level: maximal"))).toBe(true);
  });

  it("finds a role that does not fit the task, or none", () => {
    expect(CHECKS["role fits"]!(tos, plainPrompt("You are an expert writer."))).toMatch(/does not fit/);
    expect(CHECKS["role fits"]!(tos, plainPrompt("Draft the terms."))).toBe("no role");
    expect(CHECKS["role fits"]!(tos, plainPrompt("You are a lawyer who drafts consumer contracts."))).toBe(true);
    expect(CHECKS["role fits"]!(generic, plainPrompt("anything"))).toBeUndefined();
  });

  it("finds a detail level that changed nothing", () => {
    const intricate = find("Generic intricate subject, top detail");
    if (intricate.request.promptType !== "art") throw new Error("an image case");
    expect(CHECKS["detail said"]!(intricate, composePrompt({ ...intricate.request, detailLevel: 0.5 }))).toMatch(/changed nothing/);
    expect(CHECKS["detail said"]!(intricate, composePrompt(intricate.request))).toBe(true);
    expect(CHECKS["detail said"]!(generic, plainPrompt("A red fox."))).toBeUndefined();
  });

  it("finds an exclusion that vanished without a note", () => {
    const flux = find("Flux exclusions with no positive form");
    if (flux.request.promptType !== "art") throw new Error("an image case");
    const withoutDogs = { ...composePrompt({ ...flux.request, negativePrompt: "smoke, red roof" }), notes: [] };
    expect(CHECKS["exclusions kept"]!(flux, withoutDogs)).toMatch(/vanished: "dogs"/);
    expect(CHECKS["exclusions kept"]!(flux, composePrompt(flux.request))).toBe(true);
  });

  it("finds a bare negation where there is no negative prompt, and a note that disagrees with the prompt", () => {
    const dalle = find("DALL·E 3 exclusions as what is there");
    expect(CHECKS["no bare negation"]!(dalle, plainPrompt("No people in a quiet reading nook. A cat. No clutter."))).toMatch(/No people/);
    const generic = find("Generic exclusions, notes agree with the prompt");
    const claim = { ...plainPrompt("A lighthouse on a cliff."), notes: ["Your exclusions are one plain sentence at the end of the prompt."] };
    expect(CHECKS["no bare negation"]!(generic, claim)).toMatch(/disagrees/);
    expect(CHECKS["no bare negation"]!(dalle, plainPrompt("A quiet reading nook with a cat, with a deserted setting."))).toBe(true);
  });

  it("finds doubled words, empty items, stacked style phrases and broken sentences", () => {
    const joins = find("Generic artist after a style in the subject");
    expect(CHECKS["clean joins"]!(joins, plainPrompt("A lighthouse in the style of Turner, in the style of Claude Monet."))).toMatch(/2 "in … style"/);
    expect(CHECKS["clean joins"]!(joins, plainPrompt("A lighthouse with with a red roof."))).toMatch(/doubled/);
    expect(CHECKS["clean joins"]!(joins, plainPrompt("A lighthouse, , at dusk."))).toMatch(/empty item/);
    expect(CHECKS["clean joins"]!(joins, plainPrompt("A lighthouse. lit by in soft light"))).toMatch(/sentence/);
    expect(CHECKS["clean joins"]!(joins, plainPrompt("A lighthouse in the style of Turner, inspired by Claude Monet. In soft morning light."))).toBe(true);
  });

  it("finds a size SDXL does not render, and a note naming a size nobody asked for", () => {
    const sdxl = find("SDXL 4K at 21:9");
    const sent = (notes: string[], width = 1536, height = 640) => ({ prompt: "a desert canyon at sunset", parameters: { width, height }, notes });
    expect(CHECKS["sizes honest"]!(sdxl, sent(["Upscale ×2.88 to reach 4416x1856."]))).toMatch(/4416x1856/);
    expect(CHECKS["sizes honest"]!(sdxl, sent([], 1600, 900))).toMatch(/not an SDXL training size/);
    expect(CHECKS["sizes honest"]!(sdxl, sent(["1536x640 is the one nearest to 21:9. 3840x2160 needs an upscaler."]))).toBe(true);
  });

  it("finds a count or a bare negation left in an improved image prompt, only where the target has no negative field for it", () => {
    const flux = find("Flux with negations");
    expect(CHECKS["draws only what is there"]!(flux, plainPrompt("A quiet library interior. No people."))).toMatch(/bare negation/);
    expect(CHECKS["draws only what is there"]!(flux, plainPrompt("A quiet library interior, 4 versions."))).toMatch(/a count/);
    expect(CHECKS["draws only what is there"]!(flux, plainPrompt("An empty, quiet library interior, in sharp focus."))).toBe(true);
    expect(CHECKS["draws only what is there"]!(improve, plainPrompt("a cute cat --v 7 --no people"))).toBe(true);
    expect(CHECKS["draws only what is there"]!(email, plainPrompt("No people."))).toBeUndefined();
  });

  it("finds what a case must avoid, and an Improve that changed nothing", () => {
    expect(CHECKS["avoids what does not apply"]!(improve, plainPrompt("cat, trending on artstation"))).toMatch(/trending/);
    expect(CHECKS["improves or leaves be"]!(improve, plainPrompt("cat,  cute, 4k, trending on artstation"))).toBe("unchanged");
    expect(CHECKS["improves or leaves be"]!(improve, plainPrompt("a cute cat --v 7"))).toBe(true);
  });
});
