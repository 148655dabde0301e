import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { accountRoutes } from "./account/routes";
import { currentSession, sessionRoutes } from "./account/session";
import { adminRoutes } from "./admin/routes";
import { createAuth } from "./auth/auth";
import { requireUser } from "./auth/guard";
import { authRoutes } from "./auth/routes";
import { securityRoutes } from "./auth/security-routes";
import { resolveAuthSecret } from "./auth/secret";
import { billingRoutes, webhookRoutes } from "./billing/routes";
import { createBilling } from "./billing/setup";
import type { AdjustableClock } from "./clock";
import { contactRoutes } from "./contact/routes";
import { testingRoutes } from "./testing/routes";
import { composerGenerator } from "./generation/providers/composer";
import { openAiCompatibleGenerator } from "./generation/providers/openai-compatible";
import { generationRoutes } from "./generation/routes";
import { type Generators, generationService } from "./generation/service";
import { healthRoutes } from "./health/routes";
import { IMPORT_BODY_LIMIT, savedInputRoutes, savedPromptRoutes } from "./library/routes";
import { clientAddress } from "./http/client-ip";
import type { AppDeps, AppEnv, AuthedEnv } from "./http/context";
import { errorBody, handleError } from "./http/errors";
import { noStoreByDefault } from "./http/no-store";
import { requestLog } from "./http/request-log";
import { sameOrigin } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { refuseNulInUrl } from "./http/text-guard";
import { webApp } from "./http/web-app";
import { mailboxApiRoutes, mailboxPageRoutes } from "./mail/routes";
import { createMailer } from "./mail/service";

/** Request bodies above this are refused with 413 unless a route sets its own limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** What every page of a demo deployment says (DEMO_DEPLOYMENT=true). */
export const DEMO_DEPLOYMENT_NOTICE = "Demo deployment: payments are simulated and nothing is charged.";

/** Output bound for the configured model: a long prompt, never an essay. */
const MAX_OUTPUT_TOKENS = 1200;

/** Builds the whole HTTP app; tests call it in-process with `app.request()`. */
export function createApp(deps: AppDeps, options: { webDist?: string; generators?: Generators } = {}) {
  const { config, database, logger } = deps;
  const db = database.db;
  const mailer = createMailer({ db, config, logger });
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ ...deps, mailer, secret });
  const signedIn = requireUser(auth, db);
  /** Puts a module's routes behind the session guard. */
  const forUsers = (routes: Hono<AuthedEnv>) => new Hono<AuthedEnv>().use(signedIn).route("/", routes);

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(clientAddress(config.trustProxy));
  app.use(requestLog(logger));
  app.use(securityHeaders({ https: config.secureTransport, paddle: Boolean(config.paddle) }));
  app.use("/api/*", noStoreByDefault);
  app.use("/api/*", refuseNulInUrl);
  app.use("/api/*", (c, next) =>
    bodyLimit({
      maxSize: c.req.path === "/api/saved-prompts/import" ? IMPORT_BODY_LIMIT : DEFAULT_BODY_LIMIT,
      onError: (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
    })(c, next),
  );

  const generators = options.generators ?? {
    model: config.llm && openAiCompatibleGenerator({ ...config.llm, maxOutputTokens: MAX_OUTPUT_TOKENS }),
    fallback: composerGenerator,
  };
  const generation = generationService({ db, logger, clock: deps.clock, generators });
  const billing = createBilling({ db, logger, config, clock: deps.clock, secret });

  const api = new Hono<AppEnv>()
    .route("/health", healthRoutes(deps))
    // Webhooks come from the provider's servers: their signature is their authentication.
    .route("/billing/webhooks", webhookRoutes(billing))
    .use(sameOrigin(config.appUrl))
    .route("/session", sessionRoutes(auth))
    .route("/auth", authRoutes(deps, auth))
    .route("/contact", contactRoutes({ db, auth, mailer, config, clock: deps.clock }))
    .route("/account", forUsers(accountRoutes(db, { secureCookies: config.secureTransport, clock: deps.clock })))
    .route("/security", forUsers(securityRoutes(db)))
    .route("/generate-prompt", forUsers(generationRoutes(generation)))
    .route("/billing", forUsers(billingRoutes({ db, billing, config, clock: deps.clock })))
    .route("/admin", forUsers(adminRoutes(db, deps.clock)))
    .route("/saved-prompts", forUsers(savedPromptRoutes(db, deps.clock)))
    .route("/saved-inputs", forUsers(savedInputRoutes(db, deps.clock)));
  if (config.env === "test" && "offsetMs" in deps.clock) api.route("/test", testingRoutes(deps.clock as AdjustableClock));
  // The development mailbox shows every reset and confirmation link: never in production (config requires SMTP there).
  if (!config.smtpUrl && config.env !== "production") {
    api.route("/dev/mailbox", mailboxApiRoutes(db));
    app.route("/dev/mailbox", mailboxPageRoutes(db));
  }
  app.route("/api", api);
  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

  app.route(
    "/",
    webApp({
      distDir: options.webDist,
      sessionOf: (headers) => currentSession(auth, headers),
      logger,
      notice: config.demoDeployment ? DEMO_DEPLOYMENT_NOTICE : undefined,
    }),
  );
  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
