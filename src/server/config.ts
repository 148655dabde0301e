import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start.
 * A bad value stops the process with a message naming the variable and what it expects.
 */
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
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  PADDLE_API_KEY: z.string().min(1).optional(),
  PADDLE_CLIENT_TOKEN: z.string().min(1).optional(),
  PADDLE_WEBHOOK_SECRET: z.string().min(1).optional(),
  PADDLE_PRICE_PRO: z.string().regex(/^pri_/, "Expected a Paddle price id (pri_…)").optional(),
  PADDLE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  SUPPORT_EMAIL: z.email({ error: "Expected an e-mail address" }).default("sales@promptsmith.local"),
});

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
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    throw new ConfigError("Invalid environment configuration:\n  AUTH_SECRET: required in production (at least 32 random characters)");
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
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
  };
}
