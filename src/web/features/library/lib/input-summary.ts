import {
  ART_CHOICE_FIELDS,
  ART_FIELD_LABELS,
  OTHER_VALUE,
  optionLabel,
  TEXT_CHOICE_FIELDS,
  TEXT_FIELD_LABELS,
  type ChoiceField,
} from "@/domain/builders";
import type { InputType } from "@/domain/library";

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
