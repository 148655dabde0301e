/**
 * The one way the web app talks to the API: `client` is typed from the server's route declarations
 * (server/api.ts), so a changed path, request or response breaks the typecheck here. Every failure the server
 * reports arrives as `{ error: { code, message, fields? } }` and is thrown as an ApiError carrying the same parts.
 */
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode, AuthErrorCode, FieldErrors } from "@/domain/api/errors";
import type { ApiRoutes } from "@/server/api";

/**
 * What a failed call can be: one of the API's codes, what went wrong before an answer came, or the sign-in
 * form's own refusal of empty fields (auth-provider.tsx).
 */
export type ClientErrorCode = ApiErrorCode | AuthErrorCode | "network_error" | "http_error" | "missing_credentials";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields: FieldErrors = {},
    /** Seconds to wait before retrying, from Retry-After on 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The session has ended (signed out elsewhere, suspended): any route's answer when it needs one. */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === "unauthorized" || error.code === "account_not_active");

const CONNECTION_ERROR = "Connection error. Please check your internet connection and try again.";

/** fetch, with a failure to connect as an ApiError (an abort stays an AbortError). */
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  try {
    return await fetch(input, { ...init, headers, credentials: "same-origin" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", CONNECTION_ERROR);
  }
}

/** The API, typed: `client["saved-prompts"].$get({ query })`. Wrap a call in `ok()`. */
export const client = hc<ApiRoutes>("/api", { fetch: send });

/** The body of a call's successful answers (undefined for 204). */
export type Success<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Status extends 204
        ? undefined
        : Format extends "json"
          ? Body
          : never
      : never
    : never;

const teamAccessLostListeners = new Set<() => void>();

/**
 * Calls `listener` whenever any call answers 403 team_access_lost (the session's team no longer has the user),
 * whichever screen made it: the auth provider then moves the page to the personal workspace. Answers the unsubscribe.
 */
export function onTeamAccessLost(listener: () => void): () => void {
  teamAccessLostListeners.add(listener);
  return () => teamAccessLostListeners.delete(listener);
}

/** Throws the API's error for an answer that is not OK. */
export async function throwIfFailed(res: Response): Promise<void> {
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { error?: { code?: ClientErrorCode; message?: string; fields?: FieldErrors } } | null;
  const error = new ApiError(
    res.status,
    body?.error?.code ?? "http_error",
    body?.error?.message ?? "An unexpected error occurred. Please try again.",
    body?.error?.fields,
    Number(res.headers.get("retry-after")) || undefined,
  );
  if (error.code === "team_access_lost") teamAccessLostListeners.forEach((listener) => listener());
  throw error;
}

/** Awaits a client call: its JSON body when it succeeded (undefined for 204), else throws ApiError. */
export async function ok<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Success<R>> {
  const res = await call;
  await throwIfFailed(res as unknown as Response);
  if (res.status === 204) return undefined as Success<R>;
  return (await res.json()) as Success<R>;
}

/** Awaits a client call whose answer is not JSON (a stream, a file): the raw response when it succeeded. */
export async function okResponse<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Response> {
  const res = (await call) as unknown as Response;
  await throwIfFailed(res);
  return res;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Untyped requests, for routes the server does not declare (better-auth's, under /api/auth): the raw response
 * when it is OK; throws ApiError otherwise.
 */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.json !== undefined) headers["content-type"] = "application/json";
  const res = await send(path, {
    method: request.method ?? (request.json === undefined ? "GET" : "POST"),
    headers,
    body: request.json === undefined ? undefined : JSON.stringify(request.json),
    signal: request.signal,
  });
  await throwIfFailed(res);
  return res;
}

/** Sends an untyped request and parses the JSON answer (undefined for 204). */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const res = await apiResponse(path, request);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
