/**
 * The Improve a Prompt builder: what a pasted prompt can be meant for, what to improve, and how long a
 * pasted prompt may be.
 */
import type { ChoiceOption } from "./choices";
import { TARGET_OPTIONS, type ArtTarget } from "./art-options";

/** A prompt for a text model; every other target is one of the art builder's image targets. */
export const TEXT_TARGET = "text";

export const IMPROVE_TARGET_OPTIONS = [
  { value: TEXT_TARGET, label: "Text model (ChatGPT, Claude, Gemini…)" },
  ...TARGET_OPTIONS,
] as const satisfies readonly ChoiceOption[];
export type ImproveTarget = typeof TEXT_TARGET | ArtTarget;

export const IMPROVE_FOCUS_OPTIONS = [
  { value: "clarity", label: "Clarity" },
  { value: "structure", label: "Structure" },
  { value: "detail", label: "Detail" },
  { value: "brevity", label: "Brevity" },
] as const satisfies readonly ChoiceOption[];
export type ImproveFocus = (typeof IMPROVE_FOCUS_OPTIONS)[number]["value"];

/** What is improved when nothing is chosen. */
export const DEFAULT_IMPROVE_FOCUS: readonly ImproveFocus[] = ["clarity", "structure"];

/** Longest prompt that can be pasted: the improved one, sections added, still fits a saved prompt. */
export const IMPROVE_PROMPT_MAX = 6000;

export const IMPROVE_FIELD_LABELS = {
  prompt: "Your prompt",
  target: "Target",
  focus: "What to improve",
} as const;

/** The Improve a Prompt form, as the page keeps it and as a saved prompt keeps it for its input. */
// A type, not an interface: it is saved as a prompt's input data, a plain record.
export type ImproveForm = {
  prompt: string;
  target: ImproveTarget;
  focus: ImproveFocus[];
};

export const defaultImproveForm = (): ImproveForm => ({ prompt: "", target: TEXT_TARGET, focus: [] });

/** An improve request once checked (see improve-schema.ts). */
export interface ImprovePromptRequest extends ImproveForm {
  promptType: "improve";
}

/** The body the browser sends. */
export type ImprovePromptPayload = ImprovePromptRequest;
