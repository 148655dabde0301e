import type { Hono, Schema } from "hono";
import { accountRoutes } from "./account/routes";
import { sessionRoutes } from "./account/session";
import { adminRoutes } from "./admin/routes";
import { apiKeysService } from "./api-keys/keys";
import { apiKeyRoutes } from "./api-keys/routes";
import type { Auth } from "./auth/auth";
import { requireUser } from "./auth/guard";
import { authRoutes } from "./auth/routes";
import { securityRoutes } from "./auth/security-routes";
import type { Billing } from "./billing/setup";
import { billingRoutes, webhookRoutes } from "./billing/routes";
import { contactRoutes } from "./contact/routes";
import { generationRoutes } from "./generation/routes";
import type { GenerationService } from "./generation/service";
import { healthRoutes } from "./health/routes";
import { historyRoutes } from "./history/routes";
import { mcpRoutes } from "./mcp/routes";
import { publicApiRoutes } from "./public-api/routes";
import type { AppDeps, AppEnv, AuthedEnv } from "./http/context";
import { declaredRoutes } from "./http/openapi";
import { sameOrigin } from "./http/same-origin";
import { savedPromptRoutes } from "./library/routes";
import { savedInputRoutes } from "./library/saved-input-routes";
import { invitationRoutes, teamRoutes } from "./teams/routes";
import { promptShareRoutes, sharedRoutes, shareRoutes } from "./shares/routes";
import type { Mailer } from "./mail/service";
import { webhookEndpointsService } from "./webhooks/endpoints";
import { webhookEndpointRoutes } from "./webhooks/routes";

/**
 * Every route under /api, in one chain: its type is the API's contract for the web's client
 * (web/lib/api-client.ts), and its declarations make /api/openapi.json (api-docs/routes.ts).
 */
export function createApi(deps: AppDeps, services: { auth: Auth; mailer: Mailer; generation: GenerationService; billing: Billing }) {
  const { config, clock } = deps;
  const db = deps.database.db;
  const { auth, mailer, generation, billing } = services;
  const signedIn = requireUser(auth, db);
  const shares = { db, clock, appUrl: config.appUrl };
  const keys = apiKeysService(db, clock);
  const hooks = webhookEndpointsService(db, clock, { production: config.env === "production", allowLoopback: config.webhooksAllowLoopback });
  /** Puts a module's routes behind the session guard. */
  const forUsers = <S extends Schema>(routes: Hono<AuthedEnv, S>) => declaredRoutes<AuthedEnv>().use(signedIn).route("/", routes);

  const api = declaredRoutes<AppEnv>();
  const routes = api
    .route("/health", healthRoutes(deps))
    // Webhooks come from the provider's servers: their signature is their authentication.
    .route("/billing/webhooks", webhookRoutes(billing))
    // A personal API key is the public API's authentication; cookies count for nothing there.
    .route("/v1", publicApiRoutes({ db, clock, keys, generation }))
    .route("/mcp", mcpRoutes({ db, clock, keys, generation }))
    .use(sameOrigin(config.appUrl))
    .route("/session", sessionRoutes(auth, db))
    .route("/auth", authRoutes(deps, auth))
    .route("/contact", contactRoutes({ db, auth, mailer, config, clock }))
    // A share link is read by anyone; only saving a copy of it asks for a session (its route carries the guard).
    .route("/shared", sharedRoutes(shares, signedIn))
    // An invitation's accept page is read by whoever holds the mailed link.
    .route("/invitations", invitationRoutes({ db, clock }))
    .route("/account", forUsers(accountRoutes(db, { secureCookies: config.secureTransport, clock })))
    .route("/security", forUsers(securityRoutes(db)))
    .route("/api-keys", forUsers(apiKeyRoutes(db, clock)))
    .route("/generate-prompt", forUsers(generationRoutes(generation)))
    .route("/history", forUsers(historyRoutes(db, clock)))
    .route("/billing", forUsers(billingRoutes({ db, billing, config, clock })))
    .route("/admin", forUsers(adminRoutes(db, clock)))
    // The active team's webhooks share the team router (one session check).
    .route("/teams", forUsers(teamRoutes({ db, clock, createTeam: (body, headers) => auth.api.createOrganization({ body, headers }) }).route("/current/webhooks", webhookEndpointRoutes(hooks, "team"))))
    .route("/webhooks", forUsers(webhookEndpointRoutes(hooks, "personal")))
    // One router (one session check) for the prompt routes and their share route.
    .route("/saved-prompts", forUsers(savedPromptRoutes(db, clock).route("/", promptShareRoutes(shares))))
    .route("/shares", forUsers(shareRoutes(shares)))
    .route("/saved-inputs", forUsers(savedInputRoutes(db, clock)));
  return { api, routes };
}

/** The API's routes with their request and response types, for the web's typed client. */
export type ApiRoutes = ReturnType<typeof createApi>["routes"];
