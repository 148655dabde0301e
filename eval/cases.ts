/**
 * The public evaluation set: forms a user would fill in and prompts a user would paste, over every image target,
 * every text content type, conflicting settings, long pasted input, placeholders and Improve. Each case says what
 * an expert would insist on, as data the checks in checks.ts read. The expert's own held-out set has the same shape
 * and other cases: a case here is a sample of a class, never a target to fit.
 */
import {
  defaultArtForm,
  defaultTextForm,
  toArtPayload,
  toTextPayload,
  type ArtForm,
  type ArtTarget,
  type GeneratePromptRequest,
  type ImproveTarget,
  type TextForm,
} from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";

export type CaseGroup = "image" | "text" | "improve";

export interface EvalCase {
  name: string;
  group: CaseGroup;
  request: GeneratePromptRequest;
  /** User text that must reach the prompt (or its negative prompt), word for word, case aside. */
  keep: string[];
  /** Words that must not be in the prompt for this case (a setting that does not apply, a clashing term). */
  avoid?: RegExp[];
  /** What the prompt must say for this case (a setting that applies, the shape of its task line or material). */
  require?: RegExp[];
  /** What the role line must name, for text prompts that have one. */
  role?: RegExp;
  /** For Improve: the prompt must change (false for a prompt an expert would leave as it is). */
  mustChange?: boolean;
}

const text = (name: string, form: Partial<TextForm>, expect: Omit<EvalCase, "name" | "group" | "request">): EvalCase => ({
  name,
  group: "text",
  request: generatePromptRequestSchema.parse(toTextPayload({ ...defaultTextForm, ...form })),
  ...expect,
});

const art = (name: string, target: ArtTarget, subject: string, form: Partial<ArtForm>, expect: Partial<EvalCase> = {}): EvalCase => ({
  name,
  group: "image",
  request: generatePromptRequestSchema.parse(toArtPayload({ ...defaultArtForm, ...form, target }, subject)),
  keep: [subject, ...(expect.keep ?? [])],
  ...(expect.avoid ? { avoid: expect.avoid } : {}),
  ...(expect.require ? { require: expect.require } : {}),
});

const improve = (name: string, target: ImproveTarget, prompt: string, expect: Partial<EvalCase> = {}): EvalCase => ({
  name,
  group: "improve",
  request: generatePromptRequestSchema.parse({ promptType: "improve", prompt, target, focus: [] }),
  keep: expect.keep ?? [],
  mustChange: expect.mustChange ?? true,
  ...(expect.avoid ? { avoid: expect.avoid } : {}),
  ...(expect.require ? { require: expect.require } : {}),
});

/** Words of a photograph; wrong on a painting, a drawing or a cartoon unless the user asked for them. */
const PHOTO_WORDS = /\b(photorealistic|hyperrealistic|photograph(ic|y)?|DSLR|8k|4k)\b/i;

const IMAGE: EvalCase[] = [
  art("MJ7 anime character, high detail", "midjourney", "a girl with a paper umbrella in a rainy alley", {
    styleAndMedium: "anime", detailLevel: [0.9], lighting: "neon-glow", aspectRatio: "portrait",
  }, { avoid: [PHOTO_WORDS, /--chaos/] }),
  art("MJ7 product shot, four images", "midjourney", "a matte black water bottle on a marble counter", {
    lighting: "soft-diffused", background: "blurred-background", numberOfImages: 4, aspectRatio: "square",
  }, { avoid: [/--chaos/, /--repeat/] }),
  art("MJ7 landscape with exclusions", "midjourney", "a lighthouse on a cliff at dawn", {
    styleAndMedium: "oil-painting", moodAndTheme: "mystical", aspectRatio: "landscape", negativePrompt: "people, boats",
  }, { avoid: [PHOTO_WORDS] }),
  art("MJ7 ultra-wide city, 8 images", "midjourney", "a floating market city above the clouds", {
    styleAndMedium: "concept-art", aspectRatio: "ultra-wide", numberOfImages: 8, detailLevel: [0.2],
  }, { avoid: [/--chaos/] }),
  art("MJ6 watercolour bird", "midjourney-v6", "a kingfisher diving into a pond", {
    styleAndMedium: "watercolor", colorPalette: "pastel", detailLevel: [0.8],
  }, { avoid: [PHOTO_WORDS] }),
  art("MJ6 pixel art dungeon", "midjourney-v6", "a knight entering a torch-lit dungeon", {
    styleAndMedium: "pixel-art", perspective: "side-view", detailLevel: [1],
  }, { avoid: [PHOTO_WORDS, /\b(smooth gradients|bokeh)\b/i] }),
  art("MJ6 ukiyo-e wave, artist", "midjourney-v6", "a great wave over fishing boats", {
    styleAndMedium: "other", customStyleAndMedium: "ukiyo-e woodblock print", artistInspiration: "hokusai", detailLevel: [0.9],
  }, { keep: ["ukiyo-e woodblock print"], avoid: [PHOTO_WORDS] }),
  art("SDXL portrait with negative", "stable-diffusion", "portrait of an elderly fisherman with a weathered face", {
    lighting: "golden-hour", perspective: "close-up", negativePrompt: "blurry, extra fingers", aspectRatio: "portrait",
  }),
  art("SDXL 4K ask, landscape", "stable-diffusion", "a misty pine forest with a winding river", {
    resolution: "3840x2160", aspectRatio: "landscape", effects: "film-grain",
  }),
  art("SDXL comic panel, two images", "stable-diffusion", "a superhero landing on a rooftop", {
    styleAndMedium: "comic-book", numberOfImages: 2, composition: "dynamic-composition",
  }, { avoid: [PHOTO_WORDS] }),
  art("SDXL ultra-wide 3D render", "stable-diffusion", "a futuristic train station interior", {
    styleAndMedium: "3d-render", aspectRatio: "ultra-wide", lighting: "volumetric",
  }),
  art("DALL·E 3 4K poster with text", "dalle", "a retro travel poster for Lisbon with the word LISBOA", {
    moodAndTheme: "retro-vintage", resolution: "3840x2160", aspectRatio: "portrait",
  }, { keep: ["LISBOA"] }),
  art("DALL·E 3 living artist style", "dalle", "a lonely diner at night", {
    artistInspiration: "other", customArtistInspiration: "Greg Rutkowski", lighting: "dramatic-cinematic",
  }),
  art("DALL·E 3 four images, exclusions", "dalle", "a friendly robot reading to children", {
    moodAndTheme: "whimsical", numberOfImages: 4, negativePrompt: "scary, dark",
  }, { avoid: [/\bNo scary\b/i] }),
  art("gpt-image-1 transparent logo", "gpt-image", "a minimalist fox logo for a coffee brand", {
    background: "other", customBackground: "transparent background", colorPalette: "warm-tones",
  }),
  art("gpt-image-1 eight images, landscape", "gpt-image", "an isometric cozy bedroom with plants", {
    perspective: "isometric", numberOfImages: 8, aspectRatio: "landscape",
  }),
  art("gpt-image-1 ultra-wide banner", "gpt-image", "a website hero banner of a mountain range at sunrise", {
    aspectRatio: "ultra-wide", colorPalette: "cool-tones",
  }),
  art("Flux bokeh portrait, exclusions", "flux", "a street musician playing violin", {
    background: "blurred-background", negativePrompt: "blurry, cartoon", lighting: "golden-hour",
  }, { avoid: [/free of/i, /\bno blurry\b/i] }),
  art("Flux 4K widescreen", "flux", "a herd of wild horses running across a salt flat", {
    resolution: "3840x2160", aspectRatio: "landscape", effects: "motion-blur",
  }),
  art("Flux pencil sketch, high detail", "flux", "an old bicycle leaning on a brick wall", {
    styleAndMedium: "pencil-sketch", detailLevel: [1],
  }, { avoid: [PHOTO_WORDS] }),
  art("Generic, only a subject", "generic", "a red fox curled up in fresh snow", {}, {
    avoid: [/Detail level/i, /Number of images/i, /1024x1024/, /Aspect ratio/i],
  }),
  art("Generic, full form", "generic", "an astronaut tending a greenhouse on Mars", {
    styleAndMedium: "digital-painting", moodAndTheme: "dreamlike", lighting: "soft-diffused", colorPalette: "earthy-tones",
    composition: "rule-of-thirds", aspectRatio: "landscape",
  }),
  art("Generic, ink drawing with texture", "generic", "a dragon coiled around a bell tower", {
    styleAndMedium: "ink-drawing", textureDescription: "rough handmade paper", detailLevel: [0.85],
  }, { keep: ["rough handmade paper"], avoid: [PHOTO_WORDS] }),
  art("MJ7 additional details kept", "midjourney", "a tea ceremony in a bamboo pavilion", {
    additionalCustomization: "steam rising from the cups, a cat asleep on a cushion", styleAndMedium: "digital-painting",
  }, { keep: ["a cat asleep on a cushion"] }),
  // A set detail level is said even when the subject already has every word of the style's detail terms.
  art("Generic intricate subject, top detail", "generic", "an intricate mandala with fine lines", { detailLevel: [1] }),
  art("MJ7 detailed portrait, painting, high detail", "midjourney", "a highly detailed portrait of an old sailor", {
    styleAndMedium: "digital-painting", detailLevel: [0.8], background: "blurred-background",
  }),
  art("SDXL flat icon, minimal detail", "stable-diffusion", "a simple flat icon of a rocket with bold simplified shapes", {
    detailLevel: [0.1], effects: "cartoon-outline",
  }),
  // Exclusions on models without a negative prompt: what is there instead, or a note; never "No X." and never lost.
  art("Flux exclusions with no positive form", "flux", "a cozy cabin in a snowy forest", {
    negativePrompt: "smoke, dogs, red roof", lighting: "golden-hour",
  }, { avoid: [/\b(dogs|red roof)\b/i] }),
  art("Flux exclusion whose noun the subject says", "flux", "a street musician playing violin", {
    negativePrompt: "cars, makeup", styleAndMedium: "oil-painting",
  }),
  art("DALL·E 3 exclusions as what is there", "dalle", "a quiet reading nook with a cat", {
    negativePrompt: "people, clutter, dogs", lighting: "harsh-shadows", detailLevel: [0.1],
  }),
  art("gpt-image-1 exclusions typed with 'no'", "gpt-image", "a bookshop window at night", {
    negativePrompt: "no text, no people", lighting: "neon-glow",
  }),
  art("Generic exclusions, notes agree with the prompt", "generic", "a lighthouse on a cliff", {
    negativePrompt: "text, boats", moodAndTheme: "mystical",
  }),
  // Joins: custom values with their own "with", "in the style of" or preposition; a style in the subject.
  art("Generic artist after a style in the subject", "generic", "a lighthouse in the style of Turner", {
    artistInspiration: "claude-monet", lighting: "other", customLighting: "in soft morning light", effects: "other", customEffects: "holographic",
  }),
  art("Flux custom values that carry their own words", "flux", "portrait of a woman with freckles", {
    styleAndMedium: "other", customStyleAndMedium: "in watercolor style", moodAndTheme: "other", customMoodAndTheme: "with a sense of quiet dread",
    artistInspiration: "other", customArtistInspiration: "in the style of Mary Blair", detailLevel: [0.8],
  }, { keep: ["Mary Blair"] }),
  // SDXL renders its trained sizes; a 4K ask is an upscale in the notes, never an invented size.
  art("SDXL 4K at 21:9", "stable-diffusion", "a desert canyon at sunset", {
    resolution: "3840x2160", aspectRatio: "ultra-wide",
  }),
  art("SDXL 4K typed by name", "stable-diffusion", "a koi pond in autumn", {
    resolution: "other", customResolution: "4K UHD", aspectRatio: "portrait",
  }),
  // Exclusions with no lexicon entry: a general rewrite where one reads from the term, else one closing constraint.
  art("DALL·E exclusions with no stock positive form", "dalle", "three otters floating on their backs in a kelp forest", {
    styleAndMedium: "watercolor", negativePrompt: "no humans, broken shells, boats, text",
  }, { require: [/otters as the only figures/, /intact shells/, /No boats or text\.$/], avoid: [/deserted/, /unlettered/] }),
  art("gpt-image-1 marks and a style word excluded", "gpt-image", "a smiling coffee cup mascot waving", {
    styleAndMedium: "comic-book", negativePrompt: "text, logos, photorealism, steam",
  }, { require: [/No text, logos, photorealistic rendering or steam\.$/], avoid: [/realisms|clear air|Leave out/] }),
  art("Low detail on a custom medium, film grain beside a film photograph", "stable-diffusion", "a heron standing in reeds at a misty lake", {
    styleAndMedium: "other", customStyleAndMedium: "35mm film photograph", effects: "film-grain", detailLevel: [0.2],
  }, { require: [/film grain/], avoid: [/abstract/] }),
  art("Generic long list as two sentences", "generic", "a lighthouse on a rocky cliff during a storm", {
    styleAndMedium: "ink-drawing", moodAndTheme: "horror-gothic", lighting: "backlit-silhouette", composition: "centered-focus", effects: "vignette", detailLevel: [0.8], negativePrompt: "people",
  }, { require: [/ and a subtle vignette\. It has a gothic horror atmosphere/] }),
  art("Flux blur excluded beside a motion blur effect", "flux", "a cyclist racing through a rainy city at night", {
    effects: "motion-blur", negativePrompt: "blurry faces, scenery",
  }, { require: [/faces in sharp focus/, /a clear background/] }),
  // Conflicting settings: the user's own words win over a preset, once.
  art("Black-and-white medium beside an earthy palette", "midjourney", "an old boatbuilder planing a hull", {
    styleAndMedium: "other", customStyleAndMedium: "black-and-white film photograph", colorPalette: "earthy-tones",
  }, { avoid: [/earthy/] }),
  art("Centered focal point beside copy space on one side", "gpt-image", "a bottle of olive oil on a marble counter", {
    composition: "centered-focus", additionalCustomization: "leave empty space on the left for the headline",
  }, { avoid: [/centered/i] }),
  art("Custom medium is not followed by 'style'", "flux", "a night market in Taipei", {
    styleAndMedium: "other", customStyleAndMedium: "documentary photograph shot on Kodak Tri-X", background: "urban-street",
  }, { avoid: [/Tri-X style/, /\ba urban\b/] }),
  art("Sparse ink drawing drops the fine stock cues", "flux", "a heron standing in shallow water", {
    styleAndMedium: "ink-drawing", detailLevel: [0.1],
  }, { avoid: [/stippling/] }),
  art("SDXL sends only what the form sets", "stable-diffusion", "a lighthouse in a storm", {
    numberOfImages: 2,
  }),
];

/** A pasted transcript: long, multi-line, with braces that are prose. */
const TRANSCRIPT = [
  "Host: Welcome back. Today we talk about {the thing nobody mentions}: sleep debt.",
  "Guest: Most people think they can catch up on weekends. They can't, not fully.",
  "Host: So what should a night-shift nurse do?",
  "Guest: Anchor sleep. Four hours at the same time every day, then naps around it.",
  "Host: And caffeine?",
  "Guest: Stop six hours before the anchor block.",
].join("\n");

const DIFF = [
  "--- a/src/cart.ts",
  "+++ b/src/cart.ts",
  "@@ -10,7 +10,9 @@ export function total(items: Item[]) {",
  "-  return items.reduce((sum, i) => sum + i.price, 0);",
  "+  let sum = 0;",
  "+  for (const i of items) sum += i.price * i.qty;",
  "+  return Math.round(sum * 100) / 100;",
  " }",
].join("\n");

const TEXT: EvalCase[] = [
  text("Ad copy, witty tone in a formal style", { topic: "a pension calculator for the self-employed", contentType: "ad-copy", toneOfVoice: "witty-humor", writingStyle: "formal" }, {
    keep: ["a pension calculator for the self-employed"], role: /copywriter/i, avoid: [/Light, clever wordplay/],
  }),
  text("Very short social post asked as a table", { topic: "our library's late-night study hours start Monday", contentType: "social-media-post", outputLength: "very-short", outputFormat: "table" }, {
    keep: ["our library's late-night study hours start Monday"], role: /social|copywriter/i, avoid: [/Markdown table/],
  }),
  text("Unit tests for pasted code, custom type", {
    topic: "pytest tests for the parse_price function",
    contentType: "other",
    customContentType: "Unit tests",
    toneOfVoice: "friendly",
    outputLength: "long",
    additionalCustomization: "def parse_price(text):\n    return float(text.replace('$', '').replace(',', ''))\nCover thousands separators and a missing dollar sign.",
  }, {
    keep: ["pytest tests for the parse_price function", "Cover thousands separators and a missing dollar sign."], role: /software engineer/i, avoid: [/Tone of voice|\(300-700 words\)|\[benchmark/],
  }),
  text("German email invitation, conversational", { topic: "invite last year's speakers to submit a talk for our Hamburg conference", contentType: "email", toneOfVoice: "conversational", language: "german", audienceType: "developers" }, {
    keep: ["invite last year's speakers to submit a talk for our Hamburg conference"], role: /email|copywriter/i, avoid: [/contraction/i, /\[latency figure\]/],
  }),
  text("Blog post for beginners", { topic: "how to start composting on a balcony", contentType: "blog-post", audienceType: "beginners", seoOptimize: true }, {
    keep: ["how to start composting on a balcony"], role: /writer|editor/i,
    require: [/Draw on well-established knowledge of the topic/], avoid: [/Use only the facts given/],
  }),
  text("Custom type typed with its verb, in Japanese for consumers", { topic: "our new hojicha latte", contentType: "other", customContentType: "Write a social post", language: "japanese", audienceType: "b2c" }, {
    keep: ["our new hojicha latte"], role: /social|copywriter/i, require: [/^Write a social post in Japanese for /], avoid: [/^Write (write|A)\b/],
  }),
  text("Social post, witty, CTA", { topic: "our new oat-milk latte", contentType: "social-media-post", toneOfVoice: "witty-humor", callToAction: "buy-now", outputLength: "very-short" }, {
    keep: ["our new oat-milk latte"], role: /social|copywriter/i,
  }),
  text("LinkedIn post, authoritative", { topic: "lessons from migrating 40 services to Kubernetes", contentType: "linkedin-post", toneOfVoice: "authoritative", audienceType: "developers" }, {
    keep: ["lessons from migrating 40 services to Kubernetes"], role: /linkedin|writer/i,
  }),
  text("Email, personalised", { topic: "renewal reminder for the annual plan", contentType: "email", personalization: { name: true, company: true, location: false, industryTrends: false } }, {
    keep: ["renewal reminder for the annual plan", "{{name}}", "{{company}}"], role: /email|copywriter/i, avoid: [/Replace each placeholder/i],
  }),
  text("Ad copy with SEO on", { topic: "noise-cancelling headphones for commuters", contentType: "ad-copy", seoOptimize: true, callToAction: "buy-now" }, {
    keep: ["noise-cancelling headphones for commuters"], role: /copywriter/i, avoid: [/\bSEO\b|keyword/i],
  }),
  text("Product description, data-driven, no facts", { topic: "a 20,000 mAh power bank", contentType: "product-description", toneOfVoice: "data-driven" }, {
    keep: ["a 20,000 mAh power bank"], role: /copywriter|e-commerce/i,
  }),
  text("Cold outreach to executives", { topic: "a security audit offer for mid-size banks", contentType: "cold-outreach", audienceType: "executives", industry: "finance" }, {
    keep: ["a security audit offer for mid-size banks"], role: /sales|copywriter/i,
  }),
  text("Landing page, Japanese, SEO", { topic: "オンライン英会話レッスン", contentType: "landing-page", language: "japanese", seoOptimize: true }, {
    keep: ["オンライン英会話レッスン"], role: /copywriter/i, avoid: [/\b60 characters\b/, /\b155\b/],
  }),
  text("SEO meta, Chinese", { topic: "上海的素食餐厅", contentType: "seo-meta", language: "chinese" }, {
    keep: ["上海的素食餐厅"], role: /SEO/i, avoid: [/\b60 characters\b/, /\b155\b/],
  }),
  text("SEO meta, Arabic", { topic: "دورات البرمجة للمبتدئين", contentType: "seo-meta", language: "arabic" }, {
    keep: ["دورات البرمجة للمبتدئين"], role: /SEO/i,
  }),
  text("Video script, long", { topic: "three mistakes new runners make", contentType: "video-script", outputLength: "long", audienceType: "beginners" }, {
    keep: ["three mistakes new runners make"], role: /script/i, avoid: [/\b300 and 700 words\b/],
  }),
  text("Webinar outline for investors", { topic: "our Series A roadmap", contentType: "webinar-outline", audienceType: "investors" }, {
    keep: ["our Series A roadmap"], role: /webinar|instructional/i,
  }),
  text("Newsletter, friendly, subscribe", { topic: "September garden tasks", contentType: "newsletter", toneOfVoice: "friendly", callToAction: "subscribe" }, {
    keep: ["September garden tasks"], role: /newsletter|editor/i,
  }),
  text("Cover letter for a job seeker", { topic: "a junior data analyst role at a logistics company", contentType: "resume-cover", audienceType: "job-seekers" }, {
    keep: ["a junior data analyst role at a logistics company"], role: /career|resume/i,
  }),
  text("Support reply with order id placeholder", { topic: "a late delivery for order {order_id} and customer [Customer Name]", contentType: "customer-support" }, {
    keep: ["{{order_id}}", "{{customer_name}}"], role: /support/i,
  }),
  text("Short story, poetic, Spanish", { topic: "un faro que deja de funcionar", contentType: "story-creative", writingStyle: "poetic", language: "spanish" }, {
    keep: ["un faro que deja de funcionar"], role: /writer|author|novelist/i,
  }),
  text("Terms of Service, formal vs conversational, buy now", {
    topic: "terms of service for a photo-sharing app", contentType: "other", customContentType: "Terms of Service",
    toneOfVoice: "conversational", writingStyle: "formal", callToAction: "buy-now", seoOptimize: true,
  }, { keep: ["terms of service for a photo-sharing app"], role: /legal|lawyer|counsel/i, avoid: [/buy now/i, /\bSEO\b|keyword/i, /playful/i] }),
  text("Code review of a pasted diff", {
    topic: "review this change to the cart total", contentType: "other", customContentType: "Code review", additionalCustomization: DIFF,
  }, { keep: ["sum += i.price * i.qty"], role: /engineer|developer/i }),
  text("Image-prompt generator system prompt", {
    topic: "a system prompt that turns product names into Midjourney prompts", contentType: "other", customContentType: "System prompt for an image-prompt generator",
  }, { keep: ["product names into Midjourney prompts"], role: /prompt|image/i, avoid: [/software engineer/i] }),
  text("Support bot with runtime knowledge base", {
    topic: "a support assistant that answers from {{kb_articles}} for the user question {{user_question}}", contentType: "other", customContentType: "System prompt for a support chatbot",
  }, { keep: ["{{kb_articles}}", "{{user_question}}"], role: /support|assistant/i, avoid: [/before sending/i] }),
  text("Podcast summary of a pasted transcript", {
    topic: "summarise this podcast episode for show notes", contentType: "other", customContentType: "Podcast show notes", additionalCustomization: TRANSCRIPT,
  }, { keep: ["Anchor sleep"], role: /editor|writer|producer/i }),
  text("Pitch to investors, no facts given", { topic: "a seed pitch for a meal-planning app", contentType: "other", customContentType: "Investor pitch email", audienceType: "investors" }, {
    keep: ["a seed pitch for a meal-planning app"],
  }),
  text("Listicle, informal vs professional", { topic: "ten ways to cut cloud costs", contentType: "blog-post", outputFormat: "listicle", toneOfVoice: "professional", writingStyle: "informal" }, {
    keep: ["ten ways to cut cloud costs"], role: /writer|editor/i,
  }),
  text("Blog post, sales tone beside 'show, do not sell'", {
    topic: "our new CLI plugin system", contentType: "blog-post", toneOfVoice: "sales-oriented", callToAction: "buy-now", audienceType: "developers",
    additionalCustomization: "Show, do not sell: explain what it does with one short example.",
  }, { keep: ["our new CLI plugin system", "Show, do not sell"], role: /writer|developer|engineer/i, avoid: [/Tone of voice|Buy Now|reason to act/i] }),
  text("Product description, no brackets, buy now, data-driven", {
    topic: "a handmade oak cutting board", contentType: "product-description", callToAction: "buy-now", toneOfVoice: "data-driven",
    additionalCustomization: "Leave no brackets or placeholders; the text goes live as is.",
  }, { keep: ["a handmade oak cutting board"], role: /copywriter/i, avoid: [/\[(offer deadline|price|statistic|customer quote|link)\]|bracketed gap/i] }),
  text("Email summarising a privacy policy update, buy now", { topic: "a summary of the updated privacy policy", contentType: "email", callToAction: "buy-now", audienceType: "b2c" }, {
    keep: ["a summary of the updated privacy policy"], role: /email|copywriter/i, avoid: [/buy now|everyday benefits/i],
  }),
  text("LinkedIn post as bullet points", { topic: "what we learned from our first 100 customers", contentType: "linkedin-post", outputFormat: "bullet-points" }, {
    keep: ["what we learned from our first 100 customers"], role: /linkedin|writer/i, avoid: [/paragraphs/i],
  }),
  text("Board meeting minutes from pasted notes", {
    topic: "turn these notes into minutes", contentType: "other", customContentType: "board meeting minutes",
    additionalCustomization: "notes:\n- budget approved 120k\n- hire two engineers in Q3\n- next meeting 12 March",
  }, {
    keep: ["- hire two engineers in Q3"], role: /minutes|secretary/i,
    require: [/^Turn these notes into board meeting minutes\.$/m, /<notes>\n- budget approved 120k/],
    avoid: [/customer quote|\[price\]|headed sections|^notes \(given in/im],
  }),
  text("Property listing with SEO", { topic: "a 3-bed Victorian terrace in Bristol with a south-facing garden", contentType: "other", customContentType: "property listing", industry: "real-estate", seoOptimize: true }, {
    keep: ["a 3-bed Victorian terrace in Bristol with a south-facing garden"], role: /real estate|copywriter/i, require: [/- SEO: /], avoid: [/customer quote/i],
  }),
  text("Follow-up email with the user's own name variable", {
    topic: "follow up with {{first_name}} after the demo", contentType: "email", personalization: { name: true, company: false, location: false, industryTrends: false },
  }, { keep: ["{{first_name}}"], role: /email|copywriter/i, require: [/^Follow up with \{\{first_name\}\} after the demo, in an email\./] }),
  text("Sales update with figures after a label", {
    topic: "quarterly sales update for the team", contentType: "email", additionalCustomization: "numbers: Q1 120k, Q2 135k, Q3 150k, Q4 171k",
  }, { keep: ["Q1 120k, Q2 135k, Q3 150k, Q4 171k"], role: /email|copywriter/i, require: [/<numbers>\nQ1 120k/], avoid: [/^numbers:/m] }),
  text("Persona with no content type", {
    topic: "You are Sam, a friendly barista bot for Bean There cafe. Answer menu questions and take orders.", audienceType: "b2c",
  }, {
    keep: ["You are Sam, a friendly barista bot for Bean There cafe."], role: /prompt engineer/i,
    require: [/^Write a system prompt from the brief below\.\n\n# Brief\nYou are Sam/], avoid: [/Say plainly what it means|everyday benefits/i],
  }),
  text("Email whose topic is a 'to' clause", { topic: "to thank our volunteers for the spring fundraiser", contentType: "email", toneOfVoice: "friendly" }, {
    keep: ["to thank our volunteers for the spring fundraiser"], role: /email|copywriter/i, require: [/^Write an email to thank our volunteers/],
  }),
  text("Empty topic", {}, { keep: [] }),
  text("User's tone, length and keywords beat the settings", {
    topic: "screen time limits for toddlers",
    contentType: "blog-post",
    toneOfVoice: "witty-humor",
    outputLength: "extended",
    seoOptimize: true,
    additionalCustomization: "SEO keywords: toddler screen time, AAP screen time recommendations. Keep it under 150 words. Be humble, not jokey.",
  }, {
    keep: ["screen time limits for toddlers", "toddler screen time"], role: /writer/i,
    avoid: [/Choose one primary keyword/, /wordplay/, /700\+ words/], require: [/primary keyword/, /At most 150 words/],
  }),
  text("Language named in the instructions, internal email for one person", {
    topic: "Summary of today's call with Halvorsen Logistics for our VP of Sales",
    contentType: "email",
    personalization: { name: true, company: true, location: false, industryTrends: false },
    additionalCustomization: "Write it in French, the VP is in our Paris office.",
  }, {
    keep: ["Summary of today's call with Halvorsen Logistics"], role: /account executive/i,
    avoid: [/\{\{(name|company)\}\}/], require: [/^Write an email in French from the brief below\./, /- Language: French\./],
  }),
  text("Long single-line brief split into requirements and material", {
    topic: "Low-cost electrochemical sensor for on-site PFAS detection",
    contentType: "other",
    customContentType: "NSF SBIR Phase I project summary",
    customAudienceType: "NSF SBIR review panel",
    audienceType: "other",
    outputLength: "long",
    additionalCustomization: "Three sections with these exact headings: Overview, Intellectual Merit, Broader Impacts. 4,600 characters max including spaces. Lab results so far: detection of PFOA down to 4 ppt in spiked samples, 12-minute read time. Do not invent any other data, partners or dollar figures.",
  }, {
    keep: ["Lab results so far"], role: /grant writer/i,
    avoid: [/300-700 words/, /<source_material>\nThree sections/], require: [/At most 4,600 characters/, /for the NSF SBIR review panel/, /# Additional instructions\n- Three sections/],
  }),
  text("Custom code type and one-speaker speech", {
    topic: "Dedupe customer records by normalized email and phone number",
    contentType: "other",
    customContentType: "Python function",
    toneOfVoice: "professional",
    outputLength: "long",
  }, {
    keep: ["Dedupe customer records"], role: /senior Python engineer/, avoid: [/Tone of voice|- Length|bracketed gap|expert writer of/],
  }),
  text("Zendesk macro keeps platform placeholders", {
    topic: "Refund not received after 10 business days",
    contentType: "other",
    customContentType: "Zendesk support macro",
    personalization: { name: true, company: false, location: false, industryTrends: false },
    additionalCustomization: "Use Zendesk placeholders exactly as written: {{ticket.requester.first_name}} and {{ticket.id}}, plus our custom field {{order_number}}. Don't promise a date. Sign as {{current_user.first_name}}.",
  }, {
    keep: ["{{ticket.requester.first_name}}", "{{ticket.id}}"], role: /support lead/i,
    avoid: [/\{\{name\}\}/, /expert writer of/], require: [/^Write a Zendesk support macro/, /Zendesk fills them in/],
  }),
  text("Best man speech as a one-speaker script", {
    topic: "my brother Tom's wedding",
    contentType: "other",
    customContentType: "Best man speech",
    outputFormat: "script-dialog",
  }, {
    keep: ["Tom's wedding"], role: /speechwriter/i, avoid: [/speaker names before each line/], require: [/A script for one speaker/],
  }),
];

const IMPROVE: EvalCase[] = [
  improve("Tag soup for MJ7", "midjourney", "cat, cute, 4k, trending on artstation", { keep: ["cat"], avoid: [/trending on artstation/i, /\b4k\b/i] }),
  improve("Widescreen words for MJ7", "midjourney", "a samurai standing in a bamboo forest, widescreen, cinematic, no people in background", {
    keep: ["samurai", "bamboo forest"], avoid: [/widescreen/i],
  }),
  improve("Bad MJ parameter order", "midjourney-v6", "--ar 16:9 a cozy cabin in snowy woods at night --stylize 250", { keep: ["cozy cabin"] }),
  improve("SD tags with no negative", "stable-diffusion", "masterpiece, best quality, 1girl, silver hair, forest, no hands visible, blurry background", {
    keep: ["silver hair"],
  }),
  improve("DALL·E with tag filler", "dalle", "hyperrealistic 8k photo of a golden retriever surfing, trending on artstation, masterpiece", {
    keep: ["golden retriever"], avoid: [/trending on artstation/i, /masterpiece/i],
  }),
  improve("Flux with negations", "flux", "a quiet library interior, no people, no text, not blurry", { keep: ["library"], avoid: [/\bno people\b/i] }),
  improve("gpt-image transparent sticker", "gpt-image", "sticker of a smiling avocado, transparent background, 4k", { keep: ["avocado"] }),
  improve("Generic one-liner", "generic", "mountain lake sunset", { keep: ["mountain lake"] }),
  improve("Text: task buried at the end", "text", [
    "You know our customers are mostly small bakeries. They complain about delivery times.",
    "Keep it under 150 words and friendly.",
    "Write an apology email for the delayed flour shipment this week.",
  ].join(" "), { keep: ["apology email", "150 words"] }),
  improve("Text: prompt with prose braces", "text", "Translate the user's message into French. If the message contains side notes {like this}, keep them untranslated.", {
    // Task first, one clear rule: an expert leaves it as it is, braces and all.
    keep: ["{like this}"], avoid: [/\{\{like_this\}\}/], mustChange: false,
  }),
  improve("Text: bracket placeholders", "text", "Write a follow-up email to [Client Name] about invoice <invoice_number> due on {due_date}.", {
    keep: ["{{client_name}}"],
  }),
  improve("Text: long structured system prompt", "text", [
    "You are a senior Python reviewer.",
    "Review the code the user sends for bugs, security issues and style.",
    "# Output Format",
    "Return a Markdown list grouped by severity.",
    "Never rewrite the whole file.",
  ].join("\n"), { keep: ["senior Python reviewer", "grouped by severity", "Never rewrite the whole file"], mustChange: false }),
  improve("Text: task first, a labelled format list and fenced notes", "text",
    'Summarize the notes below for the team.\n\nFormat:\n- Decisions (bullets)\n- Action items as a table: owner, task, due date\n\nNotes:\n"""\n{{meeting_notes}}\n"""',
    { keep: ["- Decisions (bullets)\n- Action items as a table"], mustChange: false }),
  improve("Text: sloppy article and its", "text", "write me a email to my landlord, mention i might withhold rent if its not fixed", {
    keep: ["an email", "it's not fixed"],
  }),
  improve("Text: vague one-liner", "text", "write something about dogs", { keep: ["dogs"] }),
  improve("Text: instructions then role in the middle", "text", [
    "Summarise the attached meeting notes in five bullet points.",
    "Act as an executive assistant to a CFO.",
    "Mention every decision and its owner. Do not add anything that is not in the notes.",
  ].join("\n"), { keep: ["five bullet points", "executive assistant", "Do not add anything"] }),
  improve("Text: already good prompt", "text", [
    "Classify the customer message below as billing, technical or other.",
    "Answer with the single word only.",
    "",
    "<message>",
    "{{customer_message}}",
    "</message>",
  ].join("\n"), { keep: ["{{customer_message}}", "billing, technical or other"], mustChange: false }),
  improve("Text: format line first, task after", "text", "Make a table at the end. Compare the plans below on price and seats.\nBasic,10,3\nPro,30,10\nThen keep it under 150 words.", {
    keep: ["Compare the plans", "Make a table at the end", "Keep it under 150 words"], avoid: [/^Make a table/, /Then keep it under 150 words\.\n<\/plans>/],
  }),
  improve("Text: data then a trailing audience line", "text", "look at the survey data below and tell me the top complaint. the data:\nName,Score,Comment\nAna,2,slow\nBo,3,slow app\nalso write it for my manager who is busy", {
    keep: ["Write it for my manager who is busy"], avoid: [/^The data in <data>\.$/m, /also write it[^\n]*\n<\/data>/i],
  }),
  improve("Text: notes I will paste, placeholder in braces", "text", "Write a summary of the notes I will paste. Also list decisions. The notes are below.\n{meeting notes here}", {
    keep: ["{{meeting_notes}}", "Also list decisions"], avoid: [/in <notes> I will paste/, /are below/],
  }),
  improve("Text: turn-by-turn persona", "text", "Pretend you are a ship's captain. I will describe a storm and you decide what to do. Stay in character. Start by greeting me.", {
    keep: ["Stay in character", "Start by greeting me"], avoid: [/\{\{/, /<storm>/],
  }),
  improve("Text: contradiction and shouting", "text", "You are a support bot. Answer billing questions. Be polite!!! Keep answers short but detailed.", {
    keep: ["Answer billing questions"], avoid: [/!!!/, /short but detailed/],
  }),
  improve("Tag list for Flux as a sentence", "flux", "knight, silver armor, castle, dusk, oil painting, beautiful, 8k", {
    keep: ["knight", "silver armor"], avoid: [/\bbeautiful\b/, /\b8k\b/i, /^Knight,/],
  }),
  improve("MJ7 photograph with render engines", "midjourney", "old sailor, portrait, photorealistic, octane render, unreal engine, 4k", {
    keep: ["old sailor"], avoid: [/octane|unreal/i, /\b4k\b/i],
  }),
  improve("SDXL weighted quality tag and wallpaper", "stable-diffusion", "a fox in snow (masterpiece:1.5), best quality, 4k wallpaper, no people", {
    keep: ["a fox in snow"], avoid: [/:1\.5\)/, /wallpaper/i],
  }),
  improve("Shape word inside a term", "midjourney", "lone lighthouse on a cliff widescreen, stormy sea", { keep: ["lone lighthouse"], avoid: [/widescreen/i] }),
  improve("Text: slang, praise and a repeated rule", "text", "write me a blog post about coffee, make it pop and super good. kinda casual. include some stuff about brewing. make it pop!", {
    keep: ["blog post about coffee", "brewing", "casual"], avoid: [/make it pop/i, /super good/i, /\bkinda\b/i, /\bstuff\b/i, /(vivid, concrete verbs[\s\S]*){2}/i],
  }),
  improve("Text: intensified praise and a vague tail", "text", "Can you write a product description for our new headphones? It should be really really good and make people want to buy. Use lots of good adjectives and stuff. Keep it super short.", {
    keep: ["product description for our new headphones", "make people want to buy", "adjectives"], avoid: [/really really good/i, /and stuff/i, /super short/i],
  }),
  improve("Text: already clear, left as it is", "text", "Summarize the report in <report> in three bullet points for a busy executive.\n\n<report>\n{{report}}\n</report>", {
    keep: ["three bullet points", "{{report}}"], mustChange: false,
  }),
  improve("Text: short, task first, clear", "text", "Explain the difference between a Roth IRA and a traditional IRA for a 30-year-old. Use plain language and keep it under 200 words.", {
    keep: ["Use plain language and keep it under 200 words."], mustChange: false, avoid: [/^# /m, /^You are/m],
  }),
  improve("DALL·E: a count, quality filler and an exclusion", "dalle", "a cozy cafe interior in the morning, 4 versions, masterpiece, best quality, 8k, trending on artstation, no people", {
    keep: ["cozy cafe interior"], avoid: [/masterpiece|best quality|\b8k\b|artstation/i],
  }),
  improve("MJ7: a ratio kept as written, a count and filler", "midjourney", "neon city street at night, rain, four variations, ultra detailed, masterpiece --ar 21:9", {
    keep: ["neon city street", "--ar 21:9"], avoid: [/--ar 7:3/, /ultra detailed|masterpiece/i],
  }),
  improve("gpt-image: exclusions as what is there", "gpt-image", "a photo of a street in Paris at dawn, no people, no cars, 8k", { keep: ["street in Paris"], avoid: [/\b8k\b/i] }),
  improve("Flux: filler inside a term", "flux", "hyperrealistic 8k photo of an old fisherman mending a net, masterpiece", {
    keep: ["old fisherman mending a net"], avoid: [/hyperrealistic|\b8k\b|masterpiece/i],
  }),
  improve("Text: pasted rows kept in a tag", "text", "compare these numbers, which team improved most?? 2 bullets\n\nTeam,2022,2023\nRed,10,14\nBlue,12,11\nGreen,8,13", {
    keep: ["Team,2022,2023\nRed,10,14\nBlue,12,11\nGreen,8,13"], require: [/^Compare the data in <data>/, /<data>\nTeam,2022,2023\n/], avoid: [/Team,2022,2023\. /],
  }),
  improve("Text: tone to the rules, length to the format", "text", "write a toast for my sister's wedding. make it warm but not cheesy, 1 paragraph max, no inside jokes", {
    require: [/# Output Format\nUse at most 1 paragraph\./, /# Constraints\n- Make it warm but not cheesy\./], avoid: [/# Output Format\n[^#]*warm/],
  }),
  improve("Text: chat spellings written out", "text", "can u write a lil bio for my insta, i do pottery lol. keep it under 30 words pls", {
    keep: ["pottery"], avoid: [/\b(u|lil|insta|lol|pls)\b/],
  }),
  improve("Text: a run-on rule set apart, the persona kept, no role added", "text", "You are Ms Frizzle, a science teacher for kids. if they get it wrong dont say the answer just give a clue. keep it under 60 words", {
    keep: ["You are Ms Frizzle, a science teacher for kids."], require: [/If they get it wrong, don't say the answer; give a clue\./],
  }),
  improve("Text: no writer's role the text does not support", "text", "write a blog post about composting for beginners. keep it under 600 words. use a friendly tone", { keep: ["composting"], avoid: [/You are/] }),
  improve("DALL·E: exclusions as the only figures and a closing sentence, an instruction as a description", "dalle", "Draw 4 penguins sliding on ice, no people, no seals, make it look like a watercolor, without any text", {
    keep: ["penguins sliding on ice"], require: [/with the penguins as the only figures in the scene/, /\. Leave out any text\.$/], avoid: [/^Draw|make it look/i],
  }),
  improve("Flux: a tag list as a sentence, subject to lens", "flux", "cinematic shot, old man in red scarf, reading, library, dusk, candlelight, 50mm, bokeh, highly detailed, 8k --no glasses", {
    keep: ["old man"], require: [/^A cinematic shot of an old man in a red scarf reading in a library at dusk, lit by candlelight, with intricate fine detail, shot on a 50mm lens with bokeh\b/], avoid: [/highly detailed|\b8k\b/i],
  }),
  improve("SDXL: quality tags with no tag-style checkpoint", "stable-diffusion", "a mountain lake at sunrise, masterpiece, best quality, 8k, trending on artstation", {
    keep: ["mountain lake at sunrise"], avoid: [/masterpiece|best quality|\b8k\b|artstation/i],
  }),
  improve("SDXL: a checkpoint's quality words beside Danbooru tags", "stable-diffusion", "masterpiece, best quality, 1girl, solo, green dress, forest, 8k, ultra detailed", {
    keep: ["masterpiece, best quality, 1girl", "ultra detailed"], avoid: [/\b8k\b/i],
  }),
  improve("SDXL: the author's detail ask kept, no settings invented", "stable-diffusion", "a cat astronaut floating in space, digital art, highly detailed, 8k, earth in background", {
    keep: ["highly detailed"],
  }),
  improve("SDXL: a count as the batch size", "stable-diffusion", "a forest path in autumn, 3 images, (masterpiece:1.2), no people", { keep: ["forest path in autumn"] }),
];

export const CASES: readonly EvalCase[] = [...IMAGE, ...TEXT, ...IMPROVE];
