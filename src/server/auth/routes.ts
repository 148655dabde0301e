import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { clientIp, forAuth } from "../http/client-ip";
import { AUTH_ERROR_CODES, type AuthErrorCode } from "@/domain/api/errors";
import { errorBody, type FieldErrors } from "../http/errors";
import { recordActivity } from "./activity";
import { type Auth, SESSION_COOKIE_PREFIX } from "./auth";
import { liveSession } from "./guard";
import { tooManyAttempts } from "./throttles";

/**
 * better-auth's endpoints under /api/auth, with its errors rewritten into the API's one error shape and
 * a standard Retry-After on 429. Sign-out is recorded in the activity log before the session ends.
 */
export function authRoutes(deps: AppDeps, auth: Auth) {
  const app = new Hono<AppEnv>();

  app.get("/providers", (c) => c.json({ google: Boolean(deps.config.google) }));

  // A session past its absolute lifetime is ended before any of better-auth's endpoints can use it.
  app.use(async (c, next) => {
    if (c.req.header("cookie")?.includes(`${SESSION_COOKIE_PREFIX}.session_token=`)) await liveSession(auth, c.req.raw.headers);
    await next();
  });

  app.post("/sign-out", async (c) => {
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
    return toErrorShape(await auth.handler(await forAuth(c)));
  });

  app.on(["GET", "POST"], "/*", async (c) => toErrorShape(await auth.handler(await forAuth(c))));
  return app;
}

const isAuthErrorCode = (code: unknown): code is AuthErrorCode => AUTH_ERROR_CODES.includes(code as AuthErrorCode);

async function toErrorShape(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string; fields?: FieldErrors };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  let message = body.message || "Request failed";
  let code: AuthErrorCode | "rate_limited" = isAuthErrorCode(body.code) ? body.code : "auth_error";
  if (res.status === 429) {
    const retryAfter = headers.get("x-retry-after") ?? "60";
    headers.set("Retry-After", retryAfter);
    code = "rate_limited";
    message = tooManyAttempts(Number(retryAfter));
  }
  return new Response(JSON.stringify(errorBody(code, message, body.fields)), { status: res.status, headers });
}
