/**
 * What the model is told about each target: its rules, from the target's own documentation (sources in
 * docs/decisions/0040-the-model-path.md), and one worked example. The reply checker
 * (src/domain/builders/reply-grammar.ts) enforces the part of these rules that can be checked.
 */
import type { ReplyTarget } from "@/domain/builders/reply-grammar";

export interface TargetRules {
  /** The target's name as the user chose it. */
  name: string;
  rules: string;
  /** A worked example: the form's fields as the data block gives them, a weak prompt an Improve would get, and the answer. */
  example: { form: string; weak: string; answer: string };
}

const MIDJOURNEY_COMMON = `- One line: the description first, then the parameters, all at the end, each once, separated by spaces.
- Describe the subject first, then setting, medium and style, lighting, colour, composition, in short concrete phrases.
  Leave out filler Midjourney ignores ("4k", "8k", "masterpiece", "trending on artstation", "best quality").
- Parameters and their legal values: --ar W:H in whole numbers (16:9, never 16-9 or 1.78:1); --stylize 0 to 1000
  (default 100); --chaos 0 to 100; --weird 0 to 3000; --seed 0 to 4294967295; --no item, item (what to keep out;
  never "no X" inside the description). Keep the draft's parameters and values unless one is illegal; add none the
  form does not ask for. Never --niji, never a pixel size, never "/imagine".`;

const LIGHTHOUSE_FORM = `Subject: a lighthouse on a cliff at dusk
Style & Medium: Watercolor
Aspect Ratio: Landscape (16:9)
Negative Prompt: people`;

const IMAGE_WEAK = "lighthouse, cliff, sunset, watercolor, masterpiece, 8k, no people";

export const TARGET_RULES: Readonly<Record<ReplyTarget, TargetRules>> = {
  midjourney: {
    name: "Midjourney V7",
    rules: `${MIDJOURNEY_COMMON}
- Version 7: end with --v 7. --quality takes 1, 2 or 4 only. V7 reads natural phrases well and does not read
  :: multi-prompt weights: never write "::".`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: `${IMAGE_WEAK} --ar 16:9`,
      answer:
        "watercolor painting of a lone lighthouse on a sea cliff at dusk, soft washes of violet and amber, waves breaking on the rocks below, wet-on-wet sky, textured paper --ar 16:9 --no people --v 7",
    },
  },
  "midjourney-v6": {
    name: "Midjourney V6",
    rules: `${MIDJOURNEY_COMMON}
- Version 6.1: end with --v 6.1. --quality takes .25, .5, 1 or 2 only. :: multi-prompt weights are allowed
  (lighthouse::2 sea::1) but only where the draft or the user uses them.`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: `${IMAGE_WEAK} --ar 16:9 --v 6.1`,
      answer:
        "watercolor painting of a lone lighthouse on a sea cliff at dusk, soft violet and amber washes, waves breaking on the rocks below, textured paper --ar 16:9 --no people --v 6.1",
    },
  },
  "stable-diffusion": {
    name: "Stable Diffusion (SDXL)",
    rules: `- Comma-separated descriptive phrases, the most important first: subject, medium and style, lighting,
  colour, composition, details. SDXL's text encoders read 75 tokens per chunk: keep it concise (BREAK may separate
  chunks).
- Emphasis only where it matters, as (phrase:1.2) with weights from 0.5 to 1.5, every bracket closed.
- Write only the positive prompt. The negative prompt and the settings (size, steps, CFG scale, sampler) are sent
  in their own fields: no "Negative prompt:" line, no "Steps:" or "Size:" line, no pixel size.
- Exclusions belong to the negative prompt, never as "no X" in the prompt.`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: IMAGE_WEAK,
      answer:
        "watercolor painting of a lone lighthouse on a sea cliff at dusk, (soft violet and amber washes:1.2), waves breaking on the rocks below, wet-on-wet sky, bleeding edges, textured paper",
    },
  },
  dalle: {
    name: "DALL·E 3",
    rules: `- One flowing paragraph of plain description, up to 4000 characters. DALL·E 3 rewrites short prompts, so a
  specific description of subject, setting, style, lighting, colour and composition leaves it less to invent.
- Size, quality and style (vivid or natural) are settings of the request: no pixel size, no parameters, no "--".
- Say what is in the image; where the user excluded something, describe what is there instead ("an empty path").
- Name no artist whose work is recent: DALL·E 3 declines living artists' styles; describe the style instead.`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: IMAGE_WEAK,
      answer:
        "A watercolor painting of a lone white lighthouse standing on a grassy sea cliff at dusk. Soft washes of violet and amber fill the sky, and waves break in pale foam on the rocks below. The cliff path is empty, and loose wet-on-wet brushwork on textured paper keeps the scene calm and quiet, framed wide with the sea stretching to the horizon.",
    },
  },
  "gpt-image": {
    name: "GPT Image (gpt-image-1)",
    rules: `- Plain language, as a brief to an illustrator: subject and scene first, then style and medium, composition,
  lighting, colour; any lettering in the image quoted exactly ("OPEN").
- Size, quality, background (transparency) and the number of images are settings of the request: no pixel size, no
  count of images, no parameters.
- Say what is in the image; where the user excluded something, describe what is there instead.`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: IMAGE_WEAK,
      answer:
        "A watercolor painting of a lone white lighthouse on a grassy sea cliff at dusk, seen from a distance in a wide landscape frame. Soft violet and amber washes fill the sky; pale foam breaks on the rocks below. The cliff path is deserted. Loose wet-on-wet brushwork, bleeding edges and visible paper texture.",
    },
  },
  flux: {
    name: "Flux",
    rules: `- Natural-language description, the most important element first: subject and action, then setting, style
  and medium, lighting, colour, and for photographs the camera and lens.
- Flux has no negative prompt and tends to draw what a negation names: never write "no X", "without X" or "free of
  X". Describe what fills that space instead ("an empty street", "a clear sky", "clean surfaces").
- Width and height are settings of the request: no pixel size, no parameters.`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: IMAGE_WEAK,
      answer:
        "A watercolor painting of a lone white lighthouse on a sea cliff at dusk, its beam just lit. Soft washes of violet and amber bleed across the sky, pale foam breaks on the dark rocks below, and the cliff path winds away deserted. Wet-on-wet brushwork and the grain of cold-pressed paper give the scene a quiet, handmade calm.",
    },
  },
  generic: {
    name: "Generic (any image model)",
    rules: `- A clear description any image model reads: the subject first, then style and medium, mood, lighting,
  colour, composition, in short phrases or sentences. The shape in words ("wide 16:9 frame") if the form sets one.
- No tool-specific syntax: no --parameters, no (weights), no "Negative prompt:" line. Leave out settings the user did
  not change.`,
    example: {
      form: LIGHTHOUSE_FORM,
      weak: IMAGE_WEAK,
      answer:
        "Watercolor painting of a lone lighthouse on a sea cliff at dusk, soft violet and amber washes, waves breaking on the rocks below, a deserted cliff path, textured paper, wide 16:9 frame",
    },
  },
  text: {
    name: "a text model (ChatGPT, Claude, Gemini…)",
    rules: `- Instructions to a text model, never the finished content itself: the task with its topic in the first line;
  then a role that fits the content type (a code review needs a senior engineer, not a writer); the context; the
  constraints (tone, style, length, language, the call to action, SEO only when asked and only for web pages); an
  explicit output format.
- Settle choices that contradict each other once, as the draft does, and never state both sides.
- Where the form gives no facts (figures, names, prices), tell the model to use a {{placeholder}} or to leave a
  clearly marked gap; never let it invent them.
- Pasted material stays delimited in tags and is referred to by its tag name.
- Every {{variable}} exactly as written; say when a variable is filled (before sending, or at run time).`,
    example: {
      form: `Topic: onboarding remote employees
Content Type: Blog Post
Tone of Voice: Friendly
Audience Type: HR managers
Length of Output: Medium (100-300 words)`,
      weak: "write a blog post about onboarding remote employees for HR people, friendly, not too long",
      answer: `Write a blog post for HR managers on onboarding remote employees well in their first two weeks.

# Role
You are an HR practitioner who has onboarded distributed teams and writes practical, friendly advice.

# Constraints
- Tone: friendly and encouraging, in plain words; no jargon.
- Length: 100 to 300 words.
- Give concrete steps a manager can take this week; where a figure or a company name would help, write a {{placeholder}} instead of inventing one.

# Output format
A title, a two-sentence introduction, then 4 to 6 steps as a numbered list, and a one-line closing. Return only the post.`,
    },
  },
};
