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
    // better-auth redirects to a `callbackURL` and fails with a 500 on one that is not a URL: refused here instead.
    const callback = c.req.query("callbackURL");
    if (callback !== undefined && !isCallbackUrl(callback)) {
      return c.json(errorBody("invalid_input", "callbackURL must be a path on this site or a URL.", { callbackURL: ["Not a path or a URL"] }), 400);
    }
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
      // The body is optional (the cookie names the session), but better-auth reads JSON bodies only.
      let request = await forAuth(c);
      if ((await c.req.text()) === "") {
        const headers = new Headers(request.headers);
        headers.set("content-type", "application/json");
        request = new Request(request.url, { method: "POST", headers, body: "{}" });
      }
      // better-auth's own answer, with its cookies: the shape declared above.
      const res = await forClient(await auth.handler(request));
      return res as unknown as TypedResponse<z.infer<typeof signedOutSchema>, 200, "json">;
    })
    .on(["GET", "POST"], "/*", async (c) => forClient(await auth.handler(await forAuth(c))));
}

/** A path on this site (`/…`, not `//…`) or an http(s) URL: what better-auth can redirect to. */
function isCallbackUrl(value: string): boolean {
  if (/^\/(?!\/)/.test(value)) return true;
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}

/**
 * better-auth's answer as the client gets it: errors in our shape, and no session token in a body (get-session,
 * sign-in and the code step put it there). The token travels only in the httpOnly cookie, out of scripts' reach.
 */
async function forClient(res: Response): Promise<Response> {
  if (res.status >= 400) return toErrorShape(res);
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res.json().catch(() => null)) as { token?: unknown; session?: { token?: unknown } } | null;
  if (body && typeof body === "object") {
    delete body.token;
    if (body.session && typeof body.session === "object") delete body.session.token;
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: res.status, headers });
}

/** better-auth's codes the web tells apart, and ours that our hooks around its endpoints throw (re-authentication). */
const isKnownCode = (code: unknown): code is AuthErrorCode | ApiErrorCode =>
  AUTH_ERROR_CODES.includes(code as AuthErrorCode) || API_ERROR_CODES.includes(code as ApiErrorCode);

/**
 * The team plugin's refusals in the product's words, with our codes; a refusal of what a role may not do is a 403
 * (the plugin answers some with 401, which would read as signed out). A full team's refusal says its number of
 * seats: the plugin's limits throw it themselves (teams/team-plugin.ts, `noFreeSeat`).
 */
const TEAM_REFUSALS: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: {
    status: 400,
    code: "team_owner",
    message: "The team's owner can neither leave nor be removed. Transfer ownership first.",
  },
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION: { status: 403, code: "forbidden", message: "Only the team's owner and admins can invite." },
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: { status: 403, code: "forbidden", message: "You cannot change this member's role." },
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: { status: 403, code: "forbidden", message: "Only the team's owner and admins can remove members." },
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: { status: 403, code: "forbidden", message: "Only the team's owner and admins can revoke invitations." },
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: {
    status: 403,
    code: "forbidden",
    message: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
  },
  INVITATION_NOT_FOUND: {
    status: 400,
    code: "not_found",
    message: "This invitation is no longer valid: it has expired, was revoked or was already used. Ask the team for a new one.",
  },
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: { status: 400, code: "bad_request", message: "This address already has a pending invitation. Resend it instead." },
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: { status: 400, code: "bad_request", message: "This person is already a member of the team." },
};

async function toErrorShape(res: Response): Promise<Response> {
  // better-auth's plain-text 404 for an unknown or disabled path: the same answer as any unknown API route; any
  // other answer of theirs without a JSON body (an empty 500), in our shape too.
  if (!res.headers.get("content-type")?.includes("application/json")) {
    if (res.status === 404) return Response.json(errorBody("not_found", "No such API endpoint."), { status: 404 });
    return Response.json(errorBody(res.status >= 500 ? "internal_error" : "auth_error", "Request failed"), { status: res.status });
  }
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string; fields?: FieldErrors };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  const team = body.code ? TEAM_REFUSALS[body.code] : undefined;
  if (team) return new Response(JSON.stringify(errorBody(team.code, team.message)), { status: team.status, headers });
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
