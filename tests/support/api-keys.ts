import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { call, signedInUser } from "./users";

export interface KeyRequest {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

/** A request from a user's own tool: the key, and neither cookies nor an Origin. */
export function withKey(t: TestApp, key: string, path: string, init: KeyRequest = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return t.app.request(path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** A signed-in user with a personal API key they just created. */
export async function userWithKey(t: TestApp, body: Record<string, unknown> = { name: "My script" }) {
  const user = await signedInUser(t);
  const res = await call(t, user.client, "/api/api-keys", { json: body });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: string; key: string; prefix: string; name: string };
  return { ...user, ...created };
}
