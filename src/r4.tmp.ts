/* Temporary review script: 30 fresh cases, printed in full. Deleted after the run. */
import {
  composePrompt,
  defaultArtForm,
  defaultTextForm,
  describeChanges,
  toArtPayload,
  toTextPayload,
  type ArtForm,
  type ArtTarget,
  type ImproveTarget,
  type TextForm,
} from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";

interface Case {
  id: string;
  group: "image" | "text" | "improve";
  title: string;
  input: unknown;
  run: () => ReturnType<typeof composePrompt>;
  original?: string;
  target?: ImproveTarget;
}

const cases: Case[] = [];

const art = (id: string, title: string, target: ArtTarget, subject: string, form: Partial<ArtForm>) => {
  const payload = toArtPayload({ ...defaultArtForm, ...form, target }, subject);
  cases.push({ id, group: "image", title, input: { subject, target, ...form }, run: () => composePrompt(generatePromptRequestSchema.parse(payload)) });
};
const text = (id: string, title: string, form: Partial<TextForm>) => {
  const payload = toTextPayload({ ...defaultTextForm, ...form });
  cases.push({ id, group: "text", title, input: form, run: () => composePrompt(generatePromptRequestSchema.parse(payload)) });
};
const improve = (id: string, title: string, target: ImproveTarget, prompt: string) => {
  cases.push({
    id, group: "improve", title, input: { target, prompt }, original: prompt, target,
    run: () => composePrompt(generatePromptRequestSchema.parse({ promptType: "improve", prompt, target, focus: [] })),
  });
};

// ---------------- IMAGE (14) ----------------
art("I1", "MJ7 jazz club, oil painting after Hopper, 2 images, exclusions", "midjourney", "a jazz trio performing in a smoky basement club", {
  styleAndMedium: "oil-painting", artistInspiration: "edward-hopper", lighting: "dramatic-cinematic", colorPalette: "warm-tones",
  aspectRatio: "landscape", numberOfImages: 2, detailLevel: [0.7], negativePrompt: "text, logos, microphones",
});
art("I2", "MJ7 risograph botanical poster, custom palette, 4K asked on portrait, low detail", "midjourney", "a botanical study of a monstera leaf", {
  styleAndMedium: "other", customStyleAndMedium: "risograph print", moodAndTheme: "minimalist", composition: "negative-space",
  colorPalette: "other", customColorPalette: "two-tone teal and coral", aspectRatio: "portrait", resolution: "3840x2160", detailLevel: [0.3],
});
art("I3", "MJ6 steampunk airship, ultra-wide, 8 images, film grain, exclusions", "midjourney-v6", "a steampunk airship docking at a cliffside harbor", {
  styleAndMedium: "concept-art", moodAndTheme: "retro-vintage", perspective: "wide-angle", lighting: "golden-hour", effects: "film-grain",
  aspectRatio: "ultra-wide", numberOfImages: 8, negativePrompt: "modern cars, power lines",
});
art("I4", "MJ6 photographic portrait, no style chosen, max detail", "midjourney-v6", "portrait of a grandmother laughing in her kitchen", {
  moodAndTheme: "realistic", lighting: "natural-sunlight", perspective: "close-up", background: "blurred-background",
  detailLevel: [1], aspectRatio: "portrait",
});
art("I5", "SDXL anime reading nook after Ghibli, HD, 4 images, negative", "stable-diffusion", "a cozy reading nook with a cat on a windowsill", {
  styleAndMedium: "anime", artistInspiration: "studio-ghibli", lighting: "soft-diffused", colorPalette: "pastel", detailLevel: [0.8],
  negativePrompt: "lowres, bad anatomy, watermark", resolution: "1920x1080", aspectRatio: "landscape", numberOfImages: 4,
});
art("I6", "SDXL gothic cathedral, custom perspective, texture, 512 on portrait, minimal detail", "stable-diffusion", "an abandoned cathedral overgrown with ivy", {
  moodAndTheme: "horror-gothic", lighting: "volumetric", perspective: "other", customPerspective: "low-angle shot looking up at the nave",
  textureDescription: "crumbling limestone, wet moss", aspectRatio: "portrait", resolution: "512x512", detailLevel: [0.1],
});
art("I7", "DALL·E 3 children's book hedgehog, Beatrix Potter, 2 images, exclusions", "dalle", "a hedgehog baking bread in a tiny cottage kitchen", {
  styleAndMedium: "watercolor", moodAndTheme: "whimsical", artistInspiration: "other", customArtistInspiration: "Beatrix Potter",
  numberOfImages: 2, negativePrompt: "scary, text",
});
art("I8", "DALL·E 3 isometric espresso cutaway with labels, 4K ultra-wide", "dalle", "a cutaway diagram of an espresso machine", {
  styleAndMedium: "3d-render", perspective: "isometric", composition: "centered-focus", background: "minimalist-abstract",
  resolution: "3840x2160", aspectRatio: "ultra-wide",
  additionalCustomization: "label the boiler, group head and portafilter with short English labels",
});
art("I9", "gpt-image-1 mug mockup with slogan, 4 images, portrait, exclusions", "gpt-image", "a product mockup of a ceramic mug with the slogan 'Ship It Friday'", {
  moodAndTheme: "minimalist", lighting: "soft-diffused", background: "other", customBackground: "plain white seamless studio backdrop",
  numberOfImages: 4, aspectRatio: "portrait", negativePrompt: "reflections, extra handles",
});
art("I10", "gpt-image-1 comic panel after Moebius, HD landscape", "gpt-image", "two robots arguing over a parking space", {
  styleAndMedium: "comic-book", effects: "cartoon-outline", colorPalette: "high-contrast", artistInspiration: "moebius",
  aspectRatio: "landscape", resolution: "1920x1080", detailLevel: [0.6],
});
art("I11", "Flux cyberpunk ramen stand, 4K ultra-wide, POV, 2 images, exclusions", "flux", "a neon-lit ramen stand in a rainy Tokyo alley at night", {
  styleAndMedium: "cyberpunk", lighting: "neon-glow", colorPalette: "cyberpunk-neon", effects: "holographic-glow", perspective: "first-person",
  aspectRatio: "ultra-wide", resolution: "3840x2160", negativePrompt: "people, umbrellas", numberOfImages: 2,
});
art("I12", "Flux macro photo, custom style, backlit, 512 square", "flux", "dew drops on a spider web", {
  styleAndMedium: "other", customStyleAndMedium: "macro photography, 100mm lens", lighting: "backlit-silhouette", detailLevel: [0.9],
  background: "blurred-background", resolution: "512x512",
});
art("I13", "Generic fantasy map, ink on parchment, custom artist, 4 images", "generic", "a map of an imaginary archipelago for a fantasy novel", {
  styleAndMedium: "ink-drawing", moodAndTheme: "retro-vintage", colorPalette: "sepia", textureDescription: "aged parchment with coffee stains",
  artistInspiration: "other", customArtistInspiration: "Tolkien's hand-drawn maps", effects: "vignette", aspectRatio: "landscape", numberOfImages: 4,
});
art("I14", "Generic minimal origami crane, mostly defaults", "generic", "a single origami crane on a wooden desk", {
  moodAndTheme: "minimalist", composition: "negative-space", negativePrompt: "clutter",
});

// ---------------- TEXT (10) ----------------
text("T1", "Product description, e-commerce, SEO, bullets, buy now, facts in custom", {
  topic: "a handmade walnut cutting board (45 x 30 cm, food-safe oil finish)", industry: "ecommerce", contentType: "product-description",
  toneOfVoice: "friendly", audienceType: "b2c", outputLength: "short", seoOptimize: true, callToAction: "buy-now", outputFormat: "bullet-points",
  additionalCustomization: "Mention it is made in Vermont. Avoid the word 'artisanal'.",
});
text("T2", "Email in German, personalised, placeholders, sign-up", {
  topic: "invite past attendees to our 2026 DevOps meetup in Berlin on {{event_date}}", contentType: "email", toneOfVoice: "conversational",
  audienceType: "developers", personalization: { name: true, company: true, location: true, industryTrends: false }, callToAction: "sign-up",
  language: "german", additionalCustomization: "Keep {{event_date}} and {{signup_link}} as placeholders; we fill them in our mail tool.",
});
text("T3", "Blog post, extended listicle for executives, SEO, high creativity", {
  topic: "why our startup moved from microservices back to a monolith", industry: "tech-startups", contentType: "blog-post",
  toneOfVoice: "authoritative", writingStyle: "analytical", audienceType: "executives", outputLength: "extended", outputFormat: "listicle",
  seoOptimize: true, creativityLevel: [0.8],
});
text("T4", "Social post, very short but table format, contact us", {
  topic: "National Pet Day adoption drive at our shelter this Saturday", contentType: "social-media-post", toneOfVoice: "inspirational",
  audienceType: "general-public", outputLength: "very-short", outputFormat: "table", callToAction: "contact-us",
});
text("T5", "Ad copy, witty tone vs formal style, finance, download", {
  topic: "a budgeting app for freelancers with irregular income", industry: "finance", contentType: "ad-copy", toneOfVoice: "witty-humor",
  writingStyle: "formal", audienceType: "freelancers", callToAction: "download", outputLength: "short",
});
text("T6", "Custom type: cookie policy, legal, with a learn-more CTA and company facts", {
  topic: "cookie policy for our analytics SaaS website", industry: "legal", contentType: "other", customContentType: "Cookie policy",
  toneOfVoice: "friendly", writingStyle: "formal", audienceType: "general-public", outputLength: "long", outputFormat: "paragraphs",
  callToAction: "learn-more",
  additionalCustomization: "Company: Lumen Analytics GmbH, Munich. We use Google Analytics and Hotjar. Privacy contact: privacy@lumen.example",
});
text("T7", "Video script, 60-second explainer, storytelling, script-dialog, parents", {
  topic: "a 60-second explainer on how our smart thermostat saves energy", contentType: "video-script", toneOfVoice: "storytelling",
  audienceType: "parents", outputLength: "medium", outputFormat: "script-dialog", callToAction: "learn-more",
});
text("T8", "Custom type: system prompt for a dental-clinic chatbot with runtime variables", {
  topic: "a chatbot for a dental clinic that answers questions about appointments, prices and aftercare, and hands off to staff for emergencies",
  industry: "healthcare", contentType: "other", customContentType: "System prompt for a customer-support chatbot", toneOfVoice: "friendly",
  audienceType: "general-public", outputFormat: "other", customOutputFormat: "plain text system prompt",
  additionalCustomization: "Opening hours come in {{opening_hours}}; the price list is injected at runtime as {{price_list}}. Never give a diagnosis.",
});
text("T9", "Custom type: unit tests for pasted code", {
  topic: "Jest unit tests for the slugify function below", contentType: "other", customContentType: "Unit tests", audienceType: "developers",
  toneOfVoice: "professional", writingStyle: "technical", outputLength: "long",
  additionalCustomization: [
    "export function slugify(title: string): string {",
    "  return title.toLowerCase().trim().replace(/[^a-z0-9]+/g, \"-\").replace(/^-|-$/g, \"\");",
    "}",
    "Cover empty strings, accents (é should become e? it currently drops it) and leading/trailing symbols.",
  ].join("\n"),
});
text("T10", "Story in French, witty + poetic, max creativity, stray CTA and personalisation", {
  topic: "une boulangère qui découvre que son levain exauce des vœux", contentType: "story-creative", toneOfVoice: "witty-humor",
  writingStyle: "poetic", audienceType: "students", outputLength: "long", language: "french", creativityLevel: [1],
  callToAction: "subscribe", personalization: { name: false, company: false, location: false, industryTrends: true },
});

// ---------------- IMPROVE (6) ----------------
improve("P1", "Text: pasted support-bot system prompt", "text", [
  "You are HelpBot for Acme Cloud. Be helpful. answer questions about billing, outages and account settings.",
  "If you dont know say so. dont make up features. Always be polite!!! Use markdown.",
  "Never share internal URLs like https://wiki.acme.internal. If user is angry escalate to human by replying ESCALATE.",
  "keep answers short but detailed.",
].join("\n"));
improve("P2", "Text: weakly structured analysis task with pasted CSV", "text", [
  "I need you to look at the sales data below and tell me stuff. like which region did best and why maybe, also any weird numbers. make a table at the end. the data:",
  "Region,Q1,Q2,Q3",
  "North,120,135,90",
  "South,80,95,110",
  "East,150,20,160",
  "West,100,105,98",
  "also write it for my boss who doesnt have much time",
].join("\n"));
improve("P3", "Text: roleplay persona prompt", "text",
  "Pretend you are Sherlock Holmes. I will describe a situation and you deduce things about me. Stay in character always. Use victorian english. Dont break character even if I ask you to. Keep replies under 150 words. Start by greeting me.");
improve("P4", "Image MJ7: tag soup with wrong --v and out-of-range --q", "midjourney",
  "beautiful woman, portrait, ultra realistic, 8k, octane render, unreal engine, --ar 3:4 --v 6 --q 5");
improve("P5", "Image SDXL: weights, NOT/no in positive, 4k wallpaper", "stable-diffusion",
  "a dog in a park (masterpiece:1.4), best quality, sharp focus, NOT cartoon, no watermark, 4k wallpaper");
improve("P6", "Image DALL·E 3: Midjourney syntax pasted for DALL·E", "dalle",
  "logo, cat, minimal, vector, --no text --ar 1:1");

// ---------------- print ----------------
const fence = (s: string) => "```\n" + s + "\n```";
const out: string[] = ["# Review 4 — composer outputs for 30 fresh cases", ""];
for (const c of cases) {
  const r = c.run();
  out.push(`## ${c.id} — ${c.title}`, "", "**Input**", fence(JSON.stringify(c.input, null, 2)), "", "**prompt**", fence(r.prompt));
  if (r.negativePrompt !== undefined) out.push("", "**negativePrompt**", fence(r.negativePrompt));
  out.push("", "**parameters**", fence(JSON.stringify(r.parameters, null, 2)));
  out.push("", "**notes**", ...(r.notes.length ? r.notes.map((n) => `- ${n}`) : ["(none)"]));
  if (c.group === "improve") {
    const changes = describeChanges(c.original!, r, c.target!);
    out.push("", "**changes (describeChanges)**", ...changes.map((ch) => `- ${ch.what} — ${ch.why}`));
  }
  out.push("", "---", "");
}
const only = process.argv[2];
console.log(only ? out.join("\n").split(/(?=^## )/m).filter((b) => new RegExp(`^## (${only}) `).test(b)).join("") : out.join("\n"));
