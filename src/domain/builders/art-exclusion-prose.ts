/**
 * The exclusions of a natural-language image prompt (DALL·E 3, gpt-image-1, Flux, Generic), none of which has a
 * negative prompt: each is said as what is there instead ("people" → "a deserted setting"), never as a bare
 * "No people." (BFL's guide: naming a thing tends to bring it in; describe what fills the space). An exclusion
 * never vanishes: one the prompt already answers, one nothing in the scene could show, or one with no positive
 * form is named in a note that says why it is not in the prompt.
 */
import { unsaidExclusion } from "./art-dedupe";
import { BOILERPLATE, CARRIES_LETTERING, FOCUS_BESIDE_DEPTH, lexicon, PERSON, positiveBeside, quotedList, type SettledExclusions } from "./art-exclusions";
import { capitalize } from "./prose";

export type ExclusionModel = "DALL·E 3" | "gpt-image-1" | "Flux" | "generic";

export interface DescribedExclusions {
  /** What is there instead, to join the description. */
  phrases: string[];
  notes: string[];
}

/** "has no negative prompt" for a named model; a generic tool may have one. */
function lacksField(model: ExclusionModel): string {
  return model === "generic" ? "not every tool has a negative prompt" : `${model} has no negative prompt`;
}

/**
 * `described`: what the prompt says besides the exclusions, which their wording must fit (a person in a
 * "deserted" scene is its only figure); `said`: its content words, so what it already says is not said twice.
 */
export function describedExclusions(settled: SettledExclusions, model: ExclusionModel, described: string, said: ReadonlySet<string>): DescribedExclusions {
  const phrases: { term: string; phrase: string }[] = [];
  const boilerplate: string[] = [];
  const nothingCarriesText: string[] = [];
  const nobody: string[] = [];
  const elsewhere: string[] = [];
  const unknown: string[] = [];
  const carriesLettering = CARRIES_LETTERING.test(described) || settled.onlyText !== undefined;
  const hasPerson = PERSON.test(described);
  for (const term of settled.terms) {
    const entry = lexicon(term);
    if (BOILERPLATE.test(term.toLowerCase())) boilerplate.push(term);
    else if (entry && / surfaces$/.test(entry.positive) && !carriesLettering) nothingCarriesText.push(term);
    else if (entry?.ofPerson && !hasPerson) nobody.push(term);
    else if (entry?.where && !entry.where.test(described)) elsewhere.push(term);
    else if (entry) phrases.push({ term, phrase: positiveBeside(entry.positive, described) });
    else unknown.push(term);
  }
  if (settled.onlyText) {
    const unlettered = phrases.findIndex((p) => p.phrase === "unlettered surfaces");
    if (unlettered !== -1) phrases.splice(unlettered, 1);
    phrases.push({ term: "text", phrase: `${settled.onlyText} as its only lettering` });
  }
  // Each phrase said once, and not said at all where the description already says it ("sharp focus" beside "sharp").
  const kept: string[] = [];
  const answered: string[] = [];
  for (const { term, phrase } of phrases) {
    const rest = phrase === FOCUS_BESIDE_DEPTH ? phrase : unsaidExclusion(phrase, said);
    if (rest === undefined) answered.push(term);
    else if (!kept.includes(rest)) kept.push(rest);
  }
  // "unlettered surfaces", "unbranded surfaces" → "unlettered, unbranded surfaces": one head, said once.
  const surfaces = kept.filter((ph) => / surfaces$/.test(ph));
  if (surfaces.length > 1) {
    kept.splice(kept.indexOf(surfaces[0]!), 1, `${surfaces.map((ph) => ph.replace(/ surfaces$/, "")).join(", ")} surfaces`);
    for (const ph of surfaces.slice(1)) kept.splice(kept.indexOf(ph), 1);
  }
  const them = (terms: readonly string[]) => (terms.length === 1 ? "it" : "them");
  const notes: string[] = [];
  if (kept.length > 0) notes.push(`${model === "generic" ? capitalize(lacksField(model)) : lacksField(model)}, so your exclusions are described as what is there instead (${kept.join("; ")}).`);
  if (answered.length > 0) notes.push(`${quotedList(answered)}: the prompt already describes what is there instead, so nothing more is said.`);
  if (boilerplate.length > 0) notes.push(`${quotedList(boilerplate)} left out: quality tags are for Stable Diffusion's negative prompt, and this model reads sentences.`);
  if (nothingCarriesText.length > 0) notes.push(`${quotedList(nothingCarriesText)} left out: nothing in this scene carries lettering or marks, and naming ${them(nothingCarriesText)} tends to bring ${them(nothingCarriesText)} in.`);
  if (nobody.length > 0) notes.push(`${quotedList(nobody)} left out: nobody in this scene could wear or show ${them(nobody)}, and naming ${them(nobody)} tends to bring ${them(nobody)} in.`);
  if (elsewhere.length > 0) notes.push(`${quotedList(elsewhere)} left out: nothing in this scene is a place to see ${them(elsewhere)}, and naming ${them(elsewhere)} tends to bring ${them(elsewhere)} in.`);
  if (unknown.length > 0) {
    notes.push(
      `${quotedList(unknown)} could not be expressed ${model === "generic" ? "in the prompt, since not every tool has a negative prompt" : `for ${model}, which has no negative prompt`}: naming ${them(unknown)} in a "no …" sentence can bring ${them(unknown)} in, and the form does not say what is there instead. To keep ${them(unknown)} out, describe what is there instead in Additional Customization.`,
    );
  }
  if (model === "generic" && settled.terms.length > 0) notes.push(`If your tool has a negative prompt field, put ${settled.terms.length === 1 ? "this" : "these"} there: ${settled.terms.join(", ")}.`);
  return { phrases: kept, notes };
}
