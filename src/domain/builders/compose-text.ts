/**
 * The built-in text prompt composer: offline, deterministic, pure. It writes the brief the way OpenAI's and
 * Anthropic's prompting guides advise (decision 0038): the task in the first line, then the role that fits the
 * content type, the context, the choices as constraints (settled once where they conflict, text-conflicts.ts),
 * the user's own instructions, pasted material in named tags, and an Output Format section. What the user should
 * know (a setting that gave way, what each `{{variable}}` means and when it is filled) goes in `notes`, never in
 * the prompt. Unset fields and untouched defaults are left out.
 */
import { cleanInline, resolveChoice } from "./choices";
import { andJoin, capitalize, joinPresent, sentence, withArticle } from "./prose";
import {
  settleCallToAction,
  settleCreativity,
  settleFormat,
  settleLength,
  settleSeo,
  settleStyle,
  settleTone,
  type Piece,
  type Settled,
} from "./text-conflicts";
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
} from "./text-options";
import { CONTENT_PROFILES, customProfile, DEFAULT_GAPS, FACTUAL_KINDS, KIND_GAPS, KIND_STRUCTURE, withoutEnding, type ContentKind, type ContentProfile } from "./text-profiles";
import { materialOf } from "./text-material";
import { normalisePlaceholders, placeholderRenames } from "./text-placeholders";
import { placeholder } from "../prompt-variables";
import { variablesIn, type Variable } from "./text-variables";
import type { ComposedPrompt } from "./composed-prompt";

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

/** Kinds not addressed to one reader, where personalization does not apply. */
const IMPERSONAL_KINDS: readonly ContentKind[] = ["legal", "code-review", "image-prompt"];

const GENERIC_PROFILE: ContentProfile = { kind: "document", role: "an experienced writer" };

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
  const rawTopic = cleanInline(r.topic);
  const topic = normalisePlaceholders(rawTopic);
  const material = materialOf(r.additionalCustomization);

  const field = industry && (industry.kind === "custom" ? industry.text : industry.option.field);
  const contentOption = content?.kind === "option" ? content.option : undefined;
  const profile =
    content === undefined ? GENERIC_PROFILE : content.kind === "custom" ? customProfile(content.text) : CONTENT_PROFILES[content.option.value];
  const piece = content === undefined ? "a piece of written content" : content.kind === "custom" ? withArticle(content.text) : content.option.noun;
  const readers = audience && (audience.kind === "custom" ? audience.text : audience.option.noun);
  const languageName = language && (language.kind === "custom" ? language.text : language.option.label);
  // English is the default: said only when another language is chosen.
  const otherLanguage = languageName && !/^english$/i.test(languageName) ? languageName : undefined;
  const settling: Piece = { kind: content && profile.kind, name: content?.kind === "custom" ? content.text : piece, language: otherLanguage };
  const runTime = profile.kind === "system-prompt";

  const about = profile.kind === "code-review" ? "of" : profile.kind === "legal" ? "for" : "about";
  const audienceAndLanguage = `${readers ? ` for ${readers}` : ""}${otherLanguage ? ` in ${otherLanguage}` : ""}`;
  const task = sentence(
    topicNamesPiece(topic, content?.kind === "custom" ? content.text : content?.option.label)
      ? `Write ${topic}${audienceAndLanguage}`
      : `Write ${piece}${audienceAndLanguage} ${about} ${topic || placeholder(TOPIC.name)}`,
  );
  const roleText = `You are ${profile.role}${field ? `, with expertise in ${field}` : ""}.`;

  const context = joinPresent(
    [
      industry &&
        (industry.kind === "custom"
          ? `- Industry: ${sentence(industry.text)}`
          : joinPresent([`- Industry: ${sentence(industry.option.label)}`, "note" in industry.option ? industry.option.note : undefined], " ")),
      audience && (audience.kind === "custom" ? `- Audience: ${sentence(audience.text)}` : `- Audience: ${sentence(audience.option.label)} ${audience.option.guidance}`),
    ],
    "\n",
  );

  const settled: Settled[] = [
    settleTone(tone, style, settling),
    settleStyle(style, settling),
    settleLength(length?.kind === "option" ? length.option : undefined, settling, contentOption?.value),
    settleCallToAction(cta, settling),
    settleSeo(r.seoOptimize, settling),
    settleCreativity(r.creativityLevel, style, settling),
  ];
  const formatSettled = settleFormat(format, settling);
  const [toneLine, styleLine, lengthLine, ctaLine, seoLine, creativityLine] = settled.map((s) => s.line);

  const asked = personalization(r.personalization, field);
  // A contract, a code review or an image prompt is not addressed to one reader: personalization gives way.
  const impersonal = content !== undefined && IMPERSONAL_KINDS.includes(profile.kind) && asked.line !== undefined;
  const personal = impersonal ? { line: undefined, variables: [] } : asked;
  const ownStructure = content && (contentOption ? contentOption.guidance : KIND_STRUCTURE[profile.kind]);
  const structure = ownStructure && ctaLine ? withoutEnding(ownStructure) : ownStructure;
  const factual = content === undefined || FACTUAL_KINDS.includes(profile.kind);

  const userVariables = uniqueVariables([
    ...(topic === "" ? [] : variablesIn(topic, "your topic")),
    ...variablesIn(joinPresent([material.instructions, material.body], "\n"), "your additional instructions"),
  ]);
  const runTimeNames = runTime ? [...userVariables, ...personal.variables].map((v) => placeholder(v.name)) : [];

  const constraints = joinPresent(
    [
      content && `- Content type: ${sentence(content.kind === "custom" ? content.text : content.option.label)} ${structure}`,
      toneLine,
      styleLine,
      lengthLine,
      otherLanguage && `- Language: ${sentence(otherLanguage)} Write the entire text in ${otherLanguage}, with natural, idiomatic phrasing rather than a literal translation.`,
      ctaLine,
      personal.line,
      creativityLine,
      seoLine,
      factual &&
        `- Facts: Use only the facts given in this brief. Where the text needs a figure, price, date, name, quote or result that is not given, leave a bracketed gap such as ${KIND_GAPS[profile.kind] ?? DEFAULT_GAPS} instead of inventing one.`,
      runTimeNames.length > 0 &&
        `- Run-time variables: Keep ${andJoin(runTimeNames)} exactly as written where the assistant needs ${runTimeNames.length === 1 ? "it" : "them"}: the application fills ${runTimeNames.length === 1 ? "it" : "them"} at run time.`,
    ],
    "\n",
  );

  const reference =
    material.tag && profile.kind === "code-review" && (material.tag === "diff" || material.tag === "code")
      ? `Review the ${material.tag} in <${material.tag}>; comment only on what it shows.`
      : material.reference;
  const instructions = joinPresent([material.instructions, reference], "\n");

  const prompt = joinPresent(
    [
      task,
      `# Role\n${roleText}`,
      context && `# Context\n${context}`,
      constraints && `# Constraints\n${constraints}`,
      instructions && `# Additional instructions\n${instructions}`,
      material.tag && `<${material.tag}>\n${material.body}\n</${material.tag}>`,
      `# Output Format\n${joinPresent([formatSettled.line, RETURN_ONLY], " ")}`,
    ],
    "\n\n",
  );

  const renames = [...placeholderRenames(rawTopic), ...placeholderRenames(material.normalised ?? "")];
  const notes = [
    ...[...settled, formatSettled].map((s) => s.note).filter((n): n is string => n !== undefined),
    ...(impersonal ? [`Personalization was left out: ${settling.name} is not addressed to one reader by name.`] : []),
    ...renames.map(([written, name]) => `${written} is written as ${placeholder(name)}, the form that is filled in.`),
    ...variableNotes(topic === "" ? [TOPIC] : [], personal.variables, userVariables, runTime),
  ];
  return { prompt, parameters: {}, notes: [...new Set(notes)] };
}

/** "a cover letter for a data analyst role" already says what to write: the task is the topic itself. */
function topicNamesPiece(topic: string, label: string | undefined): boolean {
  if (label === undefined || !/^(a|an|the|our|my)\s/i.test(topic)) return false;
  const names = label.toLowerCase().split(/\s*\/\s*|\s+&\s+/);
  const head = topic.toLowerCase().split(/\s+(about|on|for|to|that|with|at)\s+/)[0] ?? "";
  return names.some((name) => head.includes(name));
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

/** One note per `{{variable}}`: what it holds and when it is filled (by the user before use, or at run time). */
function variableNotes(topic: Variable[], personal: readonly Variable[], own: readonly Variable[], runTime: boolean): string[] {
  const seen = new Set<string>();
  const note = (v: Variable, when: string) => (seen.has(v.name) ? [] : (seen.add(v.name), [`${placeholder(v.name)}: ${v.meaning}. ${when}`]));
  return [
    ...topic.flatMap((v) => note(v, "Fill it in before you use the prompt.")),
    ...personal.flatMap((v) =>
      note(v, runTime ? "Filled at run time by your application." : "Fill it in, or leave it for your email or CRM tool to fill as a merge field."),
    ),
    ...own.flatMap((v) => note(v, runTime ? "Filled at run time by your application, not before." : "Fill it in before you use the prompt.")),
  ];
}
