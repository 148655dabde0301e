import { createRoute, z } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import { signedOutSchema, signInProvidersSchema } from "@/domain/api/auth";
import type { AppDeps, AppEnv } from "../http/context";
import { clientIp, forAuth } from "../http/client-ip";
import { API_ERROR_CODES, AUTH_ERROR_CODES, type ApiErrorCode, type AuthErrorCode } from "@/domain/api/errors";
import { errorBody, type FieldErrors } from "../http/errors";
import { declaredRoutes, json, jsonBody, publicRoute, refusal } from "../http/openapi";
import { recordActivity } from "./activity";
import { type Auth, SESSION_COOKIE_PREFIX } from "./auth";
import { liveSession } from "./guard";
import { tooManyAttempts } from "./throttles";

const signInProviders = publicRoute(
  createRoute({
    method: "get",
    path: "/providers",
    summary: "Sign-in methods offered",
    responses: { 200: json(signInProvidersSchema, "Whether Google sign-in is configured.") },
  }),
);

const signOut = publicRoute(
  createRoute({
    method: "post",
    path: "/sign-out",
    summary: "Sign out",
    description: "Ends the session of this cookie and clears it; the sign-out is recorded in the account's activity log.",
    request: { body: { ...jsonBody(z.object({})), required: false } },
    responses: { 200: json(signedOutSchema, "Signed out (also when no session was open)."), 429: refusal(["rate_limited"]) },
  }),
);

/**
 * better-auth's endpoints under /api/auth, with its errors rewritten into the API's one error shape and
 * a standard Retry-After on 429. Sign-out is recorded in the activity log before the session ends.
 */
export function authRoutes(deps: AppDeps, auth: Auth) {
  const routes = declaredRoutes<AppEnv>().openapi(signInProviders, (c) => c.json({ google: Boolean(deps.config.google) }, 200));

  // A session past its absolute lifetime is ended before any of better-auth's endpoints can use it.
  routes.use(async (c, next) => {
    if (c.req.header("cookie")?.includes(`${SESSION_COOKIE_PREFIX}.session_token=`)) await liveSession(auth, c.req.raw.headers);
    await next();
  });

  return routes
    .openapi(signOut, async (c) => {
      const found = await auth.api.getSession({ headers: c.req.raw.headers });
      if (found) {
        await recordActivity(deps.database.db, {
          userId: found.user.id,
          type: "logout",
          ipAddress: clientIp(c),
          userAgent: c.req.header("user-agent") ?? null,
          metadata: { source: "web_app" },
        });
      }
      // better-auth's own answer, with its cookies: the shape declared above.
      const res = await toErrorShape(await auth.handler(await forAuth(c)));
      return res as unknown as TypedResponse<z.infer<typeof signedOutSchema>, 200, "json">;
    })
    .on(["GET", "POST"], "/*", async (c) => toErrorShape(await auth.handler(await forAuth(c))));
}

/** better-auth's codes the web tells apart, and ours that our hooks around its endpoints throw (re-authentication). */
const isKnownCode = (code: unknown): code is AuthErrorCode | ApiErrorCode =>
  AUTH_ERROR_CODES.includes(code as AuthErrorCode) || API_ERROR_CODES.includes(code as ApiErrorCode);

async function toErrorShape(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string; fields?: FieldErrors };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  let message = body.message || "Request failed";
  let code: AuthErrorCode | ApiErrorCode = isKnownCode(body.code) ? body.code : "auth_error";
  // No session: the same code as our own routes give, so the web treats both alike.
  if (res.status === 401 && body.code === "UNAUTHORIZED") code = "unauthorized";
  if (res.status === 429) {
    const retryAfter = headers.get("x-retry-after") ?? "60";
    headers.set("Retry-After", retryAfter);
    code = "rate_limited";
    message = tooManyAttempts(Number(retryAfter));
  }
  return new Response(JSON.stringify(errorBody(code, message, body.fields)), { status: res.status, headers });
}
