/**
 * The built-in text prompt composer: offline, deterministic, pure. It writes the brief the way the best
 * meta-prompts do (OpenAI's prompt-generation guide, Anthropic's metaprompt): the task in the first line,
 * then the role and the context, the choices as constraints (contradictory choices settled, and said, by
 * text-conflicts.ts), the user's own instructions, an explicit Output Format section, and last the
 * `{{variables}}` the user fills in. Unset fields are left out.
 */
import { cleanInline, resolveChoice, type Resolved } from "./choices";
import { andJoin, capitalize, cleanBlock, joinPresent, sentence, withArticle } from "./prose";
import { creativityBand, formatSliderValue } from "./sliders";
import { formatConflict, lengthConflict, seoConflict } from "./text-conflicts";
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
import { placeholder } from "../prompt-variables";
import { variablesIn, type Variable } from "./text-variables";
import { plainPrompt, type ComposedPrompt } from "./composed-prompt";

/** "- Tone of voice: Persuasive. Build a clear case…" (a custom text stands alone). */
function constraintLine(label: string, choice: Resolved<GuidedOption> | undefined): string | undefined {
  if (choice === undefined) return undefined;
  if (choice.kind === "custom") return `- ${label}: ${sentence(choice.text)}`;
  return `- ${label}: ${sentence(choice.option.label)} ${choice.option.guidance}`;
}

const SEO_GUIDANCE =
  "Optimize for search. Identify the primary keyword for the topic and use it naturally in the title or opening line, early in the text and in at least one subheading where the format allows; weave in related secondary keywords and never keyword-stuff.";

const RETURN_ONLY = "Return only the finished text, ready to use, with no preamble, explanations or notes about this brief.";

const TOPIC: Variable = { name: "topic", meaning: "what the piece is about" };

/** The personalization placeholders, each with what it asks of the writer. */
const PERSONAL_VARIABLES = {
  name: { variable: { name: "name", meaning: "the reader's name" }, ask: "address the reader by name as {{name}}" },
  company: { variable: { name: "company", meaning: "the reader's company" }, ask: "refer to their company as {{company}}" },
  location: {
    variable: { name: "location", meaning: "the reader's city or region" },
    ask: "mention their location, {{location}}, where it adds relevance",
  },
} as const satisfies Record<string, { variable: Variable; ask: string }>;

export function composeTextPrompt(request: TextPromptRequest): ComposedPrompt {
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
  const topic = cleanInline(r.topic);
  const customization = cleanBlock(r.additionalCustomization);

  const field = industry && (industry.kind === "custom" ? industry.text : industry.option.field);
  const contentOption = content?.kind === "option" ? content.option : undefined;
  const role = contentOption?.role ?? "writer";
  const piece = content === undefined ? "a piece of written content" : content.kind === "custom" ? withArticle(content.text) : content.option.noun;
  const readers = audience && (audience.kind === "custom" ? audience.text : audience.option.noun);
  const languageName = language && (language.kind === "custom" ? language.text : language.option.label);

  const task = sentence(
    `Write ${piece}${readers ? ` for ${readers}` : ""}${languageName ? ` in ${languageName}` : ""} about ${topic || placeholder(TOPIC.name)}`,
  );
  const roleText = `You are an expert ${role}${field ? ` specializing in ${field}` : ""}, known for writing that is clear, specific and effective.`;

  const context = joinPresent(
    [
      industry &&
        (industry.kind === "custom"
          ? `- Industry: ${sentence(industry.text)}`
          : joinPresent([`- Industry: ${sentence(industry.option.label)}`, "note" in industry.option ? industry.option.note : undefined], " ")),
      constraintLine("Audience", audience),
    ],
    "\n",
  );

  const personal = personalization(r.personalization, field);
  const creativity = creativityBand(r.creativityLevel);
  const constraints = joinPresent(
    [
      constraintLine("Content type", content),
      constraintLine("Tone of voice", tone),
      constraintLine("Writing style", style),
      (length?.kind === "option" && lengthConflict(contentOption?.value, length.option)) || constraintLine("Length", length),
      languageName &&
        `- Language: ${sentence(languageName)} Write the entire text in ${languageName}, with natural, idiomatic phrasing rather than a literal translation.`,
      cta &&
        (cta.kind === "custom"
          ? `- Call to action: ${sentence(cta.text)} End with this call to action, stated once and clearly.`
          : `- Call to action: ${sentence(cta.option.label)} ${cta.option.guidance}`),
      personal.line,
      `- Creativity: ${creativity.label} (${formatSliderValue(r.creativityLevel)} on a scale from 0 to 1). ${creativity.meaning}`,
      r.seoOptimize && (seoConflict(contentOption?.value) ?? `- SEO: ${SEO_GUIDANCE}`),
    ],
    "\n",
  );

  const formatText =
    format &&
    (format.kind === "custom"
      ? sentence(format.text)
      : (formatConflict(contentOption, format.option) ?? `${sentence(format.option.label)} ${format.option.guidance}`));

  const variables = uniqueVariables([
    ...(topic === "" ? [TOPIC] : variablesIn(topic, "the topic")),
    ...personal.variables,
    ...variablesIn(customization, "your additional instructions"),
  ]);

  return plainPrompt(
    joinPresent(
      [
        task,
      `# Role\n${roleText}`,
      context && `# Context\n${context}`,
      `# Constraints\n${constraints}`,
      customization && `# Additional instructions\n${customization}`,
      `# Output Format\n${joinPresent([formatText, RETURN_ONLY], " ")}`,
      variables.length > 0 && `# Variables\n${variablesSection(variables, personal.variables.length > 0)}`,
    ],
    "\n\n",
    ),
  );
}

function personalization(p: TextPromptRequest["personalization"], field: string | undefined) {
  const chosen = (["name", "company", "location"] as const).filter((key) => p[key]).map((key) => PERSONAL_VARIABLES[key]);
  const asks = [
    ...chosen.map((c) => c.ask),
    p.industryTrends && `connect the message to one or two current trends in ${field ? cleanInline(field) : "their industry"}`,
  ].filter((a): a is string => typeof a === "string");
  return {
    line: asks.length === 0 ? undefined : `- Personalization: ${sentence(capitalize(andJoin(asks)))}`,
    variables: chosen.map((c) => c.variable),
  };
}

/** The first of each name, in order: a user's {{name}} adds nothing to the personalization one. */
function uniqueVariables(variables: readonly Variable[]): Variable[] {
  const seen = new Set<string>();
  return variables.filter((v) => !seen.has(v.name) && seen.add(v.name));
}

function variablesSection(variables: readonly Variable[], mergeFields: boolean): string {
  const intro = joinPresent(
    [
      "Replace each placeholder below with its value before sending this prompt.",
      mergeFields && "A personalization placeholder left as it is stays in the text as a merge field.",
    ],
    " ",
  );
  return [intro, ...variables.map((v) => `- ${placeholder(v.name)}: ${v.meaning}`)].join("\n");
}
