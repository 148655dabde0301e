import type { z } from "zod";
import { ApiError } from "@/web/lib/api-client";

/** Field name -> the message shown beside it. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each top-level field (tags.0 -> tags) of a failed parse. */
export function fieldErrorsOfZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}

/** The field errors of a 400 answer (same shape), or nothing when the failure was not about fields. */
export function fieldErrorsOfApi(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError) || error.status !== 400) return errors;
  for (const [path, messages] of Object.entries(error.fields)) {
    const key = path.split(".")[0] ?? path;
    if (messages[0]) errors[key] ??= messages[0];
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
