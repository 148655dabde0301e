/**
 * Natural-language image prompts (DALL·E 3, gpt-image, Flux), in the order OpenAI's image guides give:
 * the scene, then the subject, then the details, then the constraints (text to spell, size, exclusions,
 * how many requests). Each model renders only some sizes: the prompt names the nearest one and says so.
 * Flux has no negative prompt field, so its exclusions are part of the description.
 */
import { fitSize } from "./art-frame";
import type { Size } from "./art-options";
import { PREPOSITION, type ArtParts } from "./art-parts";
import { DALLE3_SIZES, fluxSize, GPT_IMAGE_SIZES, nearestSize, sameSize, sizeText } from "./art-targets";
import { andJoin, joinPresent, sentence, termsToPhrase, withArticle } from "./prose";

export type NaturalTarget = "dalle" | "gpt-image" | "flux";

interface NaturalModel {
  readonly name: string;
  /** The size the model renders for a shape, given the size wanted at that shape. */
  readonly size: (shape: Size, wanted: Size) => Size;
  /** Whether exclusions are constraints ("No text.") or folded into the description (no negative field). */
  readonly exclusions: "constraint" | "description";
}

const MODELS: Record<NaturalTarget, NaturalModel> = {
  dalle: { name: "DALL·E 3", size: (shape) => nearestSize(DALLE3_SIZES, shape), exclusions: "constraint" },
  "gpt-image": { name: "gpt-image-1", size: (shape) => nearestSize(GPT_IMAGE_SIZES, shape), exclusions: "constraint" },
  flux: { name: "Flux", size: (_shape, wanted) => fluxSize(wanted), exclusions: "description" },
};

const SQUARE: Size = { width: 1, height: 1 };
const MEGAPIXEL: Size = { width: 1024, height: 1024 };

function sceneSentence(p: ArtParts): string | undefined {
  const says = [
    p.background && `is ${p.background.prose}`,
    p.lighting && `is lit by ${p.lighting.prose}`,
    p.mood && `has ${withArticle(`${p.mood.prose} atmosphere`)}`,
  ].filter((s): s is string => typeof s === "string");
  return says.length === 0 ? undefined : sentence(`The scene ${andJoin(says)}`);
}

function subjectSentence(p: ArtParts): string | undefined {
  const style = p.style && (p.style.cues ? `${p.style.prose} with ${termsToPhrase(p.style.cues)}` : p.style.prose);
  const composed = p.composition && `composed with ${p.composition.prose}`;
  if (p.subject) return sentence(joinPresent([p.subject, composed, style && `rendered as ${style}`], ", "));
  if (style) return sentence(joinPresent([style, composed], ", "));
  return composed && sentence(`An image ${composed}`);
}

function detailSentences(p: ArtParts, model: NaturalModel): string {
  const view =
    p.perspective &&
    (p.perspective.custom && PREPOSITION.test(p.perspective.prose) ? `Framed ${p.perspective.prose}` : `Framed as ${withArticle(p.perspective.prose)}`);
  return joinPresent(
    [
      sentence(view ? `${view}, with ${p.detail.prose}` : `Render it with ${p.detail.prose}`),
      p.palette && sentence(`Use a palette of ${p.palette.prose}`),
      p.texture && sentence(`Emphasize textures such as ${p.texture}`),
      p.effects && sentence(`Finish it with ${p.effects.prose}`),
      p.artist && sentence(`Draw inspiration from the style of ${p.artist}`),
      p.extra && sentence(p.extra),
      model.exclusions === "description" && p.negative && sentence(`The image is free of ${termsToPhrase(p.negative)}`),
    ],
    " ",
  );
}

/** 'Spell the text "OPEN" exactly as written.' for each quoted text in the subject or the customization. */
function quotedTextSentences(p: ArtParts): string[] {
  const quoted = [p.subject, p.extra].flatMap((t) => [...(t ?? "").matchAll(/"([^"]+)"|“([^”]+)”/g)].map((m) => (m[1] ?? m[2])!.trim()));
  return quoted.filter((q) => q !== "").map((q) => `Spell the text "${q}" exactly as written.`);
}

function sizeSentence(p: ArtParts, model: NaturalModel): string | undefined {
  const f = p.frame;
  const shapeProse = f.aspectProse ?? (f.aspectDescription && `an image with a ${f.aspectDescription} aspect ratio`);
  if (f.shape === undefined && !f.sizeChosen) return shapeProse && sentence(`Make it ${shapeProse}`);
  const shape = f.shape ?? SQUARE;
  const wanted = f.pixels ?? fitSize(MEGAPIXEL, shape);
  const size = model.size(shape, wanted);
  const what = shapeProse ?? withArticle(`${sizeText(size)}-pixel image`);
  // A shape the model cannot render closely (within 2%, as 1792x1024 is to 16:9) is composed for, then
  // rendered at the nearest size.
  const exact = Math.abs(Math.log((size.width / size.height) * (shape.height / shape.width))) <= 0.02;
  const at = shapeProse ? (exact ? ` at ${sizeText(size)} pixels` : `, rendered at ${sizeText(size)} pixels`) : "";
  const note =
    f.sizeChosen && !(f.pixels && sameSize(size, f.pixels))
      ? `, the nearest size ${model.name} renders to the requested ${f.resolutionText}`
      : !exact
        ? `, the nearest size ${model.name} renders for this shape`
        : "";
  return sentence(`Make it ${what}${at}${note}`);
}

export function natural(p: ArtParts, target: NaturalTarget): string {
  const model = MODELS[target];
  const count = p.frame.count;
  return joinPresent(
    [
      sceneSentence(p),
      subjectSentence(p),
      detailSentences(p, model),
      ...quotedTextSentences(p),
      sizeSentence(p, model),
      model.exclusions === "constraint" && p.negative && sentence(p.negative.split(", ").map((t) => `no ${t}`).join(", ")),
      count > 1 && `${model.name} makes one image per request: make ${count} separate requests with this prompt.`,
    ],
    " ",
  );
}
