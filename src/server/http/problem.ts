import type { MiddlewareHandler } from "hono";
import { type ErrorBody, problemTitle, problemType } from "@/domain/api/errors";

export const PROBLEM_JSON = "application/problem+json";

/**
 * Turns the app's error answers (`{ error: { code, message, fields? } }`, whoever made them: a thrown HttpError, the
 * body limit, a route's own refusal, the 404 and 405 fallbacks) into RFC 9457 problem details, for the public API
 * only: the web app's routes keep the shape the web reads. One place, after everything else has answered.
 */
export const problemDetails: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.headers.get("content-type")?.startsWith("application/json")) return;
  const body = (await res.clone().json().catch(() => null)) as ErrorBody | null;
  if (!body?.error?.code) return;
  const { code, message, fields } = body.error;
  const problem = { type: problemType(code), title: problemTitle(code), status: res.status, detail: message, code, ...(fields && { fields }) };
  const headers = new Headers(res.headers);
  headers.set("content-type", PROBLEM_JSON);
  headers.delete("content-length");
  c.res = undefined;
  c.res = new Response(JSON.stringify(problem), { status: res.status, headers });
};
