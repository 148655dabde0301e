/**
 * The built-in text prompt composer: offline, deterministic, pure. It turns a text request into a complete
 * brief for a writing model: the expert to play, the task, a line per chosen setting with what it means in
 * practice, the user's own instructions, and what to return. Unset fields are left out.
 */
import { cleanInline, resolveChoice, type Resolved } from "./choices";
import { andJoin, capitalize, cleanBlock, joinPresent, sentence, withArticle } from "./prose";
import { creativityBand, formatSliderValue } from "./sliders";
import type { TextPromptRequest } from "./text-form";
import {
  AUDIENCE_OPTIONS,
  CALL_TO_ACTION_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  LANGUAGE_OPTIONS,
  LENGTH_OPTIONS,
  OUTPUT_FORMAT_OPTIONS,
  TONE_OPTIONS,
  WRITING_STYLE_OPTIONS,
  type GuidedOption,
} from "./text-options";

/** "- Tone of voice: Persuasive. Build a clear case…" (a custom text stands alone). */
function briefLine(label: string, choice: Resolved<GuidedOption> | undefined): string | undefined {
  if (choice === undefined) return undefined;
  if (choice.kind === "custom") return `- ${label}: ${sentence(choice.text)}`;
  return `- ${label}: ${sentence(choice.option.label)} ${choice.option.guidance}`;
}

const SEO_GUIDANCE =
  "Optimize for search. Identify the primary keyword for the topic and use it naturally in the title or opening line, early in the text and in at least one subheading where the format allows; weave in related secondary keywords and never keyword-stuff.";

export function composeTextPrompt(request: TextPromptRequest): string {
  const r = request;
  const industry = resolveChoice(INDUSTRY_OPTIONS, r.industry, r.customIndustry);
  const content = resolveChoice(CONTENT_TYPE_OPTIONS, r.contentType, r.customContentType);
  const audience = resolveChoice(AUDIENCE_OPTIONS, r.audienceType, r.customAudienceType);
  const tone = resolveChoice(TONE_OPTIONS, r.toneOfVoice, r.customToneOfVoice);
  const style = resolveChoice(WRITING_STYLE_OPTIONS, r.writingStyle, r.customWritingStyle);
  const length = resolveChoice(LENGTH_OPTIONS, r.outputLength);
  const format = resolveChoice(OUTPUT_FORMAT_OPTIONS, r.outputFormat, r.customOutputFormat);
  const language = resolveChoice(LANGUAGE_OPTIONS, r.language, r.customLanguage);
  const cta = resolveChoice(CALL_TO_ACTION_OPTIONS, r.callToAction, r.customCallToAction);
  const customization = cleanBlock(r.additionalCustomization);

  const field = industry && (industry.kind === "custom" ? industry.text : industry.option.field);
  const role = content?.kind === "option" ? content.option.role : "writer";
  const piece = content === undefined ? "a piece of written content" : content.kind === "custom" ? withArticle(content.text) : content.option.noun;
  const readers = audience && (audience.kind === "custom" ? audience.text : audience.option.noun);
  const languageName = language && (language.kind === "custom" ? language.text : language.option.label);

  const intro = `You are an expert ${role}${field ? ` specializing in ${field}` : ""}, known for writing that is clear, specific and effective.`;
  const task = `Task: ${sentence(`Write ${piece}${readers ? ` for ${readers}` : ""}${languageName ? ` in ${languageName}` : ""}`)}`;

  const industryLine =
    industry &&
    (industry.kind === "custom"
      ? `- Industry: ${sentence(industry.text)}`
      : joinPresent([`- Industry: ${sentence(industry.option.label)}`, "note" in industry.option ? industry.option.note : undefined], " "));
  const creativity = creativityBand(r.creativityLevel);

  const brief = joinPresent(
    [
      industryLine,
      briefLine("Content type", content),
      briefLine("Audience", audience),
      briefLine("Tone of voice", tone),
      briefLine("Writing style", style),
      briefLine("Length", length),
      briefLine("Output format", format),
      languageName &&
        `- Language: ${sentence(languageName)} Write the entire text in ${languageName}, with natural, idiomatic phrasing rather than a literal translation.`,
      cta &&
        (cta.kind === "custom"
          ? `- Call to action: ${sentence(cta.text)} End with this call to action, stated once and clearly.`
          : `- Call to action: ${sentence(cta.option.label)} ${cta.option.guidance}`),
      personalizationLine(r.personalization, field),
      `- Creativity: ${creativity.label} (${formatSliderValue(r.creativityLevel)} on a scale from 0 to 1). ${creativity.meaning}`,
      r.seoOptimize && `- SEO: ${SEO_GUIDANCE}`,
    ],
    "\n",
  );

  const output = joinPresent(
    [
      "Output: Return only the finished text, ready to use, with no preamble, explanations or notes about this brief.",
      customization === ""
        ? "No specific topic is given: choose a specific, relevant angle that fits this brief and commit to it without asking follow-up questions."
        : undefined,
    ],
    " ",
  );

  return joinPresent(
    [intro, task, `Brief:\n${brief}`, customization && `Additional instructions:\n${customization}`, output],
    "\n\n",
  );
}

function personalizationLine(p: TextPromptRequest["personalization"], field: string | undefined): string | undefined {
  const asks = [
    p.name && "address the reader by name with the placeholder [Name]",
    p.company && "refer to their company as [Company]",
    p.location && "mention their location as [Location] where it adds relevance",
    p.industryTrends && `connect the message to one or two current trends in ${field ? cleanInline(field) : "their industry"}`,
  ].filter((a): a is string => typeof a === "string");
  if (asks.length === 0) return undefined;
  return `- Personalization: ${sentence(capitalize(andJoin(asks)))}`;
}
