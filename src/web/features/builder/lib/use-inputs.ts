/**
 * 'Use Inputs': a saved prompt or saved inputs open in their builder. The library stores the inputs in
 * session storage and navigates; the builder of the same type loads them once and clears the item.
 */
import { artFormSchema, textFormSchema, type ArtForm, type PromptType, type TextForm } from "@/domain/builders";
import { USE_INPUTS_KEY } from "./hand-over-inputs";

export type PendingInputs<F> =
  | { status: "none" }
  | { status: "invalid" }
  | { status: "loaded"; form: F; subject: string; prompt: string | undefined };

function readItem(): unknown {
  try {
    const raw = sessionStorage.getItem(USE_INPUTS_KEY);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    // Unparsable JSON or storage switched off: treat as invalid only when something was there.
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads (without clearing) the inputs waiting for the builder of `type`. An item for the other builder is
 * left alone ('none'); an item for this builder that fails its schema is 'invalid'.
 */
export function peekUseInputs(type: "text"): PendingInputs<TextForm>;
export function peekUseInputs(type: "art"): PendingInputs<ArtForm>;
export function peekUseInputs(type: PromptType): PendingInputs<TextForm | ArtForm> {
  const item = readItem();
  if (item === undefined) return { status: "none" };
  if (!isRecord(item)) return { status: "invalid" };
  if (item.type !== "text" && item.type !== "art") return { status: "invalid" };
  if (item.type !== type) return { status: "none" };
  const parsed = (type === "text" ? textFormSchema : artFormSchema).safeParse(item.inputs);
  if (!parsed.success) return { status: "invalid" };
  const subject = type === "art" && isRecord(item.inputs) && typeof item.inputs.prompt === "string" ? item.inputs.prompt : "";
  const prompt = typeof item.prompt === "string" && item.prompt.trim() !== "" ? item.prompt : undefined;
  return { status: "loaded", form: parsed.data, subject, prompt };
}

export function clearUseInputs(): void {
  try {
    sessionStorage.removeItem(USE_INPUTS_KEY);
  } catch {
    // Storage switched off: nothing was stored either.
  }
}
