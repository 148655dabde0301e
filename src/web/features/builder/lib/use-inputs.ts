/**
 * 'Use Inputs': a saved prompt or saved inputs open in their builder. The library stores the inputs in
 * session storage and navigates; the builder of the same type loads them once and clears the item.
 */
import type { PromptParts } from "@/domain/api/generation";
import type { ArtForm, ImproveForm, PromptType, TextForm } from "@/domain/builders";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { loadFormRules } from "./form-rules";

export type PendingInputs<F> =
  | { status: "none" }
  | { status: "invalid" }
  | { status: "loaded"; form: F; subject: string; prompt: string | undefined; parts: PromptParts };

type StoredItem = { status: "none" } | { status: "invalid" } | { status: "found"; item: Record<string, unknown> };

function readItem(): unknown {
  try {
    // Nothing waits on the server, which renders the page without the browser's storage.
    if (typeof sessionStorage === "undefined") return undefined;
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

/** The stored item, if it is for the builder of `type`; an item for the other builder is left alone. */
function storedFor(type: PromptType): StoredItem {
  const item = readItem();
  if (item === undefined) return { status: "none" };
  if (!isRecord(item) || (item.type !== "text" && item.type !== "art" && item.type !== "improve")) return { status: "invalid" };
  return item.type === type ? { status: "found", item } : { status: "none" };
}

/** Whether something waits for the builder of `type` (read at once, so the builder can hold its form). */
export function hasUseInputs(type: PromptType): boolean {
  return storedFor(type).status !== "none";
}

/**
 * Reads (without clearing) the inputs waiting for the builder of `type`, checked against its form's rules.
 * An item for the other builder is left alone ('none'); an item for this builder that fails is 'invalid'.
 */
export async function peekUseInputs(type: "text"): Promise<PendingInputs<TextForm>>;
export async function peekUseInputs(type: "art"): Promise<PendingInputs<ArtForm>>;
export async function peekUseInputs(type: "improve"): Promise<PendingInputs<ImproveForm>>;
export async function peekUseInputs(type: PromptType): Promise<PendingInputs<TextForm | ArtForm | ImproveForm>> {
  const stored = storedFor(type);
  if (stored.status !== "found") return stored;
  const { item } = stored;
  const rules = await loadFormRules();
  const schemas = { text: rules.textFormSchema, art: rules.artFormSchema, improve: rules.improveFormSchema };
  const parsed = schemas[type].safeParse(item.inputs);
  if (!parsed.success) return { status: "invalid" };
  const subject = type === "art" && isRecord(item.inputs) && typeof item.inputs.prompt === "string" ? item.inputs.prompt : "";
  const prompt = typeof item.prompt === "string" && item.prompt.trim() !== "" ? item.prompt : undefined;
  return { status: "loaded", form: parsed.data, subject, prompt, parts: partsOf(item.parts) };
}

const isScalar = (value: unknown) => ["string", "number", "boolean"].includes(typeof value);

/** The handed-over prompt's parts, each kept only if it has its shape (the item is the browser's, not checked by zod). */
function partsOf(value: unknown): PromptParts {
  const parts = isRecord(value) ? value : {};
  const parameters = isRecord(parts.parameters) && Object.values(parts.parameters).every(isScalar) ? parts.parameters : {};
  const notes = Array.isArray(parts.notes) ? parts.notes.filter((note): note is string => typeof note === "string") : [];
  const kept = { parameters: parameters as PromptParts["parameters"], notes };
  return typeof parts.negativePrompt === "string" && parts.negativePrompt !== "" ? { ...kept, negativePrompt: parts.negativePrompt } : kept;
}

export function clearUseInputs(): void {
  try {
    sessionStorage.removeItem(USE_INPUTS_KEY);
  } catch {
    // Storage switched off: nothing was stored either.
  }
}
