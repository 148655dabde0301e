import { createRoute } from "@hono/zod-openapi";
import { apiKeyCreateSchema, apiKeyListSchema, createdApiKeySchema } from "@/domain/api/api-keys";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { clientIp } from "../http/client-ip";
import type { AuthedEnv } from "../http/context";
import { declaredRoutes, idParam, json, jsonBody, refusal, userRoute } from "../http/openapi";
import { apiKeysService } from "./keys";

const listKeys = userRoute(
  createRoute({
    method: "get",
    path: "/",
    summary: "Your API keys",
    description: "Newest first; the keys themselves are never shown again after their creation.",
    responses: { 200: json(apiKeyListSchema, "Every key you hold.") },
  }),
);

const createKey = userRoute(
  createRoute({
    method: "post",
    path: "/",
    summary: "Create an API key",
    description: "The answer carries the key, this once: store it where your tool reads it.",
    request: { body: jsonBody(apiKeyCreateSchema) },
    responses: { 201: json(createdApiKeySchema, "The new key."), 409: refusal(["api_key_limit"]) },
  }),
);

const revokeKey = userRoute(
  createRoute({
    method: "delete",
    path: "/{id}",
    summary: "Revoke an API key",
    description: "The key stops working at once.",
    request: { params: idParam },
    responses: { 204: { description: "Revoked." }, 404: refusal(["not_found"]) },
  }),
);

/** Personal API keys for /api/v1: session only (a key cannot make or revoke keys). */
export function apiKeyRoutes(db: Db, clock: Clock) {
  const keys = apiKeysService(db, clock);
  return declaredRoutes<AuthedEnv>()
    .openapi(listKeys, async (c) => c.json({ items: await keys.list(c.get("user").id) }, 200))
    .openapi(createKey, async (c) => {
      const client = { ipAddress: clientIp(c), userAgent: c.req.header("user-agent") ?? null };
      return c.json(await keys.create(c.get("user").id, c.req.valid("json"), client), 201);
    })
    .openapi(revokeKey, async (c) => {
      const client = { ipAddress: clientIp(c), userAgent: c.req.header("user-agent") ?? null };
      await keys.revoke(c.get("user").id, c.req.valid("param").id, client);
      return c.body(null, 204);
    });
}
