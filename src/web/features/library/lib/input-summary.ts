import {
  ART_CHOICE_FIELDS,
  ART_FIELD_LABELS,
  IMPROVE_FIELD_LABELS,
  IMPROVE_FOCUS_OPTIONS,
  IMPROVE_TARGET_OPTIONS,
  OTHER_VALUE,
  optionLabel,
  TEXT_CHOICE_FIELDS,
  TEXT_FIELD_LABELS,
  type ChoiceField,
} from "@/domain/builders";
import type { InputType } from "@/domain/library";
import type { PromptType } from "@/domain/prompt-type";

export interface SummaryLine {
  label: string;
  value: string;
}

const FIELDS: Record<InputType, readonly ChoiceField[]> = {
  text: Object.values(TEXT_CHOICE_FIELDS),
  art: Object.values(ART_CHOICE_FIELDS),
};

/**
 * A few lines that tell saved inputs apart: the art subject or the text topic, then the chosen fields in form order
 * ('Industry: Marketing', a custom text as typed). Values the form would not know are left out.
 */
export function summarizeInputs(type: InputType, data: Record<string, unknown>, max = 4): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const lead = type === "art" ? { label: ART_FIELD_LABELS.prompt, value: data.prompt } : { label: TEXT_FIELD_LABELS.topic, value: data.topic };
  const leadText = typeof lead.value === "string" ? lead.value.trim() : "";
  if (leadText) lines.push({ label: lead.label, value: leadText });
  for (const field of FIELDS[type]) {
    if (lines.length >= max) break;
    const value = data[field.name];
    if (typeof value !== "string" || value === "") continue;
    const custom = field.customName ? data[field.customName] : undefined;
    const shown =
      value === OTHER_VALUE ? (typeof custom === "string" && custom.trim() ? custom.trim() : undefined) : optionLabel(field.options, value);
    if (shown) lines.push({ label: field.label, value: shown });
  }
  return lines;
}

/**
 * What a generation was asked for, for History: every field chosen in a text or art builder; for Improve a
 * Prompt, the prompt pasted, the target and what to improve.
 */
export function summarizeGeneration(type: PromptType, data: Record<string, unknown>): SummaryLine[] {
  if (type !== "improve") return summarizeInputs(type, data, Number.POSITIVE_INFINITY);
  const lines: SummaryLine[] = [];
  if (typeof data.prompt === "string" && data.prompt.trim()) lines.push({ label: IMPROVE_FIELD_LABELS.prompt, value: data.prompt.trim() });
  const target = typeof data.target === "string" ? optionLabel(IMPROVE_TARGET_OPTIONS, data.target) : undefined;
  if (target) lines.push({ label: IMPROVE_FIELD_LABELS.target, value: target });
  const focus = Array.isArray(data.focus) ? data.focus.map((value) => optionLabel(IMPROVE_FOCUS_OPTIONS, String(value))).filter(Boolean) : [];
  if (focus.length) lines.push({ label: IMPROVE_FIELD_LABELS.focus, value: focus.join(", ") });
  return lines;
}
