/**
 * Choices of the text builder that do not fit the piece or each other, settled once. A brief that asks for Terms
 * of Service in a witty tone with a "Buy Now" call to action, or a formal style in a conversational tone, cannot
 * be obeyed as it stands: an expert keeps what the piece requires, drops or narrows what gives way, and says so.
 * Each function here answers the one line the prompt gets (or none) and the note that tells the user what was
 * settled; the prompt never carries two instructions that contradict each other (decision 0038).
 */
import type { Resolved } from "./choices";
import { keywordsLine } from "./text-user-asks";
import { characterUnit, countsCharacters, META_LIMITS, scriptOf, spokenCharactersPerMinute, wordsAsCharacters } from "./text-language";
import type { GuidedOption, OutputLength } from "./text-options";
import { NO_CTA_KINDS, SEO_KINDS, SPOKEN_KINDS, type ContentKind } from "./text-profiles";
import { sentence } from "./prose";
import { REGISTER_CLASHES } from "./text-register";
import { sellsCall } from "./text-user-conflicts";
import type { StatedLength } from "./text-topic";
import { CREATIVITY_BANDS, creativityBand, formatSliderValue, SLIDER_DEFAULT } from "./sliders";

export interface Settled {
  /** The constraint line, or undefined when the setting gives way entirely. */
  line?: string;
  /** What the user is told, when something was settled. */
  note?: string;
}

/** The piece as the rules see it: its kind, its name for notes ("Terms of Service"), its language. */
export interface Piece {
  kind: ContentKind | undefined;
  name: string;
  language: string | undefined;
  /** Published as a web page whatever its kind (a property listing, "for our website"): SEO applies. */
  published?: boolean;
}

const quoted = (label: string) => `"${label}"`;
const labelOf = (choice: Resolved<GuidedOption>) => (choice.kind === "custom" ? choice.text : choice.option.label);
const optionLine = (label: string, choice: Resolved<GuidedOption>) =>
  choice.kind === "custom" ? `- ${label}: ${sentence(choice.text)}` : `- ${label}: ${sentence(choice.option.label)} ${choice.option.guidance}`;

/** A topic about something that went wrong or hurts: a complaint, an apology, money owed, an outage, bad news. */
const BAD_NEWS =
  /\b(complain\w*|apolog\w*|sorry|refunds?|late|delay\w*|overdue|outages?|downtime|incidents?|breach\w*|bad news|layoffs?|laid off|recall\w*|cancel\w*|mistakes?|errors?|disappoint\w*|damaged|broken|lost|missing|charged twice|overcharg\w*|condolence\w*|bereave\w*)\b/i;
const HUMOROUS = /\b(witty|humou?r\w*|funny|playful|cheeky|sarcas\w*|jok\w*|comic\w*)\b/i;

/**
 * A humorous tone on bad news (a late refund, an outage, an apology, any support reply) keeps its warmth but its
 * humour stays light and never touches the problem or the money: a joke about a reader's loss reads as mockery.
 */
export function lightenTone(settled: Settled, tone: Resolved<GuidedOption> | undefined, piece: Piece, topic: string): Settled {
  if (tone === undefined || settled.line === undefined || !HUMOROUS.test(labelOf(tone))) return settled;
  if (piece.kind !== "support" && !BAD_NEWS.test(topic)) return settled;
  return {
    line: "- Tone of voice: Warm and human, with at most a light touch of humour in the greeting or the close; never joke about the problem, the delay or the money, and never at the reader's expense.",
    note: `The ${quoted(labelOf(tone))} tone is kept light: on a complaint or bad news the reply stays warm, and its humour never touches the problem or the money.`,
  };
}

/** Tones a legal text can take as they are, and those it reads as plain language. */
const LEGAL_TONES = ["professional", "authoritative"];
const PLAIN_LEGAL_TONES = ["conversational", "friendly"];
/** Styles a legal text can take. */
const LEGAL_STYLES = ["formal", "technical", "analytical"];

export function settleTone(tone: Resolved<GuidedOption> | undefined, style: Resolved<GuidedOption> | undefined, piece: Piece): Settled {
  if (tone === undefined) return {};
  if (piece.kind === "code") return { note: `The ${quoted(labelOf(tone))} tone was left out: code has no tone of voice.` };
  if (piece.kind === "legal" && tone.kind === "option" && !LEGAL_TONES.includes(tone.option.value)) {
    if (PLAIN_LEGAL_TONES.includes(tone.option.value)) {
      return {
        line: '- Tone of voice: Plain and readable: address the reader as "you", in short, precise sentences, without contractions, jokes or slang.',
        note: `The ${quoted(tone.option.label)} tone is read as plain language for ${piece.name}: a legal text stays precise and formal, so it has no contractions or jokes.`,
      };
    }
    return { note: `The ${quoted(tone.option.label)} tone was left out: a legal text such as ${piece.name} keeps a precise, formal register.` };
  }
  if (piece.kind === "image-prompt") {
    return {
      line: `- Mood: ${sentence(labelOf(tone))}`,
      note: `The ${quoted(labelOf(tone))} tone is read as the mood of the images: an image prompt has no reader to address.`,
    };
  }
  if (tone.kind === "option" && style?.kind === "option") {
    const register = REGISTER_CLASHES[`${tone.option.value}+${style.option.value}`];
    if (register) return register;
    // The same choice as tone and as style is said once, as the style.
    if (tone.option.value === style.option.value) return {};
  }
  return { line: optionLine("Tone of voice", tone) };
}

export function settleStyle(style: Resolved<GuidedOption> | undefined, piece: Piece): Settled {
  if (style === undefined) return {};
  if (piece.kind === "code") return { note: `The ${quoted(labelOf(style))} style was left out: code follows the conventions of its language instead.` };
  if (piece.kind === "legal" && style.kind === "option" && !LEGAL_STYLES.includes(style.option.value)) {
    return { note: `The ${quoted(style.option.label)} style was left out: a legal text such as ${piece.name} keeps a formal, precise style.` };
  }
  return { line: optionLine("Writing style", style) };
}

/**
 * `offered` is what the topic offers ("app"): a download names it rather than "it". A piece that is not promotional
 * (a notice, a policy update, a formal request) takes no sales call to action: it may still point to more
 * information or a contact.
 */
export function settleCallToAction(cta: Resolved<GuidedOption> | undefined, piece: Piece, offered?: string, promotional = true): Settled {
  if (cta === undefined) return {};
  if (piece.kind !== undefined && NO_CTA_KINDS.includes(piece.kind)) {
    return { note: `The ${quoted(labelOf(cta))} call to action was left out: a call to action does not belong in ${piece.name}.` };
  }
  if (!promotional && sellsCall(cta)) {
    return { note: `The ${quoted(labelOf(cta))} call to action was left out: the topic is a notice, a policy or a request, not something to sell.` };
  }
  if (cta.kind === "custom") return { line: `- Call to action: ${sentence(cta.text)} End with this call to action, stated once and clearly.` };
  const guidance = offered === undefined ? cta.option.guidance : cta.option.guidance.replace(/\bdownload it\b/, `download the ${offered}`);
  return { line: `- Call to action: ${sentence(cta.option.label)} ${guidance}` };
}

export function settleSeo(seo: boolean, piece: Piece, keywords?: readonly string[]): Settled {
  if (!seo || piece.kind === "meta") return {};
  if ((piece.kind === undefined || !SEO_KINDS.includes(piece.kind)) && piece.published !== true) {
    return {
      note:
        piece.kind === undefined
          ? "SEO was left out: choose a content type that is published as a web page (a blog post, a landing page, a product description) for it to apply."
          : `SEO was left out: it applies to web pages that search engines index, not to ${piece.name}.`,
    };
  }
  const script = scriptOf(piece.language);
  const limits = META_LIMITS[script];
  const unit = characterUnit(script);
  const meta = `After the text, add two labelled lines, "Meta title:" (at most ${limits.title} ${unit}) and "Meta description:" (at most ${limits.description} ${unit}), each with the primary keyword near the start.`;
  // Keywords the user listed are the keywords: the first primary, the rest secondary.
  if (keywords !== undefined) return { line: keywordsLine(keywords, meta), note: "The keywords you listed are the prompt's SEO keywords, the first one primary." };
  return {
    line:
      "- SEO: Choose one primary keyword for the topic and use it naturally in the title, the opening lines and a subheading where the piece has them; " +
      `weave in related terms and never keyword-stuff. After the text, add two labelled lines, "Meta title:" (at most ${limits.title} ${unit}) and "Meta description:" (at most ${limits.description} ${unit}), each with the keyword near the start.`,
    ...(script === "latin" ? {} : { note: `Meta title and description limits are given in ${unit} of ${piece.language}: about ${limits.title} and ${limits.description} fit a results page, where Latin letters fit about 60 and 155.` }),
  };
}

/** Word ranges of the lengths, for converting them to time or characters. */
const WORDS: Record<OutputLength, [number, number | undefined]> = {
  "very-short": [15, 40],
  short: [50, 100],
  medium: [100, 300],
  long: [300, 700],
  extended: [700, undefined],
};
/** Spoken pace: about 150 words a minute. */
const WORDS_PER_MINUTE = 150;
const LINKEDIN_CAPPED: readonly OutputLength[] = ["long", "extended"];
/** Kinds whose length follows their material, not a word range. */
const UNMEASURED_KINDS: readonly ContentKind[] = ["legal", "code-review", "code", "system-prompt", "image-prompt"];

function duration(words: number): string {
  const seconds = Math.round((words / WORDS_PER_MINUTE) * 60);
  if (seconds < 90) return `${Math.round(seconds / 5) * 5} seconds`;
  const minutes = Math.round(seconds / 30) / 2;
  return `${minutes} minutes`;
}

/**
 * The length line. A length the topic states ("a 60-second explainer", "a 500-word post") is explicit and beats the
 * form's length, which is often its untouched default: it is said once and the note names the setting it replaced.
 */
export function settleLength(
  length: { value: OutputLength; label: string; guidance: string } | undefined,
  piece: Piece,
  contentValue: string | undefined,
  stated?: StatedLength,
): Settled {
  const fromTopic = piece.kind === "meta" ? undefined : statedLine(stated, piece);
  if (fromTopic !== undefined && stated !== undefined) {
    return {
      line: `- Length: ${fromTopic}`,
      note: `Your ${stated.from === "instructions" ? "instructions say" : "topic says"} ${quoted(stated.said)}: the prompt keeps to that${length === undefined ? "" : ` instead of the length ${quoted(length.label)}`}.`,
    };
  }
  if (length === undefined) return {};
  if (piece.kind === "code") return length.value === "medium" ? {} : { note: `The length ${quoted(length.label)} was left out: code is as long as the cases it covers.` };
  // The form's default length is no measure of a contract, a review or a prompt: said only when chosen.
  if (length.value === "medium" && piece.kind !== undefined && UNMEASURED_KINDS.includes(piece.kind)) return {};
  if (piece.kind === "meta") {
    const script = scriptOf(piece.language);
    const limits = META_LIMITS[script];
    const unit = characterUnit(script);
    return {
      line: `- Length: The meta title keeps to ${limits.title} ${unit} and the meta description to ${limits.description} ${unit}.`,
      ...(length.value === "very-short" ? {} : { note: `The length ${quoted(length.label)} does not apply to meta tags: their own limits are used instead.` }),
    };
  }
  const [low, high] = WORDS[length.value];
  if (piece.kind !== undefined && SPOKEN_KINDS.includes(piece.kind)) {
    const time = high === undefined ? `${duration(low)} or more` : `about ${duration(low)} to ${duration(high)}`;
    const pace = countsCharacters(piece.language)
      ? `about ${spokenCharactersPerMinute(piece.language ?? "")} characters a minute`
      : `about ${WORDS_PER_MINUTE} words a minute`;
    return {
      line: `- Length: ${sentence(`${time} when read aloud at a natural pace (${pace})`)}`,
      note: `A script is timed rather than counted: ${quoted(length.label)} is given as ${time} of speech.`,
    };
  }
  if (contentValue === "linkedin-post" && LINKEDIN_CAPPED.includes(length.value)) {
    return {
      line: "- Length: At most 3,000 characters (about 450 words), LinkedIn's limit for a post.",
      note: `LinkedIn cuts a post at 3,000 characters, so ${quoted(length.label)} is capped at about 450 words.`,
    };
  }
  if (countsCharacters(piece.language) && length.value !== "very-short") {
    const language = piece.language ?? "";
    const [from, to] = [wordsAsCharacters(low, language), high === undefined ? undefined : wordsAsCharacters(high, language)];
    return {
      line: `- Length: ${to === undefined ? `At least ${from} characters` : `Between ${from} and ${to} characters`}, counted in characters since ${language} has no spaces between words.`,
      note: `${language} is counted in characters, not words: ${quoted(length.label)} is given as ${to === undefined ? `at least ${from}` : `${from}–${to}`} characters.`,
    };
  }
  // A story is not made of points to develop, nor a legal text: the range alone, and room for a long story's scenes.
  if (piece.kind === "creative" || piece.kind === "legal") {
    const room = piece.kind === "creative" && (length.value === "long" || length.value === "extended") ? " Give the story room for its scenes." : "";
    return { line: `- Length: ${sentence(length.label)}${room}` };
  }
  // The label gives the range and the guidance only what the range does not say: the length is stated once.
  return { line: `- Length: ${sentence(length.label)} ${length.guidance}` };
}

/** The length a topic states, as the prompt says it; undefined when it does not fit the piece (a duration for a post). */
function statedLine(stated: StatedLength | undefined, piece: Piece): string | undefined {
  if (stated === undefined) return undefined;
  const spoken = stated.spoken === true || (piece.kind !== undefined && SPOKEN_KINDS.includes(piece.kind));
  if (stated.seconds !== undefined) {
    if (!spoken) return undefined;
    const time = stated.seconds < 90 ? `${stated.seconds} seconds` : `${Math.round(stated.seconds / 30) / 2} minutes`;
    const amount = countsCharacters(piece.language)
      ? `${Math.round((stated.seconds / 60) * spokenCharactersPerMinute(piece.language ?? "") / 10) * 10} characters`
      : `${Math.round((stated.seconds / 60) * WORDS_PER_MINUTE / 5) * 5} words`;
    return `About ${time} when read aloud at a natural pace, about ${amount} of speech.`;
  }
  if (stated.words !== undefined) return `${stated.ceiling ? "At most" : "About"} ${stated.words.toLocaleString("en-US")} words.`;
  if (stated.characters !== undefined) return `At most ${stated.characters.toLocaleString("en-US")} characters.`;
  return undefined;
}

/** Kinds whose wording is fixed by their purpose: creativity above the middle gives way there. */
const PRECISE_KINDS: readonly ContentKind[] = ["legal", "code-review", "code"];

/** Styles and tones whose wording is exact or measured: creativity there is in the ideas, not the language. */
const EXACT_STYLES = ["formal", "technical", "analytical"];
const EXACT_TONES = ["authoritative", "professional", "data-driven"];

/**
 * The creativity line: left out at the untouched middle, and above it for a text that must be precise. With a
 * formal or technical style, the top band's "unconventional language" would contradict the style's precise
 * vocabulary: creativity goes to the ideas and the style keeps the language.
 */
export function settleCreativity(
  value: number,
  style: Resolved<GuidedOption> | undefined,
  piece: Piece,
  tone?: Resolved<GuidedOption>,
): Settled {
  if (value === SLIDER_DEFAULT) return {};
  const band = creativityBand(value);
  // Code is correct or not: a creativity setting, high or low, has nothing to act on there.
  if (piece.kind === "code") return { note: `Creativity ${quoted(band.label)} was left out: code follows the brief and its language's conventions.` };
  if (value > SLIDER_DEFAULT && piece.kind !== undefined && PRECISE_KINDS.includes(piece.kind)) {
    return { note: `Creativity ${quoted(band.label)} was left out: ${piece.name} must be precise, not inventive.` };
  }
  const exact =
    style?.kind === "option" && EXACT_STYLES.includes(style.option.value)
      ? `${style.option.label.toLowerCase()} style`
      : tone?.kind === "option" && EXACT_TONES.includes(tone.option.value)
        ? `${tone.option.label.toLowerCase()} tone`
        : undefined;
  if (creativityBand(value) === CREATIVITY_BANDS.at(-1) && exact !== undefined) {
    return {
      line: `- Creativity: ${band.label} (${formatSliderValue(value)} on a scale from 0 to 1). Be bold in ideas, angles and examples, while the language and structure stay as the ${exact} asks.`,
      note: `Creativity ${quoted(band.label)} applies to the ideas, not the wording: the ${exact} keeps its measured language and structure.`,
    };
  }
  return { line: `- Creativity: ${band.label} (${formatSliderValue(value)} on a scale from 0 to 1). ${band.meaning}` };
}
