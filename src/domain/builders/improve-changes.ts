/**
 * What changed between a pasted prompt and its improved version, and why it helps: read off the two texts,
 * so it holds whether the built-in composer or a model wrote the improvement.
 */
import type { ImproveTarget } from "./improve-options";
import { TEXT_TARGET } from "./improve-options";
import { normaliseVariables } from "./improve-text";
import { variablesOf } from "../prompt-variables";

export interface PromptChange {
  what: string;
  why: string;
}

const PIXEL_SIZE = /\b\d{3,5}\s*[x×]\s*\d{3,5}\b/i;
const headings = (text: string) => new Set([...text.matchAll(/^#{1,3}\s+(.+)$/gm)].map((m) => m[1]!.trim()));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const firstLine = (text: string) => text.trim().split("\n")[0]!.trim();

function textChanges(original: string, improved: string): PromptChange[] {
  const changes: PromptChange[] = [];
  const before = variablesOf(original);
  const renamed = variablesOf(normaliseVariables(original)).filter((v) => !before.includes(v) && improved.includes(`{{${v}}}`));
  if (renamed.length > 0) {
    changes.push({
      what: `Placeholders written as ${renamed.map((v) => `{{${v}}}`).join(", ")}`,
      why: "One placeholder style is easy to spot and to fill in, by people and by prompt tools alike.",
    });
  }
  if (firstLine(original) !== firstLine(improved) && !/^(#|you are)/i.test(firstLine(improved))) {
    changes.push({
      what: "The task is stated first",
      why: "A model reads everything after the first line in the light of it; the task there frames the rest.",
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
    changes.push({ what: "A role is given", why: "A role sets the expertise and the standard the answer is written to." });
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
  const changes = target === TEXT_TARGET ? textChanges(original, improved) : imageChanges(original, improved, target);
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
