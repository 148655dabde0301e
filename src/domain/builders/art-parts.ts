/**
 * An art request reduced to the pieces a prompt is made of: every choice resolved (custom text first),
 * every unset field absent, every user text cleaned to fit inline, and every field left at the form's
 * default (square, 1024x1024, medium detail, one image) marked untouched so it adds nothing to the prompt.
 * The target renderers read this.
 */
import { customFamily, detailAlternates, detailTerms } from "./art-detail";
import { settleConflicts } from "./art-conflicts";
import { dedupeParts } from "./art-dedupe";
import { PROPER_NAME, settleExclusions, settleNamedText, type SettledExclusions } from "./art-exclusions";
import { defaultArtForm, type ArtPromptRequest } from "./art-form";
import { frameOf, parseSize, type Frame } from "./art-frame";
import {
  ARTIST_OPTIONS,
  BACKGROUND_OPTIONS,
  COMPOSITION_OPTIONS,
  EFFECT_OPTIONS,
  LIGHTING_OPTIONS,
  MOOD_OPTIONS,
  PALETTE_OPTIONS,
  PERSPECTIVE_OPTIONS,
  STYLE_OPTIONS,
  type ArtistMedium,
  type ArtOption,
  type StyleFamily,
} from "./art-options";
import { cleanInline, resolveChoice } from "./choices";
import { artNoun, backgroundProse } from "./art-nouns";
import { SLIDER_DEFAULT } from "./sliders";

/** A resolved choice: the prompt term and its in-sentence form (the same for a custom text). */
export interface ArtTerm {
  term: string;
  prose: string;
  /** Supporting terms (styles only). */
  cues?: string;
  custom: boolean;
}

export interface Artist {
  name: string;
  /** From the artist list: the year of the latest work and the style's traits in words. */
  lastWork?: number;
  traits?: string;
  custom: boolean;
  /** The traits that hold in any medium: what a custom style keeps of the artist where the name cannot be said. */
  neutral?: string;
  /** Its medium clashes with the chosen style: only the traits that hold in any medium are used, never the name. */
  clash?: boolean;
}

export interface ArtParts {
  /** What the image shows: the request's `prompt`, else the additional customization. */
  subject?: string;
  composition?: ArtTerm;
  style?: ArtTerm;
  mood?: ArtTerm;
  lighting?: ArtTerm;
  palette?: ArtTerm;
  perspective?: ArtTerm;
  /** The style's family, which picks the detail words (art-detail.ts). */
  family?: StyleFamily;
  /** The detail slider in the style's words; absent at the slider's default. */
  detail?: string;
  detailValue: number;
  /** The detail slider was moved from its default. */
  detailSet: boolean;
  texture?: string;
  background?: ArtTerm;
  effects?: ArtTerm;
  artist?: Artist;
  /** The additional customization when it is not already the subject. */
  extra?: string;
  /** The negative prompt's terms, settled against the other choices. */
  exclusions: SettledExclusions;
  /** Text the image must spell: quoted in the subject or the customization. */
  quoted: string[];
  /** A custom background that asks for transparency ("transparent", "cut-out"): gpt-image-1 takes it as a setting. */
  transparent: boolean;
  frame: Frame;
  /** What the user should know about how the form was read (a clash or a conflict settled). */
  notes: string[];
  /** The aspect ratio or the resolution was changed from the form's default. */
  frameSet: boolean;
  /** The resolution was changed from the form's default: a size the user asked for. */
  resolutionSet: boolean;
}

export { PREPOSITION } from "./art-nouns";

function term<O extends ArtOption>(
  options: readonly O[],
  value: string,
  custom: string,
  customProse: (text: string) => string = (t) => t,
): ArtTerm | undefined {
  const r = resolveChoice(options, value, custom);
  if (r === undefined) return undefined;
  if (r.kind === "custom") return { term: r.text, prose: customProse(r.text), custom: true };
  const { term: t, prose, cues } = r.option;
  return { term: t, prose: prose ?? t, ...(cues === undefined ? {} : { cues }), custom: false };
}

function optional(text: string): string | undefined {
  const t = cleanInline(text);
  return t === "" ? undefined : t;
}

/** Each line (or comma item) of a negative prompt, once each, without a "no"/"without" the field already means. */
function negativeList(text: string): string[] {
  const items = text
    .split(/[\r\n,]+/)
    .map((t) => cleanInline(t).replace(/^(?:no|without|not|avoid|exclude)\s+(?=\S)/i, ""))
    .filter((t) => t !== "");
  return items.filter((t, i) => items.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i);
}

/**
 * "Spell "OPEN"": each quoted text in the subject or the customization, and capitals a phrase names as the image's
 * text without quotes ("the title WATER CYCLE", "a sign that says OPEN").
 */
function quotedTexts(...texts: (string | undefined)[]): string[] {
  const found = texts.flatMap((t) => [
    ...[...(t ?? "").matchAll(/"([^"]+)"|“([^”]+)”/g)].map((m) => m[1] ?? m[2]),
    ...[...(t ?? "").matchAll(NAMED_TEXT)].map((m) => m[1]),
  ]);
  const cleaned = found.map((q) => q!.trim()).filter((q) => q !== "");
  return cleaned.filter((q, i) => cleaned.indexOf(q) === i);
}

/** Capitals after words that name them as text to render. */
const NAMED_TEXT =
  /\b(?:the (?:words?|title|text|sign|slogan|caption|headline|label|lettering)|(?:that|which) (?:says|reads)|saying|reading)\s+([A-Z][A-Z0-9'&!?-]*(?:\s+[A-Z0-9][A-Z0-9'&!?-]*)*)\b/g;

/** A mark, sign or cover whose name ("a logo for a studio called Lotus") is lettering in the image. */
const LETTERED = /\b(logo|logotype|icon|emblem|badge|monogram|sign|signage|poster|label|banner|storefront|packaging|cover|mug|t-shirt)\b/i;
const CALLED = new RegExp(`\\b(called|named)\\s+(${PROPER_NAME})`, "g");

/**
 * The image's text in quotes where the sentence names it ('the title "WATER CYCLE"', 'a logo for a studio
 * called "Lotus"'): quotes tell the model the exact letters to render.
 */
function quoteNamed(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const named = text.replace(NAMED_TEXT, (m: string, caps: string) => `${m.slice(0, m.length - caps.length)}"${caps}"`);
  return LETTERED.test(named) ? named.replace(CALLED, (_m, verb: string, name: string) => `${verb} "${name}"`) : named;
}

/** Words that ask for a transparent background. */
export const TRANSPARENT = /\b(transparent|no background|cut-?out|alpha)\b/i;

/** A 3D studio fits only a 3D render; a flat or painted artist no 3D render, and a flat one no photograph. */
function clashes(medium: ArtistMedium, family: StyleFamily): boolean {
  if (medium === "3d") return family !== "render";
  return family === "render" || (medium === "drawn" && family === "photo");
}

function artistOf(request: ArtPromptRequest, family: StyleFamily | undefined, style: ArtTerm | undefined, notes: string[]): Artist | undefined {
  const found = resolveChoice(ARTIST_OPTIONS, request.artistInspiration, request.customArtistInspiration);
  if (found === undefined) return undefined;
  // "in the style of Moebius" typed in the field: the name alone, since every target writes its own "in the style of".
  if (found.kind === "custom") return { name: found.text.replace(/^(?:in the (?:style|manner) of|inspired by|by|after|à la|a la)\s+(?=\S)/i, ""), custom: true };
  const o = found.option;
  if (family !== undefined && style !== undefined && clashes(o.medium, family)) {
    const medium = { "3d": "3D animation", drawn: "flat drawn images", painted: "painting" }[o.medium];
    notes.push(`${o.term} works in ${medium}, which clashes with ${style.prose}: the prompt keeps only the traits that fit it (${o.neutral}), not the name or the medium.`);
    return { name: o.term, custom: false, traits: o.neutral, clash: true };
  }
  return { name: o.term, custom: false, ...("lastWork" in o ? { lastWork: o.lastWork } : {}), ...("traits" in o ? { traits: o.traits, neutral: o.neutral } : {}) };
}

export function artParts(request: ArtPromptRequest): ArtParts {
  const r = request;
  const notes: string[] = [];
  const customization = quoteNamed(optional(r.additionalCustomization));
  const named = settleNamedText(optional(r.prompt), negativeList(r.negativePrompt));
  if (named.note) notes.push(named.note);
  const prompt = quoteNamed(named.subject);
  const styleChoice = resolveChoice(STYLE_OPTIONS, r.styleAndMedium, r.customStyleAndMedium);
  const mood = term(MOOD_OPTIONS, r.moodAndTheme, r.customMoodAndTheme);
  const family: StyleFamily | undefined =
    styleChoice === undefined
      ? mood && /realistic/i.test(mood.term) ? "photo" : undefined
      : styleChoice.kind === "option"
        ? styleChoice.option.family
        : customFamily(styleChoice.text);
  const listedStyle = term(STYLE_OPTIONS, r.styleAndMedium, r.customStyleAndMedium, artNoun);
  const artist = artistOf(r, family, listedStyle, notes);
  // A named artist sets the handling: the style's stock cues ("visible impasto brushstrokes") would fight a Hopper.
  const style = artist !== undefined && !artist.clash && listedStyle?.cues !== undefined ? { ...listedStyle, cues: undefined } : listedStyle;
  const background = term(BACKGROUND_OPTIONS, r.background, r.customBackground, backgroundProse);
  // Asked in the background field, or in so many words in the subject or the customization.
  const transparent = (background?.custom === true && TRANSPARENT.test(background.term)) || /\btransparent background\b/i.test(`${r.prompt} ${r.additionalCustomization}`);
  const textured = optional(r.textureDescription) !== undefined;
  const settled = settleConflicts({
    subject: prompt ?? customization,
    composition: term(COMPOSITION_OPTIONS, r.composition, r.customComposition),
    style,
    mood,
    lighting: term(LIGHTING_OPTIONS, r.lighting, r.customLighting),
    palette: term(PALETTE_OPTIONS, r.colorPalette, r.customColorPalette),
    perspective: term(PERSPECTIVE_OPTIONS, r.perspective, r.customPerspective),
    family,
    detail: detailTerms(r.detailLevel, family, textured),
    detailValue: r.detailLevel,
    detailSet: Math.abs(r.detailLevel - SLIDER_DEFAULT) > 1e-9,
    texture: optional(r.textureDescription),
    background,
    effects: term(EFFECT_OPTIONS, r.effects, r.customEffects),
    artist,
    extra: prompt === undefined ? undefined : customization,
    quoted: quotedTexts(prompt, customization),
    transparent,
    notes,
    ...frameParts(r),
  });
  notes.push(...settled.notes);
  const parts: Omit<ArtParts, "exclusions"> = dedupeParts(settled.parts, detailAlternates(r.detailLevel, family, textured));
  notes.push(...unsaidFieldNotes(settled.parts, parts), ...frameConflictNotes(r, parts.frame));
  const chosen = [parts.background, parts.effects, parts.style, parts.mood, parts.lighting, parts.palette]
    .map((t) => (t ? `${t.term} ${t.cues ?? ""}` : ""))
    .join(" ")
    .toLowerCase();
  const described = [parts.subject, parts.style, parts.mood, parts.lighting, parts.palette, parts.perspective, parts.composition, parts.background, parts.effects, parts.texture, parts.artist, parts.detail];
  // A form with nothing that describes the image still gives a prompt the target runs.
  if (described.every((d) => d === undefined)) parts.subject = "an image";
  const exclusions = settleExclusions(named.negatives, { chosen, quoted: parts.quoted });
  if (named.phrase) exclusions.instead.push(named.phrase);
  return { ...parts, exclusions };
}

/** The fields a user set whose words the rest of the prompt already says: each is named, so no setting vanishes. */
const DEDUPED_FIELDS = [
  ["mood", "Mood & Theme"],
  ["lighting", "Lighting"],
  ["palette", "Color Palette"],
  ["perspective", "Perspective"],
  ["composition", "Composition"],
  ["background", "Background"],
  ["effects", "Effects"],
] as const;

function unsaidFieldNotes(before: Omit<ArtParts, "exclusions">, after: Omit<ArtParts, "exclusions">): string[] {
  return DEDUPED_FIELDS.flatMap(([field, label]) => {
    const set = before[field];
    return set !== undefined && after[field] === undefined ? [`"${set.term}" (${label}) is already said by the rest of the prompt, so it is not repeated.`] : [];
  });
}

const orientation = (s: { width: number; height: number }) => (s.width === s.height ? "square" : s.width > s.height ? "landscape" : "portrait");

/** A resolution whose shape is not the aspect ratio's (1920x1080 with 9:16): the aspect ratio sets the shape, and a note says so. */
function frameConflictNotes(r: ArtPromptRequest, frame: Frame): string[] {
  const aspectSet = r.aspectRatio !== defaultArtForm.aspectRatio || r.customAspectRatio.trim() !== "";
  const resolutionSet = r.resolution !== defaultArtForm.resolution || r.customResolution.trim() !== "";
  const asked = frame.resolutionText === undefined ? undefined : parseSize(frame.resolutionText);
  if (!aspectSet || !resolutionSet || asked === undefined || frame.shape === undefined || frame.ratio === undefined) return [];
  if (orientation(asked) === orientation(frame.shape)) return [];
  return [`Resolution ${frame.resolutionText} is ${orientation(asked)} but Aspect Ratio asks for ${frame.ratio} (${orientation(frame.shape)}): the aspect ratio sets the shape, at about the pixel count of ${frame.resolutionText}.`];
}

/**
 * The frame, with the form's defaults left out: an untouched square gives way to a resolution of another
 * shape (1920x1080 alone means 16:9), and when neither was touched the frame is marked unset.
 */
function frameParts(r: ArtPromptRequest): { frame: Frame; frameSet: boolean; resolutionSet: boolean } {
  const aspectDefault = r.aspectRatio === defaultArtForm.aspectRatio && r.customAspectRatio.trim() === "";
  const resolutionDefault = r.resolution === defaultArtForm.resolution && r.customResolution.trim() === "";
  const frame = frameOf({ ...r, aspectRatio: aspectDefault && !resolutionDefault ? "" : r.aspectRatio });
  return { frame, frameSet: !aspectDefault || !resolutionDefault, resolutionSet: !resolutionDefault && frame.sizeChosen };
}
