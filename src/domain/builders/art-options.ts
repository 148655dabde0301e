/**
 * The art builder's choice lists (values from the spec, labels shown to people) and, for each value, the
 * words the prompt composer puts in an image prompt.
 */
import type { ChoiceOption } from "./choices";

export interface ArtOption<V extends string = string> extends ChoiceOption<V> {
  /** The prompt term (Midjourney, Stable Diffusion, generic list). */
  readonly term: string;
  /** The term inside a sentence (DALL·E), when it differs from `term`; styles carry their article. */
  readonly prose?: string;
  /** Supporting terms that make a style concrete. */
  readonly cues?: string;
}

/**
 * A style's family decides the words the detail slider adds (art-detail.ts): brushwork for a painting,
 * linework for a drawing, pixels for pixel art, never "photorealistic" for anything that is not a photo.
 */
export type StyleFamily = "photo" | "painterly" | "illustration" | "watercolor" | "drawing" | "render" | "graphic" | "pixel" | "abstract";

export interface StyleOption<V extends string = string> extends ArtOption<V> {
  readonly family: StyleFamily;
}

export const STYLE_OPTIONS = [
  { value: "digital-painting", family: "painterly", label: "Digital Painting", term: "digital painting", prose: "a digital painting", cues: "painterly brushwork, rich color blending" },
  { value: "oil-painting", family: "painterly", label: "Oil Painting", term: "oil painting", prose: "an oil painting", cues: "visible impasto brushstrokes, canvas texture" },
  { value: "watercolor", family: "watercolor", label: "Watercolor", term: "watercolor painting", prose: "a watercolor painting", cues: "soft washes, bleeding edges, textured paper" },
  { value: "pencil-sketch", family: "drawing", label: "Pencil Sketch", term: "pencil sketch", prose: "a pencil sketch", cues: "graphite shading, cross-hatching, paper grain" },
  { value: "ink-drawing", family: "drawing", label: "Ink Drawing", term: "ink drawing", prose: "an ink drawing", cues: "confident linework, stippling, high-contrast ink" },
  { value: "3d-render", family: "render", label: "3D Render", term: "3D render", prose: "a 3D render", cues: "physically based materials, global illumination, octane render" },
  { value: "anime", family: "graphic", label: "Anime", term: "anime illustration", prose: "an anime illustration", cues: "clean cel shading, crisp line art" },
  { value: "cyberpunk", family: "illustration", label: "Cyberpunk", term: "cyberpunk art", prose: "a piece of cyberpunk art", cues: "high-tech detail, gritty urban textures" },
  { value: "fantasy-illustration", family: "illustration", label: "Fantasy Illustration", term: "fantasy illustration", prose: "a fantasy illustration", cues: "rich painterly rendering, luminous color" },
  { value: "surrealism", family: "painterly", label: "Surrealism", term: "surrealist painting", prose: "a surrealist painting", cues: "dreamlike juxtapositions, impossible scale" },
  { value: "pixel-art", family: "pixel", label: "Pixel Art", term: "pixel art", prose: "a piece of pixel art", cues: "crisp 16-bit sprites, limited palette, hard pixel edges" },
  { value: "concept-art", family: "illustration", label: "Concept Art", term: "concept art", prose: "a piece of concept art", cues: "cinematic keyframe, strong shape design" },
  { value: "comic-book", family: "graphic", label: "Comic Book", term: "comic book art", prose: "a comic book illustration", cues: "bold ink outlines, halftone shading" },
  { value: "abstract", family: "abstract", label: "Abstract", term: "abstract art", prose: "a piece of abstract art", cues: "non-representational shapes, bold gestures" },
  { value: "graffiti", family: "graphic", label: "Graffiti", term: "graffiti street art", prose: "a graffiti street art mural", cues: "spray-paint texture, drips, bold outlines" },
] as const satisfies readonly StyleOption[];

export const MOOD_OPTIONS = [
  { value: "dark-moody", label: "Dark & Moody", term: "dark and moody" },
  // A look, not an atmosphere: "a vibrant and colorful atmosphere" is filler in a sentence.
  { value: "vibrant-colorful", label: "Vibrant & Colorful", term: "vibrant and colorful", prose: "vibrant, colorful hues" },
  { value: "monochrome", label: "Monochrome", term: "monochrome" },
  { value: "futuristic", label: "Futuristic", term: "futuristic" },
  { value: "whimsical", label: "Whimsical", term: "whimsical" },
  { value: "mystical", label: "Mystical", term: "mystical" },
  { value: "minimalist", label: "Minimalist", term: "minimalist" },
  { value: "realistic", label: "Realistic", term: "realistic" },
  { value: "dreamlike", label: "Dreamlike", term: "dreamlike" },
  { value: "retro-vintage", label: "Retro & Vintage", term: "retro vintage" },
  { value: "horror-gothic", label: "Horror & Gothic", term: "gothic horror" },
] as const satisfies readonly ArtOption[];

export interface ArtistOption<V extends string = string> extends ArtOption<V> {
  /** Year of the artist's latest work; absent for studios still at work. */
  readonly lastWork?: number;
  /**
   * The style's traits in words, for a target that declines an artist's name: DALL·E 3 declines the style
   * of artists whose latest work is after 1912 (and of studios still at work).
   */
  readonly traits?: string;
  /** What the artist worked in, which a chosen style may clash with (a 3D studio on a watercolor). */
  readonly medium: ArtistMedium;
  /** The traits that hold in any medium (light, shape, color, mood), used when the chosen style clashes. */
  readonly neutral: string;
}

/** "3d": rendered in 3D; "drawn": drawn or printed flat (anime, woodblock, comics, posters); "painted": paint. */
export type ArtistMedium = "3d" | "drawn" | "painted";

/** Ten stylistically distinct artists and studios (all studios or artists no longer living). */
export const ARTIST_OPTIONS = [
  { value: "studio-ghibli", label: "Studio Ghibli", term: "Studio Ghibli", traits: "a hand-painted anime look with soft watercolor backgrounds, lush natural detail and gentle, nostalgic warmth", medium: "drawn", neutral: "gentle, nostalgic warmth, lush natural detail and soft, airy light" },
  { value: "van-gogh", label: "Vincent van Gogh", term: "Vincent van Gogh", lastWork: 1890, medium: "painted", neutral: "swirling, energetic movement, vivid complementary colors and expressive emotion" },
  { value: "hokusai", label: "Katsushika Hokusai", term: "Katsushika Hokusai", lastWork: 1849, medium: "drawn", neutral: "bold graphic composition, strong flowing curves and a restrained palette of Prussian blue" },
  { value: "claude-monet", label: "Claude Monet", term: "Claude Monet", lastWork: 1926, traits: "Impressionist brushwork in short, broken strokes of pure color, shimmering light and a soft atmospheric haze", medium: "painted", neutral: "shimmering light, a soft atmospheric haze and fleeting moments of color" },
  { value: "salvador-dali", label: "Salvador Dalí", term: "Salvador Dalí", lastWork: 1983, traits: "Surrealist dream imagery with melting, impossible forms, precise academic rendering and vast empty horizons", medium: "painted", neutral: "dreamlike, impossible forms and vast empty horizons" },
  { value: "rembrandt", label: "Rembrandt", term: "Rembrandt", lastWork: 1669, medium: "painted", neutral: "dramatic chiaroscuro, warm golden light emerging from deep shadow" },
  { value: "alphonse-mucha", label: "Alphonse Mucha", term: "Alphonse Mucha", lastWork: 1939, traits: "Art Nouveau design with flowing organic lines, ornate floral borders, decorative halo motifs and soft muted colors", medium: "drawn", neutral: "flowing organic lines, ornate floral motifs and soft muted colors" },
  { value: "edward-hopper", label: "Edward Hopper", term: "Edward Hopper", lastWork: 1967, traits: "American realist painting with stark geometric light and shadow, quiet solitary figures and a mood of urban stillness", medium: "painted", neutral: "stark geometric light and shadow and a mood of quiet urban stillness" },
  { value: "moebius", label: "Moebius (Jean Giraud)", term: "Moebius", lastWork: 2012, traits: "clean ligne claire linework, flat airy colors, vast surreal landscapes and intricate science-fiction detail", medium: "drawn", neutral: "flat airy colors, vast surreal landscapes and intricate science-fiction detail" },
  { value: "pixar", label: "Pixar Animation Studios", term: "Pixar Animation Studios", traits: "stylized 3D animation with expressive, rounded characters, warm cinematic lighting and soft, tactile materials", medium: "3d", neutral: "appealing rounded shapes, warm cinematic lighting and heartfelt, playful charm" },
] as const satisfies readonly ArtistOption[];

export const PERSPECTIVE_OPTIONS = [
  { value: "close-up", label: "Close-up", term: "close-up shot" },
  { value: "wide-angle", label: "Wide Angle", term: "wide-angle shot" },
  { value: "over-the-shoulder", label: "Over the Shoulder", term: "over-the-shoulder shot" },
  { value: "first-person", label: "First-Person (POV)", term: "first-person point of view" },
  { value: "birds-eye", label: "Bird's-Eye View", term: "bird's-eye view" },
  { value: "isometric", label: "Isometric", term: "isometric view" },
  { value: "side-view", label: "Side View", term: "side view" },
] as const satisfies readonly ArtOption[];

export const LIGHTING_OPTIONS = [
  { value: "soft-diffused", label: "Soft & Diffused", term: "soft diffused light" },
  { value: "harsh-shadows", label: "Harsh Shadows", term: "harsh light with hard shadows", prose: "harsh light that casts hard shadows" },
  { value: "neon-glow", label: "Neon Glow", term: "neon glow" },
  { value: "golden-hour", label: "Golden Hour", term: "golden hour light" },
  { value: "dramatic-cinematic", label: "Dramatic & Cinematic", term: "dramatic cinematic lighting" },
  { value: "natural-sunlight", label: "Natural Sunlight", term: "natural sunlight" },
  { value: "backlit-silhouette", label: "Backlit Silhouette", term: "strong backlighting with silhouettes", prose: "strong backlighting that casts silhouettes" },
  { value: "volumetric", label: "Volumetric Lighting", term: "volumetric light rays" },
] as const satisfies readonly ArtOption[];

export const PALETTE_OPTIONS = [
  { value: "pastel", label: "Pastel", term: "pastel colors" },
  { value: "high-contrast", label: "High Contrast", term: "high-contrast colors" },
  { value: "black-white", label: "Black & White", term: "black and white" },
  { value: "sepia", label: "Sepia", term: "sepia tones" },
  { value: "cyberpunk-neon", label: "Cyberpunk Neon", term: "cyberpunk neon colors" },
  { value: "warm-tones", label: "Warm Tones", term: "warm tones" },
  { value: "cool-tones", label: "Cool Tones", term: "cool tones" },
  { value: "earthy-tones", label: "Earthy Tones", term: "earthy tones" },
] as const satisfies readonly ArtOption[];

export const COMPOSITION_OPTIONS = [
  { value: "symmetrical", label: "Symmetrical", term: "symmetrical composition", prose: "perfect symmetry" },
  { value: "rule-of-thirds", label: "Rule of Thirds", term: "rule of thirds composition", prose: "the subject placed on the rule of thirds" },
  { value: "centered-focus", label: "Centered Focus", term: "centered focal point", prose: "a centered focal point" },
  { value: "dynamic-composition", label: "Dynamic Composition", term: "dynamic composition", prose: "dynamic diagonal lines" },
  { value: "negative-space", label: "Negative Space", term: "generous negative space", prose: "generous negative space around the subject" },
] as const satisfies readonly ArtOption[];

export const BACKGROUND_OPTIONS = [
  { value: "blurred-background", label: "Blurred Background", term: "blurred bokeh background", prose: "set against a softly blurred bokeh background" },
  { value: "detailed-background", label: "Detailed Background", term: "richly detailed background", prose: "set against a richly detailed background" },
  { value: "minimalist-abstract", label: "Minimalist / Abstract", term: "minimalist abstract background", prose: "set against a minimalist abstract background" },
  { value: "dystopian-cityscape", label: "Dystopian Cityscape", term: "dystopian cityscape background", prose: "set against a dystopian cityscape" },
  { value: "fantasy-forest", label: "Fantasy Forest", term: "enchanted fantasy forest background", prose: "set in an enchanted fantasy forest" },
  { value: "outer-space", label: "Outer Space", term: "outer space background", prose: "set in outer space among stars and nebulae" },
  { value: "underwater", label: "Underwater", term: "underwater scene", prose: "set underwater among drifting particles and filtered light" },
  { value: "urban-street", label: "Urban Street", term: "urban street background", prose: "set on a busy urban street" },
] as const satisfies readonly ArtOption[];

export const EFFECT_OPTIONS = [
  { value: "glitch-art", label: "Glitch Art", term: "glitch art effect", prose: "a glitch-art effect" },
  { value: "motion-blur", label: "Motion Blur", term: "motion blur" },
  { value: "holographic-glow", label: "Holographic Glow", term: "holographic glow", prose: "a holographic glow" },
  { value: "film-grain", label: "Film Grain", term: "film grain" },
  { value: "vignette", label: "Vignette", term: "vignette", prose: "a subtle vignette" },
  { value: "cartoon-outline", label: "Cartoon Outline", term: "bold cartoon outlines" },
] as const satisfies readonly ArtOption[];

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface ResolutionOption<V extends string = string> extends ChoiceOption<V>, Size {}

export const RESOLUTION_OPTIONS = [
  { value: "512x512", label: "512x512", width: 512, height: 512 },
  { value: "1024x1024", label: "1024x1024", width: 1024, height: 1024 },
  { value: "1920x1080", label: "1920x1080 (HD)", width: 1920, height: 1080 },
  { value: "3840x2160", label: "3840x2160 (4K)", width: 3840, height: 2160 },
] as const satisfies readonly ResolutionOption[];

export interface AspectRatioOption<V extends string = string> extends ChoiceOption<V> {
  readonly ratio: Size;
  /** The frame in a sentence: "Make it {prose}". */
  readonly prose: string;
}

export const ASPECT_RATIO_OPTIONS = [
  { value: "square", label: "Square (1:1)", ratio: { width: 1, height: 1 }, prose: "a square (1:1) image" },
  { value: "portrait", label: "Portrait (9:16)", ratio: { width: 9, height: 16 }, prose: "a tall portrait (9:16) image" },
  { value: "landscape", label: "Landscape (16:9)", ratio: { width: 16, height: 9 }, prose: "a wide landscape (16:9) image" },
  { value: "ultra-wide", label: "Ultra-wide (21:9)", ratio: { width: 21, height: 9 }, prose: "an ultra-wide (21:9) panoramic image" },
] as const satisfies readonly AspectRatioOption[];

/** Number of images has no 'Other (Custom)': generators take a count, not a description. */
export const IMAGE_COUNTS = [1, 2, 4, 8] as const;
export type ImageCount = (typeof IMAGE_COUNTS)[number];
/** The same counts for a select, whose values are strings. */
export const IMAGE_COUNT_OPTIONS = [
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "4", label: "4" },
  { value: "8", label: "8" },
] as const satisfies readonly ChoiceOption[];

/**
 * The tool the art prompt is written for. No 'Other (Custom)': each target is a syntax the composer knows.
 * 'midjourney' is the current model (V7) and 'dalle' DALL·E 3, so inputs saved before V6, gpt-image and
 * Flux were added keep their meaning.
 */
export const TARGET_OPTIONS = [
  { value: "generic", label: "Generic" },
  { value: "midjourney", label: "Midjourney V7" },
  { value: "midjourney-v6", label: "Midjourney V6" },
  { value: "stable-diffusion", label: "Stable Diffusion (SDXL)" },
  { value: "dalle", label: "DALL·E 3" },
  { value: "gpt-image", label: "GPT Image (gpt-image-1)" },
  { value: "flux", label: "Flux" },
] as const satisfies readonly ChoiceOption[];

export type Perspective = (typeof PERSPECTIVE_OPTIONS)[number]["value"];
export type Lighting = (typeof LIGHTING_OPTIONS)[number]["value"];
export type Composition = (typeof COMPOSITION_OPTIONS)[number]["value"];
export type Background = (typeof BACKGROUND_OPTIONS)[number]["value"];
export type Resolution = (typeof RESOLUTION_OPTIONS)[number]["value"];
export type ArtTarget = (typeof TARGET_OPTIONS)[number]["value"];
