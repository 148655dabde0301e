/**
 * The one way the web app talks to the API. Every failure the server reports arrives as
 * `{ error: { code, message, fields? } }` and is thrown as an ApiError carrying the same parts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
    /** Seconds to wait before retrying, from Retry-After on 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends a request to the API and returns the raw response when it is OK; throws ApiError otherwise. */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  if (request.json !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(path, {
      method: request.method ?? (request.json === undefined ? "GET" : "POST"),
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      credentials: "same-origin",
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "Connection error. Please check your internet connection and try again.");
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null;
  const retryAfter = Number(res.headers.get("retry-after")) || undefined;
  throw new ApiError(
    res.status,
    body?.error?.code ?? "http_error",
    body?.error?.message ?? "An unexpected error occurred. Please try again.",
    body?.error?.fields,
    retryAfter,
  );
}

/** Sends a request and parses the JSON answer (undefined for 204). */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const res = await apiResponse(path, request);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
