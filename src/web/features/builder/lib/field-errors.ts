import type { z } from "zod";

/** Field name -> the message to show beside it. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each top-level field of a failed parse (creativityLevel.0 -> creativityLevel). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The element id of a builder field, so labels, errors and focus agree. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}
