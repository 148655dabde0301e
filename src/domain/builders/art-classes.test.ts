/**
 * Classes of defect an expert found in image prompts, each held over seeded random forms: a set detail level is
 * said even when the subject or a choice already has its words; a typed exclusion never vanishes (it changes the
 * prompt or a note names it); the models without a negative prompt get no bare "No …" sentence, and Generic's
 * notes agree with its prompt; the sentences join cleanly.
 */
import { describe, expect, it } from "vitest";
import { detailAlternates, detailTerms } from "./art-detail";
import { ARTIST_OPTIONS, TARGET_OPTIONS, type ArtOption } from "./art-options";
import { artParts } from "./art-parts";
import { composeArtPrompt } from "./compose-art";
import { artRequest, DESCRIPTIVE_ART_FIELDS, seededRandom } from "./test-support";

const NATURAL = ["generic", "dalle", "gpt-image", "flux"] as const;
const ALL_TARGETS = TARGET_OPTIONS.map((t) => t.value);

/** Subjects that already say detail, simplicity, sharpness or a style, as users write them. */
const SUBJECTS = [
  "an intricate mandala with fine lines",
  "a highly detailed portrait of an old sailor",
  "a simple flat icon of a rocket",
  "a minimalist poster of a mountain, bold shapes",
  "a sharp crisp photo of a watch with crisp textures",
  "a street musician playing violin on a busy corner",
  "a bakery storefront at dawn",
  "a quiet lake at dawn",
];

type Form = Record<string, unknown>;

function randomForm(rng: ReturnType<typeof seededRandom>, target: string): Form {
  const form: Form = { target, prompt: rng.pick(SUBJECTS) };
  for (const field of DESCRIPTIVE_ART_FIELDS) if (rng.next() < 0.5) form[field.name] = rng.pick(field.options as readonly ArtOption[]).value;
  if (rng.next() < 0.3) form.textureDescription = rng.pick(["rough handmade paper", "smooth glossy ceramic", "soft fur"]);
  return form;
}

describe("a set detail level is always said", () => {
  it.each(ALL_TARGETS)("%s: in the style's words, even when the subject or a choice has said every word of them", (target) => {
    const rng = seededRandom(23);
    for (let i = 0; i < 300; i++) {
      const form = { ...randomForm(rng, target), detailLevel: rng.pick([0, 0.1, 0.3, 0.7, 0.9, 1]) };
      const request = artRequest(form);
      const parts = artParts(request);
      const wanted = detailTerms(request.detailLevel, parts.family, parts.texture !== undefined);
      if (wanted === undefined) continue;
      const said = [wanted, ...detailAlternates(request.detailLevel, parts.family, parts.texture !== undefined)].flatMap((t) => t.split(",").map((w) => w.trim()));
      const { prompt } = composeArtPrompt(request);
      expect(said.some((t) => prompt.includes(t)), `${JSON.stringify(form)}\n${prompt}`).toBe(true);
    }
  });

  it("says more detail on an intricate subject in other words of the style, not the words the subject has", () => {
    const { prompt } = composeArtPrompt(artRequest({ target: "generic", prompt: "an intricate mandala with fine lines", detailLevel: 1 }));
    expect(prompt).toBe("An intricate mandala with fine lines. It has meticulous rendering.");
  });
});

const EXCLUSIONS = ["blurry", "text", "watermark", "people", "cars", "smoke", "dogs", "red roof", "low quality", "extra fingers", "cartoon", "colors", "clouds", "no people", "without text", "signature", "hats", "makeup", "modern buildings", "clutter"];

describe("a typed exclusion never vanishes on a model without a negative prompt", () => {
  it.each(NATURAL)("%s: it changes the prompt, or a note names it", (target) => {
    const rng = seededRandom(31);
    for (let i = 0; i < 300; i++) {
      const form = randomForm(rng, target);
      const term = rng.pick(EXCLUSIONS);
      const without = composeArtPrompt(artRequest(form));
      const result = composeArtPrompt(artRequest({ ...form, negativePrompt: term }));
      const bare = term.replace(/^(no|without) /, "");
      const named = result.notes.some((n) => n.includes(`"${bare}"`));
      expect(result.prompt !== without.prompt || named, `${term} in ${JSON.stringify(form)}\n${result.prompt}\n${result.notes.join("\n")}`).toBe(true);
      // What a note says the prompt describes instead is in the prompt.
      const claimed = /described as what is there instead \((.*)\)\./.exec(result.notes.join("\n"))?.[1]?.split("; ") ?? [];
      for (const phrase of claimed) expect(result.prompt, result.notes.join("\n")).toContain(phrase);
    }
  });

  it("Flux: one with no positive form is named in a note saying it could not be expressed for Flux", () => {
    const result = composeArtPrompt(artRequest({ target: "flux", prompt: "a cozy cabin in a snowy forest", negativePrompt: "dogs, red roof" }));
    expect(result.prompt).toBe("A cozy cabin in a snowy forest.");
    expect(result.notes.join(" ")).toMatch(/"dogs" and "red roof" could not be expressed for Flux, which has no negative prompt/);
  });

  it("Flux: a rewrite is kept when only its noun was said of something else", () => {
    const result = composeArtPrompt(artRequest({ target: "flux", prompt: "a street musician playing violin", negativePrompt: "cars" }));
    expect(result.prompt).toBe("A street musician playing violin, with empty streets.");
  });

  it("a person's exclusion in a scene with nobody in it is a note, not a bare head on a storefront", () => {
    const result = composeArtPrompt(artRequest({ target: "flux", prompt: "a bakery storefront", negativePrompt: "makeup, hats" }));
    expect(result.prompt).toBe("A bakery storefront.");
    expect(result.notes.join(" ")).toMatch(/"makeup" and "hats" left out: nobody in this scene/);
  });

  it("hands are said only of a person; proportions of anything", () => {
    expect(composeArtPrompt(artRequest({ target: "dalle", prompt: "a portrait of a woman", negativePrompt: "extra fingers, deformed" })).prompt).toBe("A portrait of a woman, with anatomically correct hands and natural proportions.");
    const bottle = composeArtPrompt(artRequest({ target: "flux", prompt: "a perfume bottle", negativePrompt: "extra fingers, deformed" }));
    expect(bottle.prompt).toBe("A perfume bottle, with natural proportions.");
    expect(bottle.notes.join(" ")).toMatch(/"extra fingers" left out: nobody in this scene/);
  });

  it("an exclusion seen only in some scenes (streets, a sky) is a note where the scene has none", () => {
    const indoors = composeArtPrompt(artRequest({ target: "gpt-image", prompt: "an isometric cozy bedroom", negativePrompt: "cars, clouds" }));
    expect(indoors.prompt).toBe("An isometric cozy bedroom.");
    expect(indoors.notes.join(" ")).toMatch(/"cars" and "clouds" left out: nothing in this scene is a place to see them/);
    expect(composeArtPrompt(artRequest({ target: "flux", prompt: "a mountain lake", negativePrompt: "clouds" })).prompt).toBe("A mountain lake, with a clear sky.");
  });

  it("'no people' typed in the field is the exclusion 'people' on every target", () => {
    expect(composeArtPrompt(artRequest({ target: "stable-diffusion", prompt: "a lake", negativePrompt: "no people, without text" })).negativePrompt).toBe("people, text");
    expect(composeArtPrompt(artRequest({ target: "midjourney", prompt: "a lake", negativePrompt: "no people" })).prompt).toContain("--no people --v 7");
    expect(composeArtPrompt(artRequest({ target: "flux", prompt: "a lake", negativePrompt: "no people" })).prompt).toBe("A lake, with a deserted setting.");
  });
});

describe("no bare negation where there is no negative prompt, and Generic's notes agree with its prompt", () => {
  it.each(NATURAL)("%s: no 'No …' or 'Nothing …' sentence but OpenAI's closing constraint, and no 'free of'", (target) => {
    const rng = seededRandom(37);
    for (let i = 0; i < 300; i++) {
      const form = { ...randomForm(rng, target), negativePrompt: [rng.pick(EXCLUSIONS), rng.pick(EXCLUSIONS)].join(", ") };
      const { prompt, notes } = composeArtPrompt(artRequest(form));
      // DALL·E 3 and gpt-image-1 follow an explicit constraint: one closing "No …" sentence, and only there.
      const body = target === "dalle" || target === "gpt-image" ? prompt.replace(/ No [^.]+\.$/, "") : prompt;
      expect(body, prompt).not.toMatch(/(^|[.!?]\s)(No|Nothing|Never|Without)\b|\bfree of\b/);
      expect(notes.join(" ")).not.toMatch(/one plain sentence at the end of the prompt/);
      if (target === "generic") {
        // Every exclusion goes to the tool's negative field if it has one; the prompt describes, never negates.
        const terms = artParts(artRequest(form)).exclusions.terms;
        if (terms.length > 0) expect(notes.join(" ")).toMatch(/If your tool has a negative prompt field, put (this|these) there:/);
        expect(notes.join(" ")).not.toMatch(/no negative prompt field/);
      }
    }
  });
});

/** Custom values as users type them: with their own "with", "in the style of", a preposition, a bare adjective. */
const CUSTOM: Readonly<Record<string, readonly string[]>> = {
  styleAndMedium: ["flat line icons", "in watercolor style", "macro photography, 100mm lens", "oil pastels"],
  moodAndTheme: ["with a sense of quiet dread", "cozy", "melancholic"],
  artistInspiration: ["in the style of Moebius", "Greg Rutkowski", "by Mary Blair"],
  perspective: ["from below", "a worm's-eye view"],
  lighting: ["in soft morning light", "glowing, ethereal", "candlelight"],
  colorPalette: ["muted teal", "warm ochres and deep blues"],
  effects: ["holographic", "with light leaks", "chromatic aberration"],
  composition: ["symmetrical", "with lots of negative space"],
  background: ["in a library", "plain white seamless"],
};
const JOIN_SUBJECTS = ["portrait of a woman with with freckles", "a lighthouse in the style of Turner", "a cozy cafe interior with plants", 'a sign reading "BORA BORA" on a beach', "a cat"];

function joinForm(rng: ReturnType<typeof seededRandom>, target: string): Form {
  const form: Form = { target, prompt: rng.pick(JOIN_SUBJECTS), detailLevel: rng.pick([0, 0.2, 0.5, 0.8, 1]) };
  for (const field of DESCRIPTIVE_ART_FIELDS) {
    const roll = rng.next();
    if (roll < 0.35) form[field.name] = rng.pick(field.options as readonly ArtOption[]).value;
    else if (roll < 0.6) Object.assign(form, { [field.name]: "other", [field.customName]: rng.pick(CUSTOM[field.name]!) });
  }
  if (rng.next() < 0.3) form.textureDescription = rng.pick(["rough handmade paper", "soft fur"]);
  if (rng.next() < 0.3) form.additionalCustomization = rng.pick(["steam rising from the cups", "a cat asleep on a cushion"]);
  if (rng.next() < 0.3) form.negativePrompt = rng.pick(["text", "people, cars", "blurry", "dogs"]);
  return form;
}

describe("natural-language prompts join cleanly", () => {
  it.each(NATURAL)("%s: no doubled word, no empty clause, one 'in … style', sentences that start capitalized and end with a period", (target) => {
    const rng = seededRandom(41);
    for (let i = 0; i < 400; i++) {
      const form = joinForm(rng, target);
      const { prompt } = composeArtPrompt(artRequest(form));
      const unquoted = prompt.replace(/"[^"]*"/g, '"…"');
      const where = `${JSON.stringify(form)}\n${prompt}`;
      expect(unquoted, where).not.toMatch(/\b(\w+)\s+\1\b/i);
      expect(prompt, where).not.toMatch(/,\s*,| ,| \.|,\s*\.|\.\s*,/);
      expect(prompt, where).not.toMatch(/\b(with|and|of|by|in|as|a|an|the)\s*[,.]/i);
      expect(prompt, where).not.toMatch(/\b(lit by|framed as|in the style of|with|in an?) (in|with|on|at|from|by)\b/i);
      expect((prompt.match(/\bin the style of\b|\bin (a|an) [^,.]*\bstyle\b/gi) ?? []).length, where).toBeLessThanOrEqual(1);
      for (const s of prompt.split(/(?<=[.!?])\s+(?=[A-Z"])/)) {
        expect(s, where).toMatch(/^["A-Z]/);
        expect(s, where).toMatch(/[.!?]$/);
      }
    }
  });

  it("gives a word left without its noun by the dedupe, or typed alone, a noun: no adjective stacked after the list", () => {
    const shot = composeArtPrompt(artRequest({ target: "gpt-image", prompt: "a product shot of a perfume bottle", perspective: "wide-angle", lighting: "neon-glow", effects: "holographic-glow" }));
    expect(shot.prompt).toBe("A product shot of a perfume bottle. Framed as a wide-angle view, lit by neon glow, with a holographic effect.");
    expect(composeArtPrompt(artRequest({ target: "flux", prompt: "a fox", lighting: "other", customLighting: "glowing, ethereal" })).prompt).toBe("A fox. Lit by glowing, ethereal light.");
  });

  it("names a listed artist once, as 'inspired by' after a style phrase", () => {
    const artist = ARTIST_OPTIONS.find((a) => a.value === "hokusai")!;
    const { prompt } = composeArtPrompt(artRequest({ target: "gpt-image", prompt: "a harbour at dawn", styleAndMedium: "other", customStyleAndMedium: "flat line icons", artistInspiration: artist.value }));
    expect(prompt).toBe(`A harbour at dawn, in a flat line icon style, inspired by ${artist.term}.`);
  });
});

describe("DALL·E 3 and gpt-image-1 keep every exclusion in one grammatical closing sentence", () => {
  it.each(["dalle", "gpt-image"] as const)("%s: marks, a style word, people and steam are said plainly, never dropped or pluralised", (target) => {
    const marks = composeArtPrompt(artRequest({ target, prompt: "a small robot watering herbs on a windowsill", negativePrompt: "text, logos" })).prompt;
    expect(marks).toMatch(/No text or logos anywhere\.$/);
    const mixed = composeArtPrompt(artRequest({ target, prompt: "a smiling coffee cup mascot waving", styleAndMedium: "comic-book", negativePrompt: "people, steam, photorealism" })).prompt;
    expect(mixed).toMatch(/No people, steam or photorealistic rendering\.$/);
    expect(mixed).not.toMatch(/deserted|clear air|realisms|Leave out/);
  });

  it("flux keeps positive-only phrasing", () => {
    const flux = composeArtPrompt(artRequest({ target: "flux", prompt: "a quiet lake at dawn", negativePrompt: "people" })).prompt;
    expect(flux).not.toMatch(/\bNo people\b/);
  });
});

describe("a low detail level keeps the chosen style, and a picked effect is kept", () => {
  it.each(ALL_TARGETS)("%s: no 'abstract' on a custom medium; 'film grain' beside a film photograph stays", (target) => {
    const linocut = composeArtPrompt(artRequest({ target, prompt: "a heron in reeds", styleAndMedium: "other", customStyleAndMedium: "linocut print", detailLevel: 0.2 })).prompt;
    expect(linocut).not.toMatch(/abstract/i);
    expect(linocut).toMatch(/simplified shapes/);
    const film = composeArtPrompt(artRequest({ target, prompt: "an old fisherman mending nets", styleAndMedium: "other", customStyleAndMedium: "35mm film photograph", effects: "film-grain" }));
    expect(film.prompt).toMatch(/film grain/);
    expect(film.notes.join(" ")).not.toMatch(/already said/);
  });
});

describe("Generic: a long 'with' list is two sentences", () => {
  it("says how it is rendered, then its atmosphere and composition", () => {
    const { prompt } = composeArtPrompt(artRequest({ target: "generic", prompt: "a lighthouse on a rocky cliff during a storm", styleAndMedium: "ink-drawing", moodAndTheme: "horror-gothic", lighting: "backlit-silhouette", composition: "centered-focus", effects: "vignette", detailLevel: 0.8, negativePrompt: "people" }));
    expect(prompt).toContain("with careful hatching and a subtle vignette. It has a gothic horror atmosphere, a centered focal point and a deserted setting.");
    for (const s of prompt.split(/(?<=\.)\s+/)) expect((s.match(/,/g) ?? []).length, s).toBeLessThanOrEqual(4);
  });
});
