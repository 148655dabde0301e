import type { Context } from "hono";
import type { z } from "zod";
import { type FieldErrors, HttpError } from "./errors";
import { assertCleanText } from "./text-guard";

/** Reads and validates a JSON body with a shared zod schema: 400 for malformed JSON or invalid fields. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
  }
  assertCleanText(raw);
  return validate(schema, raw);
}

function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error);
}

/** A failed check of a shared schema as the API answers it: 400, each field with its messages. */
export function invalidInput(error: z.ZodError): HttpError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return new HttpError(400, "invalid_input", "Some fields are invalid.", fields);
}
