import type { z } from "zod";
import { ApiError } from "./api-client";

/** Field name -> the message shown beside it. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each top-level field (tags.0 -> tags); `_` holds what concerns no field. */
function firstOfEach(messages: Iterable<readonly [path: string, message: string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of messages) errors[path.split(".")[0] || "_"] ??= message;
  return errors;
}

/** The field errors of a failed check by one of the shared schemas. */
export function fieldErrorsOfZod(error: z.ZodError): FieldErrors {
  return firstOfEach(error.issues.map((issue) => [issue.path.map(String).join("."), issue.message] as const));
}

/**
 * The field errors an API answer names: invalid_input's (the same checks, made on the server), or a refusal of one
 * field's value such as name_taken; none for other failures.
 */
export function fieldErrorsOfApi(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return firstOfEach(Object.entries(error.fields).flatMap(([path, messages]) => messages.slice(0, 1).map((m) => [path, m] as const)));
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
