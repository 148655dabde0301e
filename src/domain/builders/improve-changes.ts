/**
 * What changed between a pasted prompt and its improved version, and why it helps: read off the two texts,
 * so it holds whether the built-in composer or a model wrote the improvement.
 */
import type { ImproveTarget } from "./improve-options";
import { TEXT_TARGET } from "./improve-options";
import { detectImageTarget } from "./improve";
import { normalisePlaceholders, placeholderRenames } from "./text-placeholders";

export interface PromptChange {
  what: string;
  why: string;
}

const PIXEL_SIZE = /\b\d{3,5}\s*[x×]\s*\d{3,5}\b/i;
const headings = (text: string) => new Set([...text.matchAll(/^#{1,3}\s+(.+)$/gm)].map((m) => m[1]!.trim()));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const firstLine = (text: string) => text.trim().split("\n")[0]!.trim();

/** Request openers and filler words the clarity focus takes out. */
const WORDINESS = /\b(please|kindly|can you|could you|would you|i want you to|i need you to|i would like you to|just|basically|actually|literally)\b/gi;
const wordiness = (text: string) => (text.match(WORDINESS) ?? []).length;
/** The words of a line, lower-cased, for comparing a task across tidying. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_{}]+/gu) ?? [];

function textChanges(original: string, improved: string): PromptChange[] {
  const changes: PromptChange[] = [];
  const renamed = [...placeholderRenames(original)].filter(([, name]) => improved.includes(`{{${name}}}`));
  if (renamed.length > 0) {
    changes.push({
      what: `Placeholders written as ${[...new Set(renamed.map(([, name]) => `{{${name}}}`))].join(", ")}`,
      why: "One placeholder style is easy to spot and to fill in, by people and by prompt tools alike.",
    });
  }
  // The task moved when the improved first line's words are not those the original opened with.
  const opening = wordsOf(normalisePlaceholders(original).trim().split(/(?<=[.!?])\s|\n/)[0] ?? "");
  const taskWords = wordsOf(firstLine(improved).replace(/ \(in <\w+> below\)/, ""));
  if (!/^(#|you are)/i.test(firstLine(improved)) && taskWords.some((w) => !opening.includes(w))) {
    changes.push({
      what: "The task is stated first",
      why: "A model reads everything after the first line in the light of it; the task there frames the rest.",
    });
  }
  const tags = [...improved.matchAll(/^<(\w+)>$/gm)].map((m) => m[1]!).filter((tag) => !original.includes(`<${tag}>`));
  if (tags.length > 0) {
    changes.push({
      what: `Pasted material put in ${tags.map((t) => `<${t}>`).join(", ")} tags`,
      why: "Tagged, the material is read as material to work on, not as instructions, and kept exactly as pasted.",
    });
  }
  const added = [...headings(improved)].filter((h) => !headings(original).has(h));
  if (added.length > 0) {
    changes.push({
      what: `Sections added: ${added.join(", ")}`,
      why: "Separate sections let the model tell the instructions from the context and the output it must give.",
    });
  }
  if (!/^you are|act as/im.test(original) && /^you are/im.test(improved)) {
    changes.push({ what: "A role is given", why: "The prompt names its domain; a role in that domain sets the expertise the answer is written with." });
  }
  if (wordiness(improved) < wordiness(original)) {
    changes.push({ what: "Requests and filler words made direct", why: "A direct instruction leaves the model less to interpret than a polite request." });
  }
  // Shorter beyond the request words already named: sentences said twice were said once.
  const [from, to] = [words(original), words(improved)];
  const requestWords = (text: string) => (text.match(WORDINESS) ?? []).join(" ").split(" ").filter(Boolean).length;
  if (to - requestWords(improved) < (from - requestWords(original)) * 0.85) {
    changes.push({ what: `Shorter: ${from} → ${to} words`, why: "Repeated sentences were said once; fewer words leave less to misread." });
  }
  return changes;
}

function imageChanges(original: string, improved: string, target: ImproveTarget): PromptChange[] {
  const changes: PromptChange[] = [];
  const [sizeBefore, sizeAfter] = [PIXEL_SIZE.exec(original)?.[0], PIXEL_SIZE.exec(improved)?.[0]];
  if (sizeBefore && target === "stable-diffusion" && sizeAfter && sizeAfter !== sizeBefore) {
    changes.push({ what: `The size set to ${sizeAfter}`, why: "SDXL draws best at about one megapixel, in multiples of 64, for the aspect asked." });
  } else if (sizeBefore && !sizeAfter) {
    changes.push({
      what: "The pixel size taken out",
      why:
        target === "midjourney"
          ? "Midjourney ignores pixel sizes in the prompt; it sets the shape from --ar."
          : "This target does not take a size from the prompt text; the aspect is said instead.",
    });
  }
  if (target === "midjourney" && /--ar\s/.test(improved) && !/--ar\s/.test(original)) {
    changes.push({ what: "The aspect given as --ar", why: "Midjourney reads the shape of the image only from --ar." });
  }
  if (target === "midjourney" && /--no\s/.test(improved) && !/--no\s/.test(original)) {
    changes.push({ what: "Exclusions moved to --no", why: "Written in the prompt, 'no people' can bring people in; --no keeps them out." });
  }
  if (/^Negative prompt:/m.test(improved) && !/^Negative prompt:/im.test(original)) {
    changes.push({
      what: "Negative terms moved to their own line",
      why: "Stable Diffusion reads exclusions from the negative prompt; in the prompt itself they ask for what they name.",
    });
  }
  if (/\s--[a-z]/i.test(original) && target !== "midjourney" && !/\s--[a-z]/i.test(improved)) {
    changes.push({ what: "Midjourney parameters taken out", why: "Only Midjourney reads --parameters; elsewhere they are noise in the prompt." });
  }
  if (/::\d|\(\s*[^()]+:\d/.test(original) && !/::\d|\(\s*[^()]+:\d/.test(improved)) {
    changes.push({ what: "Weights taken out", why: "This target does not read (term:1.2) or :: weights." });
  }
  return changes;
}

/** The changes worth telling, each with its reason; a note when the prompt needed none. */
export function describeChanges(original: string, improved: string, target: ImproveTarget): PromptChange[] {
  // A prompt improved as an image prompt although "text" was chosen (improve.ts) is described as one.
  const detected = target === TEXT_TARGET ? detectImageTarget(original)?.target : undefined;
  if (detected) return describeChanges(original, improved, detected);
  if (target === TEXT_TARGET) {
    const changes = textChanges(original, improved);
    if (changes.length > 0) return changes;
    return [
      original.replace(/\s+/g, " ").trim() === improved.replace(/\s+/g, " ").trim()
        ? { what: "Nothing needed changing", why: "The prompt already states its task first and keeps its instructions apart." }
        : { what: "Punctuation and line breaks tidied", why: "Each instruction ends cleanly and stands on its own line." },
    ];
  }
  const changes = imageChanges(original, improved, target);
  const [from, to] = [words(original), words(improved)];
  if (to < from * 0.85) {
    changes.push({ what: `Shorter: ${from} → ${to} words`, why: "Fewer words leave less to misread and keep the model on what matters." });
  } else if (to > from * 1.15) {
    changes.push({ what: `Fuller: ${from} → ${to} words`, why: "What the prompt left open is now said or marked to fill in." });
  }
  if (changes.length === 0) {
    changes.push(
      original.trim() === improved.trim()
        ? { what: "Nothing needed changing", why: "The prompt already follows the structure and syntax of its target." }
        : { what: "Wording tidied", why: "Requests and filler words were turned into direct instructions." },
    );
  }
  return changes;
}
