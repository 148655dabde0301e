/**
 * The built-in text prompt composer: offline, deterministic, pure. It writes the brief the way OpenAI's and
 * Anthropic's prompting guides advise (decision 0038): the task in the first line, then the role that fits the
 * content type, the context, the choices as constraints (settled once where they conflict, text-conflicts.ts),
 * the user's own instructions, pasted material in named tags, and an Output Format section. What the user should
 * know (a setting that gave way, what each `{{variable}}` means and when it is filled) goes in `notes`, never in
 * the prompt. Unset fields and untouched defaults are left out.
 */
import { factsLine, generalKnowledgeContent } from "./text-facts";
import { cleanInline, resolveChoice } from "./choices";
import { andJoin, joinPresent, pieceName, sentence } from "./prose";
import { audienceGuidance, CHILD_AUDIENCE, childListener, firmTone, fittedGapExamples, fittedRole, isLetter, isPromotional, LETTER_STRUCTURE, type FitContext } from "./text-fit";
import { fitToUser, overruledSettings, sells, shapeOf } from "./text-user-conflicts";
import { userWords } from "./text-user-words";
import { languageNote, userKeywords, userLanguage } from "./text-user-asks";
import { asksForSystemPrompt, personaIn } from "./text-persona";
import {
  settleCallToAction,
  settleCreativity,
  lightenTone,
  settleLength,
  settleSeo,
  settleStyle,
  settleTone,
  type Piece,
  type Settled,
} from "./text-conflicts";
import { outputFormat, settleFormat, yieldLengthToFormat } from "./text-format-settle";
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
import {
  CONTENT_PROFILES,
  customProfile,
  DEFAULT_GAPS,
  FACTUAL_KINDS,
  fittedGaps,
  KIND_GAPS,
  KIND_STRUCTURE,
  TECHNICAL_GAPS,
  TECHNICAL_ROLES,
  withoutEnding,
  type ContentProfile,
} from "./text-profiles";
import { isBrief, isFollowUp, namedReaders, offeredThing, readersWithArticle, statedLength, taskLine } from "./text-topic";
import { withoutEnglishOnlyAdvice } from "./text-register";
import { materialOf } from "./text-material";
import { placeholderFiller, platformVariables } from "./text-platform";
import { IMPERSONAL_KINDS, perReaderNote, readersField, sentPerReader, TRENDS_KINDS } from "./text-reach";
import { writerByTopic } from "./text-roles";
import { normalisePlaceholders, placeholderRenames } from "./text-placeholders";
import { placeholder } from "../prompt-variables";
import { personalization, uniqueVariables, variableNotes, variablesIn, type Variable } from "./text-variables";
import type { ComposedPrompt } from "./composed-prompt";

const TOPIC: Variable = { name: "topic", meaning: "what the piece is about" };

const GENERIC_PROFILE: ContentProfile = { kind: "document", role: "an experienced writer" };

/** A cold outreach message whose topic is a follow-up ("after the demo") is written as the follow-up it is. */
const FOLLOW_UP = {
  label: "Follow-up message",
  noun: "a follow-up message",
  guidance: "Open by referring to your last contact with them, add one relevant value point they have not heard yet and end by asking for one small next step.",
};
/** Words that place a text on the web, where search engines index it. */
const WEB_MEDIUM = /\b(web ?page|web ?site|website|online|on (our|the|my|your) (site|store|shop|blog)|product page|landing page|blog|e-?shop|online store)\b/i;

export function composeTextPrompt(request: TextPromptRequest): ComposedPrompt {
  const r = request;
  const industry = resolveChoice(INDUSTRY_OPTIONS, r.industry, r.customIndustry);
  const rawTopic = cleanInline(r.topic);
  const givenTopic = normalisePlaceholders(rawTopic);
  // A topic that gives an assistant its persona ("You are Sam, a barista bot") with no content type is a system prompt.
  const personaPrompt = r.contentType === "" && asksForSystemPrompt(givenTopic);
  const content = personaPrompt ? ({ kind: "custom", text: "System prompt" } as const) : resolveChoice(CONTENT_TYPE_OPTIONS, r.contentType, r.customContentType);
  const audience = resolveChoice(AUDIENCE_OPTIONS, r.audienceType, r.customAudienceType);
  const tone = resolveChoice(TONE_OPTIONS, r.toneOfVoice, r.customToneOfVoice);
  const style = resolveChoice(WRITING_STYLE_OPTIONS, r.writingStyle, r.customWritingStyle);
  const length = resolveChoice(LENGTH_OPTIONS, r.outputLength);
  const format = resolveChoice(OUTPUT_FORMAT_OPTIONS, r.outputFormat, r.customOutputFormat);
  const language = resolveChoice(LANGUAGE_OPTIONS, r.language, r.customLanguage);
  const cta = resolveChoice(CALL_TO_ACTION_OPTIONS, r.callToAction, r.customCallToAction);
  const material = materialOf(r.additionalCustomization);

  const field = industry && (industry.kind === "custom" ? industry.text : industry.option.field);
  const contentOption = content?.kind === "option" ? content.option : undefined;
  const listedProfile =
    content === undefined ? GENERIC_PROFILE : content.kind === "custom" ? customProfile(content.text) : CONTENT_PROFILES[content.option.value];
  // Outside a system prompt a persona the user wrote is who writes: the user's words replace the default role.
  const topicPersona = listedProfile.kind === "system-prompt" ? undefined : personaIn(givenTopic);
  const instructionPersona = listedProfile.kind === "system-prompt" ? undefined : personaIn(material.instructions ?? "");
  const persona = topicPersona ?? instructionPersona;
  const topic = topicPersona ? topicPersona.rest : givenTopic;
  const instructions = instructionPersona && !topicPersona ? instructionPersona.rest : material.instructions;
  const words = userWords(topic, instructions);
  // The topic's own readers ("to employees") are explicit and beat a listed audience that names others.
  const topicReaders = namedReaders(topic);
  const audienceYields = audience?.kind === "option" && topicReaders !== undefined && !audience.option.noun.toLowerCase().includes(topicReaders);
  // Code is read by a compiler and by the engineers who keep it, not by an audience to win over.
  const code = listedProfile.kind === "code";
  const chosenAudience = audienceYields || code ? undefined : audience;
  // Content for developers is written by an engineer who writes, not by a marketer; a technical style on a web
  // page or a document by a technical writer. A custom type keeps its own expert.
  const forDevelopers = chosenAudience?.kind === "option" && chosenAudience.option.value === "developers";
  const technicalStyle = style?.kind === "option" && style.option.value === "technical";
  const technicalRole =
    content?.kind === "custom"
      ? undefined
      : forDevelopers
        ? (TECHNICAL_ROLES[listedProfile.kind] ?? `${listedProfile.role} who writes for software developers`)
        : technicalStyle && (listedProfile.kind === "web" || listedProfile.kind === "document")
          ? "an experienced technical writer"
          : undefined;
  const contentName = content?.kind === "custom" ? content.text : content?.option.label;
  const fit: FitContext = { kind: content && listedProfile.kind, topic, label: contentName };
  const child = chosenAudience?.kind === "option" && childListener(fit, chosenAudience.option.value);
  const fitRole = fittedRole(technicalRole ?? listedProfile.role, fit, Boolean(field), child);
  // An email about a deal is the account executive's update, not a copywriter's campaign.
  const role = fitRole ?? technicalRole ?? (content?.kind === "option" ? writerByTopic(topic, listedProfile.kind) : undefined);
  // An unknown custom type is written by a professional of the brief's field: "an experienced healthcare professional".
  const fieldRole = field && !role && listedProfile.role.startsWith("an experienced professional ") ? listedProfile.role.replace("professional", `${field.toLowerCase()} professional`) : undefined;
  const profile: ContentProfile = role || fieldRole ? { ...listedProfile, role: (role ?? fieldRole)! } : listedProfile;
  const followUp = contentOption?.value === "cold-outreach" && isFollowUp(topic);
  const piece = followUp
    ? FOLLOW_UP.noun
    : content === undefined
      ? "a piece of written content"
      : content.kind === "custom"
        ? pieceName(content.text)
        : content.option.noun;
  const contentLabel = followUp ? FOLLOW_UP.label : content && (content.kind === "custom" ? content.text : content.option.label);
  const readers = child
    ? CHILD_AUDIENCE.readers
    : chosenAudience && (chosenAudience.kind === "custom" ? readersWithArticle(chosenAudience.text) : chosenAudience.option.noun);
  // A language the user's words ask for ("write it in French") beats the language setting.
  const askedLanguage = userLanguage(joinPresent([topic, instructions], "\n"));
  const settingLanguage = language && (language.kind === "custom" ? language.text : language.option.label);
  const languageName = askedLanguage ?? settingLanguage;
  // English is the default: said only when another language is chosen.
  const otherLanguage = languageName && !/^english$/i.test(languageName) ? languageName : undefined;
  // SEO follows the medium: a custom type published on the web ("for our website", a listing) is a web page.
  const published = content?.kind === "custom" && (profile.kind === "document" || profile.kind === "outline") && WEB_MEDIUM.test(`${content.text} ${topic}`);
  const settling: Piece = { kind: content && profile.kind, name: piece, language: otherLanguage, published };
  // A length the user states in the topic or the instructions ("under 80 words") beats the form's.
  const stated = statedLength(topic) ?? statedLength(instructions ?? "", "instructions");
  const runTime = profile.kind === "system-prompt";

  // A system prompt is for an assistant ("for a support bot"), a legal text for a product, a review of code.
  const about = profile.kind === "code-review" ? "of" : profile.kind === "legal" || profile.kind === "system-prompt" ? "for" : "about";
  const task = taskLine({
    topic,
    piece,
    kind: content && profile.kind,
    labels: contentLabel === undefined ? [] : [contentLabel],
    // A system prompt is not read by its users: they are the assistant's context, not the task's readers.
    readers: runTime ? undefined : readers,
    language: otherLanguage,
    missing: placeholder(TOPIC.name),
    about,
  });
  // "An e-commerce copywriter" already has the field: "with expertise in e-commerce" would say it twice.
  const fieldWords = (field ?? "").toLowerCase().split(/[^a-z-]+/).filter((word) => word.length >= 4 && !/^(services|industry)$/.test(word));
  // By its stem: "a content writer" already says "writing".
  const fieldSaid = fieldWords.some((word) => new RegExp(`\\b${word.replace(/(ing|ers?)$/, "")}`).test(profile.role.toLowerCase()));
  // In a system prompt the audience are the people the assistant talks with, and the tone is the assistant's.
  const audienceLabel = runTime ? "Users the assistant talks with" : "Audience";
  const roleText = persona ? sentence(`You are ${persona.role}`) : `You are ${profile.role}${field && !fieldSaid ? `, with expertise in ${field}` : ""}.`;

  // The user's own words beat a setting that disagrees with them ("show, do not sell" beside a sales tone).
  const overruled = overruledSettings(words, { tone, style, cta, format });
  const keptTone = overruled.tone ? undefined : tone;
  const keptStyle = overruled.style ? undefined : style;
  const keptFormat = overruled.format ? undefined : format;
  const keptCta = overruled.cta ? undefined : cta;
  // A sales tone, style or call to action the user chose beats an audience's default "show, do not sell".
  const selling = sells(keptTone, keptStyle, keptCta);
  // A resume or cover letter is the candidate's, not the industry's own voice: its house rules do not bind it.
  const candidates = profile.kind === "career";
  const context = joinPresent(
    [
      industry &&
        (industry.kind === "custom"
          ? `- Industry: ${sentence(industry.text)}`
          : joinPresent([`- Industry: ${sentence(industry.option.label)}`, "note" in industry.option && !candidates ? industry.option.note : undefined], " ")),
      chosenAudience &&
        (chosenAudience.kind === "custom"
          ? `- ${audienceLabel}: ${sentence(chosenAudience.text)}`
          : child
            ? CHILD_AUDIENCE.line
            : joinPresent([`- ${audienceLabel}: ${sentence(chosenAudience.option.label)}`, audienceGuidance(chosenAudience.option.value, chosenAudience.option.guidance, fit, selling)], " ")),
    ],
    "\n",
  );

  const settled: Settled[] = [
    firmTone(keptTone?.kind === "option" ? keptTone.option.value : undefined, fit) ?? lightenTone(settleTone(keptTone, keptStyle, settling), keptTone, settling, topic),
    settleStyle(keptStyle, settling),
    // A length the topic states stays (it beats the form); the form's own length gives way to a format that sets one.
    stated
      ? settleLength(length?.kind === "option" ? length.option : undefined, settling, contentOption?.value, stated)
      : yieldLengthToFormat(
          settleLength(length?.kind === "option" ? length.option : undefined, settling, contentOption?.value),
          keptFormat,
          length?.kind === "option" ? length.option.label : undefined,
          joinPresent([topic, instructions], "\n"),
        ),
    settleCallToAction(keptCta, settling, offeredThing(topic), isPromotional(fit)),
    settleSeo(r.seoOptimize, settling, userKeywords(joinPresent([topic, instructions], "\n"))),
    settleCreativity(r.creativityLevel, keptStyle, settling, keptTone),
  ];
  const formatSettled = settleFormat(keptFormat, settling, length?.kind === "option" ? length.option.value : undefined);
  // A format the piece reshaped (a table for a legal text becomes numbered sections) no longer sets the shape.
  const shape = shapeOf(words, formatSettled.note === undefined ? keptFormat : undefined);
  // A script is heard: its lines speak of the viewer or the listener, never the reader.
  const heard = profile.kind === "script" ? (/podcast|radio|audio|speech|toast|keynote|eulogy/i.test(contentLabel ?? "") ? "listener" : "viewer") : undefined;
  // A script's lines speak of the viewer; another language than English has no contractions to ask for or forbid.
  const [toneLine, styleLine, lengthLine, ctaLine, seoLine, creativityLine] = settled.map((s) => {
    const line = heard && s.line ? s.line.replace(/\breader(s?)\b/g, `${heard}$1`) : s.line;
    const spoken = runTime && line ? line.replace(/^- Tone of voice:/, "- The assistant's tone of voice:") : line;
    return otherLanguage && spoken ? withoutEnglishOnlyAdvice(spoken) : spoken;
  });

  // Current trends in an industry belong in a message to people in it, not in a story, a legal text or a reply.
  const trendsFit = content === undefined || TRENDS_KINDS.includes(profile.kind);
  const userVariables = uniqueVariables([
    ...(givenTopic === "" ? [] : variablesIn(givenTopic, "your topic")),
    ...variablesIn(joinPresent([material.instructions, material.body], "\n"), "your additional instructions"),
    ...platformVariables(joinPresent([givenTopic, material.instructions, material.body], "\n"), "your brief"),
  ]);
  // Placeholders a platform fills (a Zendesk macro's) are kept for it, never filled by the user before use.
  const filler = userVariables.length > 0 && !runTime ? placeholderFiller(joinPresent([givenTopic, contentName, material.instructions], "\n")) : undefined;
  // Merge fields only for a text sent to each reader; trends in the readers' own field when the brief names it.
  const perReaderFit = IMPERSONAL_KINDS.includes(profile.kind) || sentPerReader(content && profile.kind, contentName, topic);
  const factual = content === undefined || FACTUAL_KINDS.includes(profile.kind);
  const generalKnowledge = generalKnowledgeContent(contentOption?.value, content?.kind === "custom" ? content.text : undefined, topic, material.body !== undefined);
  // Trends beside "only the facts given" would be invented: each one the brief does not name is left as a gap.
  const trendGap = factual && !generalKnowledge && !words.noGaps;
  const p = r.personalization;
  const readerFieldsDropped = !perReaderFit && (p.name || p.company || p.location);
  const asked = personalization({ ...(perReaderFit ? p : { name: false, company: false, location: false }), industryTrends: p.industryTrends && trendsFit }, readersField(topic) ?? field, userVariables, trendGap);
  // A contract, a code review or an image prompt is not addressed to one reader: personalization gives way.
  const impersonal = content !== undefined && IMPERSONAL_KINDS.includes(profile.kind) && asked.line !== undefined;
  const personal = impersonal ? { line: undefined, variables: [], reused: [] } : asked;
  // A custom type of no known kind gets no structure: less advice is better than advice that does not fit it.
  const ownStructure =
    content && (followUp ? FOLLOW_UP.guidance : contentOption ? contentOption.guidance : isLetter(contentName) ? LETTER_STRUCTURE : (profile.structure ?? KIND_STRUCTURE[profile.kind]));
  const endless = ownStructure && ctaLine ? withoutEnding(ownStructure) : ownStructure;
  // Only a paste with file names or line numbers (a diff, "api.ts:42") has locations to cite.
  const located = material.body !== undefined && (material.tag === "diff" || /\b[\w-]+\.[a-z]{1,5}(:\d+|\b.*\bline \d+)|^\s*\d+\s*[:|]/m.test(material.body));
  const structure = located && profile.kind === "code-review" ? endless?.replace("quote the code it concerns", "cite its file and line") : endless;

  // Placeholders the text keeps for a later fill: all of them in a system prompt (run time) or an email (merge
  // fields), the personalization ones anywhere. Any other placeholder the user fills in before sending the prompt.
  const merged = profile.kind === "email";
  const perReader = [...personal.variables, ...userVariables.filter((v) => personal.reused.includes(v.name))];
  const keptNames = [...new Set([...(runTime || merged || filler ? userVariables : []), ...perReader].map((v) => placeholder(v.name)))];
  const them = keptNames.length === 1 ? "it" : "them";
  // Technical gaps (a benchmark, a version) for a technical article or talk; an email to developers keeps an email's gaps.
  // A custom type's own gaps (a job posting's salary range) come before the technical ones.
  const technicalGaps = forDevelopers && TECHNICAL_ROLES[profile.kind] !== undefined;
  const customGaps = content?.kind === "custom" ? profile.gaps : undefined;
  const gapExamples = fittedGapExamples(fit, profile.role) ?? customGaps ?? (technicalGaps ? TECHNICAL_GAPS : (profile.gaps ?? KIND_GAPS[profile.kind] ?? DEFAULT_GAPS));
  const gaps = profile.kind === "meta" ? undefined : fittedGaps(gapExamples, joinPresent([topic, material.instructions, material.body], "\n"));

  // Each guidance line keeps to the user's words and the text's shape (no gap where none is wanted, no paragraphs in a list).
  const fitted = [
    contentLabel && joinPresent([`- Content type: ${sentence(contentLabel)}`, structure], " "),
    toneLine,
    styleLine,
    lengthLine,
    otherLanguage && `- Language: ${sentence(otherLanguage)} Write the entire text in ${otherLanguage}, with natural, idiomatic phrasing rather than a literal translation.`,
    ctaLine,
    // The people a system prompt's assistant talks with are its users, not readers.
    runTime && personal.line ? personal.line.replace(/\bthe reader\b/g, "the user") : personal.line,
    creativityLine,
    seoLine,
  ].map((line) => (line ? fitToUser(line, words, shape) : { line: undefined, notes: [] }));
  const constraints = joinPresent(
    [
      ...fitted.map((f) => f.line),
      factual &&
        factsLine(generalKnowledge, words.noGaps, gaps),
      keptNames.length > 0 &&
        (runTime
          ? `- Run-time variables: Keep ${andJoin(keptNames)} exactly as written where the assistant needs ${them}: the application fills ${them} at run time.`
          : `- Placeholders: Keep ${andJoin(keptNames)} exactly as written, with ${them === "it" ? "its" : "their"} double braces: ${filler ? `${filler} fills ${them} in when the text is used` : `${merged ? `an email tool fills ${them} in for each recipient` : `${them === "it" ? "it is" : "they are"} filled in for each reader`} later`}.`),
    ],
    "\n",
  );

  const reference =
    material.tag && profile.kind === "code-review" && (material.tag === "diff" || material.tag === "code")
      ? `Review the ${material.tag} in <${material.tag}>; comment only on what it shows.`
      : material.reference;
  const additional = joinPresent([instructions, reference], "\n");
  const formatLine = formatSettled.line && fitToUser(formatSettled.line, words, undefined).line;

  const prompt = joinPresent(
    [
      task,
      isBrief(topic) && `# Brief\n${sentence(topic)}`,
      `# Role\n${roleText}`,
      context && `# Context\n${context}`,
      constraints && `# Constraints\n${constraints}`,
      additional && `# Additional instructions\n${additional}`,
      material.tag && `<${material.tag}>\n${material.body}\n</${material.tag}>`,
      `# Output Format\n${outputFormat(profile.kind, code, formatLine)}`,
    ],
    "\n\n",
  );

  const renames = [...placeholderRenames(rawTopic), ...placeholderRenames(material.normalised ?? "")];
  const notes = [
    ...overruled.notes,
    ...languageNote(askedLanguage, settingLanguage),
    ...[...settled, formatSettled].map((s) => s.note).filter((n): n is string => n !== undefined),
    ...fitted.flatMap((f) => f.notes),
    ...(words.noGaps && factual ? ["Your brief asks for no brackets or placeholders, so the prompt suggests no bracketed gaps."] : []),
    ...(persona ? [`Your ${topicPersona ? "topic" : "instructions"} name${topicPersona ? "s" : ""} who writes ("${persona.role}"), so that replaces the default role.`] : []),
    ...(personaPrompt ? ["Your topic gives an assistant its persona or instructions, so it is written as a system prompt."] : []),
    ...personal.reused.map((name) => `The personalization uses your ${placeholder(name)} rather than adding a second variable for the same thing.`),
    ...(code && audience ? [`The audience was left out: code is written for the codebase and the engineers who keep it.`] : []),
    ...(audienceYields && audience?.kind === "option"
      ? [`Your topic names its readers (${topicReaders}), so the ${JSON.stringify(audience.option.label)} audience was left out.`]
      : []),
    ...(readerFieldsDropped ? [perReaderNote(settling.name, topic, (["name", "company", "location"] as const).filter((key) => p[key]))] : []),
    ...(impersonal ? [`Personalization was left out: ${settling.name} is not addressed to one reader by name.`] : []),
    ...(r.personalization.industryTrends && !trendsFit && !impersonal ? [`Industry trends were left out: ${settling.name} is not a message to people in an industry.`] : []),
    ...renames.map(([written, name]) => `${written} is written as ${placeholder(name)}, the form that is filled in.`),
    ...(followUp ? [`Your topic is a follow-up, so "Cold Outreach Message" is written as a follow-up message, not a first contact.`] : []),
    ...variableNotes(topic === "" ? [TOPIC] : [], perReader, userVariables, runTime, merged, filler),
  ];
  return { prompt, parameters: {}, notes: [...new Set(notes)] };
}
