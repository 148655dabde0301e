import { expect } from "vitest";
import type { ApiKeyScope } from "@/domain/api/api-keys";
import type { TestApp } from "./test-app";
import { call, signedInUser } from "./users";

export interface KeyRequest {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

/** A request from a user's own tool: the key, and neither cookies nor an Origin. */
export async function withKey(t: TestApp, key: string, path: string, init: KeyRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return t.app.request(path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** A new signed-in user (`userId`) and a key of theirs (`id`, `key`) made through Settings' route. */
export async function userWithKey(t: TestApp, body: { name?: string; expiresInDays?: number; scope?: ApiKeyScope } = {}) {
  const user = await signedInUser(t);
  const res = await call(t, user.client, "/api/api-keys", { json: { name: "My script", ...body } });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: string; key: string; prefix: string; name: string; scope: ApiKeyScope };
  return { ...user, userId: user.id, ...created };
}
