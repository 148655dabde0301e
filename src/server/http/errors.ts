import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode, ErrorBody, FieldErrors } from "@/domain/api/errors";
import { UUID_PATTERN } from "@/domain/page-cursor";
import type { AppEnv } from "./context";

export type { FieldErrors };

/** The one error type: every failure the API reports is one of these. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export function errorBody<C extends ErrorBody["error"]["code"]>(
  code: C,
  message: string,
  fields?: FieldErrors,
): { error: { code: C; message: string; fields?: FieldErrors } } {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Turns anything thrown into `{ error: { code, message } }`; unexpected errors are logged, never shown. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof HttpError) {
    return c.json(errorBody(error.code, error.message, error.fields), error.status);
  }
  if (error instanceof HTTPException) {
    // The request validators' own refusals, in our words.
    if (error.status === 400 && error.message === MALFORMED_JSON) {
      return c.json(errorBody("invalid_json", "The request body is not valid JSON."), 400);
    }
    return c.json(errorBody(codeForStatus(error.status), error.message || "Request failed"), error.status);
  }
  if (isDatabaseUnavailable(error)) {
    c.get("logger").error({ err: error }, "database unavailable");
    c.header("Retry-After", DATABASE_RETRY_AFTER_S);
    return c.json(errorBody("database_unavailable", "The service is temporarily unavailable. Please try again shortly."), 503);
  }
  c.get("logger").error({ err: error }, "unhandled error");
  return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
const DATABASE_RETRY_AFTER_S = "5";

/**
 * Connection failures (unreachable, reset, terminated by the server) and connections the server refuses (shutting
 * down, no new connections allowed, too many clients, the database or its login gone), as opposed to errors in a
 * query. 55000 is also a query's error (an object in the wrong state): only its "not accepting connections" counts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0[1-3]|08\w{3}|28\w{3}|3D000|53300)$/.test(e.code)) return true;
    if (e.code === "55000" && e.message && /not currently accepting connections/.test(e.message)) return true;
    if (e.message && /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** What Hono's JSON validator throws for a body that does not parse. */
const MALFORMED_JSON = "Malformed JSON in request body";

function codeForStatus(status: number): ApiErrorCode {
  if (status === 400) return "bad_request";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 413) return "payload_too_large";
  if (status === 415) return "unsupported_media_type";
  return "internal_error";
}

const UUID = new RegExp(`^${UUID_PATTERN}$`);

/** Another user's id, an id that does not exist and a malformed id all get the same answer. */
export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `${what} not found.`);
}

export function requireUuid(id: string, what: string): string {
  if (!UUID.test(id)) throw notFound(what);
  return id;
}
