import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start.
 * A bad value stops the process with a message naming the variable and what it expects. Production fails
 * closed: where a development default would serve real users, the process refuses to start instead.
 */
/** How long a model may take to write a prompt when LLM_TIMEOUT_MS is not set. */
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

const flag = (name: string) =>
  z.enum(["true", "false"], { error: `Expected true or false (${name})` }).default("false").transform((v) => v === "true");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "Expected a postgres:// or postgresql:// connection URL")
    .optional(),
  APP_URL: z.url({ protocol: /^https?$/, error: "Expected an absolute http:// or https:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: z.string().min(32, "Expected at least 32 characters").optional(),
  AUTH_SECRET_PREVIOUS: z.string().min(32, "Expected at least 32 characters").optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "Expected an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().min(3).default("Promptsmith <no-reply@promptsmith.local>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url({ error: "Expected the URL of an OpenID Connect discovery document" })
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: "Expected the http(s) base URL of an OpenAI-compatible API" }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(DEFAULT_LLM_TIMEOUT_MS),
  PADDLE_API_KEY: z.string().min(1).optional(),
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PADDLE_PRICE_PRO: z.string().regex(/^pri_/, "Expected a Paddle price id (pri_…)").optional(),
  PADDLE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  SUPPORT_EMAIL: z.email({ error: "Expected an e-mail address" }).default("sales@promptsmith.local"),
  TRUST_PROXY: z.coerce
    .number({ error: "Expected the number of proxies in front of the app (0 when clients connect directly)" })
    .int("Expected the number of proxies in front of the app (0 when clients connect directly)")
    .min(0, "Expected the number of proxies in front of the app (0 when clients connect directly)")
    .max(10, "Expected at most 10 proxies")
    .default(0),
  DEMO_DEPLOYMENT: flag("DEMO_DEPLOYMENT"),
  ALLOW_HTTP_APP_URL: flag("ALLOW_HTTP_APP_URL"),
  WEBHOOKS_ALLOW_LOOPBACK: flag("WEBHOOKS_ALLOW_LOOPBACK"),
});

/**
 * Variables that only work together: setting some of a group and not the rest is a mistake in every mode,
 * never a quiet fallback to the default the group replaces.
 */
const GROUPS: { members: string[]; also?: string[]; replaces: string }[] = [
  {
    members: ["PADDLE_API_KEY", "PADDLE_CLIENT_TOKEN", "PADDLE_WEBHOOK_SECRET", "PADDLE_PRICE_PRO"],
    replaces: "Paddle Billing needs all four; with none, the demo payment provider is used",
  },
  {
    members: ["LLM_BASE_URL", "LLM_MODEL"],
    also: ["LLM_API_KEY"],
    replaces: "a configured model needs LLM_BASE_URL and LLM_MODEL; with neither, the built-in composer writes prompts",
  },
  {
    members: ["AUTH_SECRET"],
    also: ["AUTH_SECRET_PREVIOUS"],
    replaces: "the previous secret is kept only beside the current one",
  },
  {
    members: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    replaces: "Google sign-in needs both; with neither, it is hidden",
  },
];

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public origin of the app; e-mail links and cookie security derive from it, never from the Host header. */
  appUrl: string;
  logLevel: Env["LOG_LEVEL"];
  /** Signs session cookies and tokens; outside production a generated one is kept in the data folder. */
  authSecret: string | undefined;
  /** The secret AUTH_SECRET replaced: still decrypts what was stored under it (two-factor secrets), signs nothing. */
  authSecretPrevious: string | undefined;
  /** SMTP when set; otherwise mail goes to the outbox table and the development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in appears only when both the client id and secret are set. */
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** An OpenAI-compatible model when LLM_BASE_URL and LLM_MODEL are set; otherwise the built-in composer. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** Paddle Billing when all four of its variables are set; otherwise the demo payment provider. */
  paddle:
    | { apiKey: string; clientToken: string; webhookSecret: string; proPriceId: string; environment: "sandbox" | "production" }
    | undefined;
  /** Where "contact sales" for Teams opens a mail. */
  supportEmail: string;
  /** Proxies in front of the app: 0 reads the client address from the socket, n the n-th X-Forwarded-For hop from the right. */
  trustProxy: number;
  /** Payments are the demo provider on purpose, and every page says so. */
  demoDeployment: boolean;
  /** Webhooks may target 127.0.0.1 and ::1: for tests with a local receiver; refused in production. */
  webhooksAllowLoopback: boolean;
  /** Cookies are Secure and HSTS is sent: an https APP_URL, or the documented opt-out for a TLS-terminating proxy. */
  secureTransport: boolean;
}

export class ConfigError extends Error {}

function refuse(problems: string[]): never {
  throw new ConfigError(`Invalid environment configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
}

/** One line per variable still to set: for half-set groups in every mode, and for what production requires. */
function missingVariables(env: Env, source: Record<string, string>): string[] {
  const problems: string[] = [];
  const isSet = (name: string) => source[name] !== undefined;
  for (const group of GROUPS) {
    const given = [...group.members, ...(group.also ?? [])].filter(isSet);
    if (given.length === 0) continue;
    for (const name of group.members.filter((member) => !isSet(member))) {
      problems.push(`${name}: required because ${given.join(", ")} ${given.length > 1 ? "are" : "is"} set (${group.replaces})`);
    }
  }
  if (env.DEMO_DEPLOYMENT && GROUPS[0]!.members.every(isSet)) {
    problems.push("DEMO_DEPLOYMENT: must not be true when Paddle Billing is configured (payments would be real)");
  }
  if (env.NODE_ENV !== "production") return problems;

  if (env.WEBHOOKS_ALLOW_LOOPBACK) {
    problems.push("WEBHOOKS_ALLOW_LOOPBACK: must not be true in production (webhooks could then call services on the server itself)");
  }
  if (!env.AUTH_SECRET) problems.push("AUTH_SECRET: required in production (at least 32 random characters)");
  if (!env.SMTP_URL) {
    problems.push("SMTP_URL: required in production; without it e-mail (reset and confirmation links) would go to the development mailbox");
  }
  const paddleGroup = GROUPS[0]!.members;
  if (!env.DEMO_DEPLOYMENT && !paddleGroup.some(isSet)) {
    for (const name of paddleGroup) {
      problems.push(`${name}: required in production; without Paddle, payments would use the demo provider (set DEMO_DEPLOYMENT=true only for a demo deployment)`);
    }
  }
  if (!env.APP_URL) {
    problems.push("APP_URL: required in production (the public https:// address of the app)");
  } else if (!env.APP_URL.startsWith("https://") && !env.ALLOW_HTTP_APP_URL) {
    problems.push("APP_URL: must be https:// in production (ALLOW_HTTP_APP_URL=true only behind a TLS-terminating proxy on a private network)");
  }
  return problems;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) refuse(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  const env = parsed.data;
  const problems = missingVariables(env, cleaned);
  if (problems.length) refuse(problems);

  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    appUrl,
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
    authSecretPrevious: env.AUTH_SECRET_PREVIOUS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, discoveryUrl: env.GOOGLE_DISCOVERY_URL }
        : undefined,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS }
        : undefined,
    paddle:
      env.PADDLE_API_KEY && env.PADDLE_CLIENT_TOKEN && env.PADDLE_WEBHOOK_SECRET && env.PADDLE_PRICE_PRO
        ? {
            apiKey: env.PADDLE_API_KEY,
            clientToken: env.PADDLE_CLIENT_TOKEN,
            webhookSecret: env.PADDLE_WEBHOOK_SECRET,
            proPriceId: env.PADDLE_PRICE_PRO,
            environment: env.PADDLE_ENVIRONMENT,
          }
        : undefined,
    supportEmail: env.SUPPORT_EMAIL,
    trustProxy: env.TRUST_PROXY,
    demoDeployment: env.DEMO_DEPLOYMENT,
    webhooksAllowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK,
    secureTransport: appUrl.startsWith("https://") || env.ALLOW_HTTP_APP_URL,
  };
}

/** For entry points (the server, the command-line tools): the configuration, or its refusal printed and exit 1. */
export function configOrExit(source: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
