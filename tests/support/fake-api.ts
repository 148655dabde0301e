import { vi } from "vitest";

/** A recorded request to the fake API. */
export interface FakeRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Route = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** The API's error shape: `{ error: { code, message } }`. */
export function apiError(status: number, code: string, message: string, headers?: Record<string, string>): FakeAnswer {
  return { status, body: { error: { code, message } }, headers };
}

/** An answer that never comes, for "still loading" states. */
export const pending = (): Promise<FakeAnswer> => new Promise(() => {});

/**
 * Replaces fetch for a unit test: routes are keyed "METHOD /path" (no query string). An unknown route
 * answers 404 in the API's error shape. Restore with vi.restoreAllMocks().
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = route === undefined
      ? apiError(404, "not_found", "No such API endpoint.")
      : typeof route === "function"
        ? await route(request)
        : route;
    const status = answer.status ?? 200;
    const text = status === 204 ? null : JSON.stringify(answer.body ?? null);
    return new Response(text, { status, headers: { "content-type": "application/json", ...answer.headers } });
  });
  return {
    requests,
    fetchSpy,
    /** The requests sent to one route. */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
