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
import { apiBodyLimit } from "./http/body-limit";
import { clientAddress } from "./http/client-ip";
import type { AppDeps, AppEnv } from "./http/context";
import { errorBody, handleError } from "./http/errors";
import { methodNotAllowed } from "./public-api/http-manners";
import { noStoreByDefault } from "./http/no-store";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { refuseNulInUrl } from "./http/text-guard";
import { webApp } from "./http/web-app";
import { mailboxApiRoutes, mailboxPageRoutes } from "./mail/routes";
import { createMailer } from "./mail/service";
import { sharePage } from "./shares/page";

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
  // The public API checks the size after the key, so that a 413 carries the key's RateLimit-* (public-api/routes.ts).
  app.use("/api/*", (c, next) => (c.req.path.startsWith("/api/v1/") ? next() : apiBodyLimit(c, next)));

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
  app.all("/api/v1/*", methodNotAllowed(api));
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
