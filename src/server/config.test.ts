import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const SECRET = "a-production-secret-of-at-least-32-chars";
const PADDLE = {
  PADDLE_API_KEY: "pdl_key",
  PADDLE_CLIENT_TOKEN: "live_token",
  PADDLE_WEBHOOK_SECRET: "pdl_ntfset_secret",
  PADDLE_PRICE_PRO: "pri_pro",
};
/** Everything production needs, so each test can take one piece away. */
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: SECRET,
  APP_URL: "https://promptsmith.example",
  SMTP_URL: "smtp://mail.example:587",
  ...PADDLE,
};

/** The lines of the refusal's message that name a variable, as `NAME: why`. */
function refusal(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const lines = (error as Error).message.split("\n");
    expect(lines[0]).toBe("Invalid environment configuration:");
    return lines.slice(1).map((line) => line.trim());
  }
  throw new Error("the configuration was accepted");
}
const named = (lines: string[]) => lines.map((line) => line.slice(0, line.indexOf(":")));

describe("configuration", () => {
  it("runs on embedded defaults with no variables set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.trustProxy).toBe(0);
    expect(config.demoDeployment).toBe(false);
    expect(config.secureTransport).toBe(false);
  });

  it("follows PORT and DATA_DIR, and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "4100", DATA_DIR: "/tmp/ps", DATABASE_URL: "" });
    expect(config.port).toBe(4100);
    expect(config.appUrl).toBe("http://localhost:4100");
    expect(config.dataDir).toBe("/tmp/ps");
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/app"],
    ["APP_URL", "not a url"],
    ["NODE_ENV", "prod"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "-1"],
    ["DEMO_DEPLOYMENT", "yes"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    expect(named(refusal({ [name]: value }))).toEqual([name]);
  });

  it("reads the number of trusted proxies", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });
});

describe("groups of variables that work only together", () => {
  it.each([
    [{ PADDLE_API_KEY: "k", PADDLE_CLIENT_TOKEN: "t", PADDLE_WEBHOOK_SECRET: "s" }, ["PADDLE_PRICE_PRO"]],
    [{ PADDLE_PRICE_PRO: "pri_x" }, ["PADDLE_API_KEY", "PADDLE_CLIENT_TOKEN", "PADDLE_WEBHOOK_SECRET"]],
    [{ LLM_BASE_URL: "http://127.0.0.1:9/v1" }, ["LLM_MODEL"]],
    [{ LLM_MODEL: "gpt" }, ["LLM_BASE_URL"]],
    [{ LLM_API_KEY: "sk" }, ["LLM_BASE_URL", "LLM_MODEL"]],
    [{ GOOGLE_CLIENT_ID: "id" }, ["GOOGLE_CLIENT_SECRET"]],
    [{ AUTH_SECRET_PREVIOUS: "p".repeat(32) }, ["AUTH_SECRET"]],
    [{ GOOGLE_CLIENT_SECRET: "secret" }, ["GOOGLE_CLIENT_ID"]],
  ])("a half-set group %o is refused in development too, naming %o", (env, missing) => {
    expect(named(refusal(env))).toEqual(missing);
  });

  it("a complete group is used", () => {
    const config = loadConfig({ ...PADDLE, LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "m", GOOGLE_CLIENT_ID: "i", GOOGLE_CLIENT_SECRET: "s" });
    expect(config.paddle?.proPriceId).toBe("pri_pro");
    expect(config.llm?.model).toBe("m");
    expect(config.google?.clientId).toBe("i");
  });

  it("refuses a demo deployment that has Paddle configured (payments would be real)", () => {
    expect(named(refusal({ ...PADDLE, DEMO_DEPLOYMENT: "true" }))).toEqual(["DEMO_DEPLOYMENT"]);
  });
});

describe("production fails closed", () => {
  const without = (...names: string[]) =>
    Object.fromEntries(Object.entries(PRODUCTION).filter(([name]) => !names.includes(name))) as Record<string, string>;

  it("starts with everything production needs, with Secure cookies and HSTS", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.paddle).toBeDefined();
    expect(config.smtpUrl).toBe(PRODUCTION.SMTP_URL);
    expect(config.secureTransport).toBe(true);
    expect(config.demoDeployment).toBe(false);
  });

  it("with only AUTH_SECRET set, names every variable still to set in one message", () => {
    expect(named(refusal({ NODE_ENV: "production", AUTH_SECRET: SECRET }))).toEqual([
      "SMTP_URL",
      "PADDLE_API_KEY",
      "PADDLE_CLIENT_TOKEN",
      "PADDLE_WEBHOOK_SECRET",
      "PADDLE_PRICE_PRO",
      "APP_URL",
    ]);
  });

  it("refuses without AUTH_SECRET", () => {
    expect(named(refusal(without("AUTH_SECRET")))).toEqual(["AUTH_SECRET"]);
  });

  it("refuses mail to the development mailbox", () => {
    const lines = refusal(without("SMTP_URL"));
    expect(named(lines)).toEqual(["SMTP_URL"]);
    expect(lines[0]).toContain("development mailbox");
  });

  it("refuses the demo payment provider unless the deployment is a declared demo", () => {
    const lines = refusal(without(...Object.keys(PADDLE)));
    expect(named(lines)).toEqual(Object.keys(PADDLE));
    expect(lines[0]).toContain("DEMO_DEPLOYMENT=true");
    const demo = loadConfig({ ...without(...Object.keys(PADDLE)), DEMO_DEPLOYMENT: "true" });
    expect(demo.paddle).toBeUndefined();
    expect(demo.demoDeployment).toBe(true);
  });

  it("a demo deployment still needs SMTP: no reset link is ever readable in a shared mailbox", () => {
    expect(named(refusal({ ...without("SMTP_URL", ...Object.keys(PADDLE)), DEMO_DEPLOYMENT: "true" }))).toEqual(["SMTP_URL"]);
  });

  it("refuses an http or missing APP_URL, unless the proxy opt-out is set (cookies stay Secure, HSTS is sent)", () => {
    expect(named(refusal(without("APP_URL")))).toEqual(["APP_URL"]);
    expect(named(refusal({ ...PRODUCTION, APP_URL: "http://promptsmith.internal" }))).toEqual(["APP_URL"]);
    const behindProxy = loadConfig({ ...PRODUCTION, APP_URL: "http://promptsmith.internal", ALLOW_HTTP_APP_URL: "true" });
    expect(behindProxy.secureTransport).toBe(true);
  });

  it("refuses the webhooks' loopback opt-in in production; elsewhere it is off unless set", () => {
    expect(named(refusal({ ...PRODUCTION, WEBHOOKS_ALLOW_LOOPBACK: "true" }))).toEqual(["WEBHOOKS_ALLOW_LOOPBACK"]);
    expect(loadConfig({ NODE_ENV: "test" }).webhooksAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", WEBHOOKS_ALLOW_LOOPBACK: "true" }).webhooksAllowLoopback).toBe(true);
  });

  it("refuses a half-set group in production as well", () => {
    expect(named(refusal({ ...PRODUCTION, GOOGLE_CLIENT_ID: "id" }))).toEqual(["GOOGLE_CLIENT_SECRET"]);
  });
});
