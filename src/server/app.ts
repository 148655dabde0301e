import { Hono } from "hono";
import { currentSession } from "./account/session";
import { createApi } from "./api";
import { apiDocsRoutes } from "./api-docs/routes";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import { createBilling } from "./billing/setup";
import type { AdjustableClock } from "./clock";
import { testingRoutes } from "./testing/routes";
import { composerGenerator } from "./generation/providers/composer";
import { openAiCompatibleGenerator } from "./generation/providers/openai-compatible";
import { type Generators, generationService } from "./generation/service";
import { IMPORT_BODY_LIMIT } from "./library/routes";
import { limitBody } from "./http/body-limit";
import { clientAddress } from "./http/client-ip";
import type { AppDeps, AppEnv } from "./http/context";
import { errorBody, handleError } from "./http/errors";
import { noStoreByDefault } from "./http/no-store";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { refuseNulInUrl } from "./http/text-guard";
import { webApp } from "./http/web-app";
import { mailboxApiRoutes, mailboxPageRoutes } from "./mail/routes";
import { createMailer } from "./mail/service";
import { sharePage } from "./shares/page";

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

  const app = new Hono<AppEnv>();
  app.use(requestLog(logger));
  app.use(clientAddress(config.trustProxy));
  app.use(securityHeaders({ https: config.secureTransport, paddle: Boolean(config.paddle) }));
  app.use("/api/*", noStoreByDefault);
  app.use("/api/*", refuseNulInUrl);
  app.use(
    "/api/*",
    limitBody(
      (c) => (c.req.path === "/api/saved-prompts/import" ? IMPORT_BODY_LIMIT : DEFAULT_BODY_LIMIT),
      (c) => c.json(errorBody("payload_too_large", "The request body is too large."), 413),
    ),
  );

  const generators = options.generators ?? {
    model: config.llm && openAiCompatibleGenerator({ ...config.llm, maxOutputTokens: MAX_OUTPUT_TOKENS }),
    fallback: composerGenerator,
  };
  const generation = generationService({ db, logger, clock: deps.clock, generators });
  const billing = createBilling({ db, logger, config, clock: deps.clock, secret });

  const { api, routes } = createApi(deps, { auth, mailer, generation, billing });
  if (config.env === "test" && "offsetMs" in deps.clock) routes.route("/test", testingRoutes(deps.clock as AdjustableClock));
  // The development mailbox shows every reset and confirmation link: never in production (config requires SMTP there).
  if (!config.smtpUrl && config.env !== "production") {
    routes.route("/dev/mailbox", mailboxApiRoutes(db));
    app.route("/dev/mailbox", mailboxPageRoutes(db));
  }
  app.route("/api", routes);
  const docs = apiDocsRoutes(api, auth, config.appUrl);
  app.route("/api", docs.documentRoute);
  app.route("/docs/api", docs.pages);
  app.all("/api/*", (c) => c.json(errorBody("not_found", "No such API endpoint."), 404));

  app.route(
    "/",
    webApp({
      distDir: options.webDist,
      sessionOf: (headers) => currentSession(auth, db, headers),
      dataPageOf: sharePage({ db, clock: deps.clock, appUrl: config.appUrl }),
      logger,
      notice: config.demoDeployment ? DEMO_DEPLOYMENT_NOTICE : undefined,
    }),
  );
  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
