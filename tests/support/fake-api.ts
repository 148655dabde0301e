import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { vi } from "vitest";
import type { ApiRoutes } from "@/server/api";
import type { ClientErrorCode } from "@/web/lib/api-client";

/** A recorded request to the fake API. */
export interface FakeRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface FakeAnswer<Body = unknown> {
  status?: number;
  body?: Body;
  headers?: Record<string, string>;
}

/** An error answer, typed apart so that any route may give one. */
type ErrorAnswer = FakeAnswer<{ error: { code: ClientErrorCode; message: string; fields?: Record<string, string[]> } }> & {
  status: number;
};

type Route<Body = unknown> =
  | FakeAnswer<Body>
  | ErrorAnswer
  | ((request: FakeRequest) => FakeAnswer<Body> | ErrorAnswer | Promise<FakeAnswer<Body> | ErrorAnswer>);

/** The API's routes as "METHOD /api/path/:param", each with the body of its successful answers (server/api.ts). */
type Schema = ExtractSchema<ApiRoutes>;
type Endpoint<P extends keyof Schema, M extends keyof Schema[P]> = Schema[P][M];
type SuccessBody<E> = E extends { status: infer S; output: infer O } ? (S extends SuccessStatusCode ? O : never) : never;
type TypedRoutes = UnionToIntersection<
  {
    [P in keyof Schema & string]: {
      [M in keyof Schema[P] & string]: {
        [K in `${M extends `$${infer X}` ? Uppercase<X> : never} /api${P}`]?: Route<SuccessBody<Endpoint<P, M>>>;
      };
    }[keyof Schema[P] & string];
  }[keyof Schema & string]
>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** better-auth's own routes are not ours to declare: their fakes are untyped. */
type AuthRoutes = { [K in `${"GET" | "POST"} /api/auth/${string}`]?: Route };

/** The API's error shape: `{ error: { code, message } }`. */
export function apiError(status: number, code: ClientErrorCode, message: string, headers?: Record<string, string>): ErrorAnswer {
  return { status, body: { error: { code, message } }, headers };
}

/** An answer that never comes, for "still loading" states. */
export const pending = (): Promise<never> => new Promise(() => {});

/** "PATCH /api/saved-prompts/:id" matches "PATCH /api/saved-prompts/7f…". */
function matches(key: string, request: string): boolean {
  const pattern = key.split("/").map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${pattern.join("/")}$`).test(request);
}

/**
 * Replaces fetch for a unit test: routes are keyed "METHOD /path" (no query string), with `:param` segments as the
 * server declares them; each answer's body is typed by the API's contract, so a changed response shape breaks the
 * test's typecheck. An unknown route answers 404 in the API's error shape. Restore with vi.restoreAllMocks().
 */
export function fakeApi(routes: TypedRoutes & AuthRoutes) {
  const table = routes as Record<string, Route>;
  const requests: FakeRequest[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const requested = `${method} ${url.pathname}`;
    const route = table[requested] ?? table[Object.keys(table).find((key) => matches(key, requested)) ?? ""];
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
    sent: (key: string) => requests.filter((r) => matches(key, `${r.method} ${r.path}`)),
  };
}
