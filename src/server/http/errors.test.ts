import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJson } from "./body";
import type { AppEnv } from "./context";
import { handleError, HttpError, isDatabaseUnavailable } from "./errors";

// A small app with the real error handler and body reader, so each failure path can be provoked.
const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("logger", pino({ level: "silent" }));
    await next();
  })
  .post("/echo", async (c) => c.json(await readJson(c, z.object({ name: z.string().min(1) }))))
  .get("/refused", () => {
    throw new HttpError(409, "already_free", "You are already on the Free plan.");
  })
  .get("/crash", () => {
    throw new Error("secret database detail at /srv/app.ts:12");
  })
  .onError(handleError);

describe("error handling", () => {
  it("answers malformed JSON with 400, not 500", async () => {
    const res = await app.request("/echo", { method: "POST", body: "{not json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_json", message: "The request body is not valid JSON." } });
  });

  it("answers invalid fields with 400 and the field errors", async () => {
    const res = await app.request("/echo", { method: "POST", body: JSON.stringify({ name: 3 }) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(Object.keys(body.error.fields)).toEqual(["name"]);
  });

  it("passes valid bodies through", async () => {
    const res = await app.request("/echo", { method: "POST", body: JSON.stringify({ name: "Ada" }) });
    expect(await res.json()).toEqual({ name: "Ada" });
  });

  it("keeps an HttpError's status, code and message", async () => {
    const res = await app.request("/refused");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: "already_free", message: "You are already on the Free plan." } });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const res = await app.request("/crash");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text).error.code).toBe("internal_error");
  });

  it("tells a database that is gone or refuses connections from an error in a query", () => {
    const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
    for (const unavailable of [
      pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      pgError("55000", 'database "promptsmith" is not currently accepting connections'),
      pgError("57P03", "the database system is starting up"),
      pgError("53300", "sorry, too many clients already"),
      pgError("3D000", 'database "promptsmith" does not exist'),
      pgError("28P01", 'password authentication failed for user "promptsmith"'),
      new Error("query failed", { cause: pgError("55000", 'database "x" is not currently accepting connections') }),
    ]) {
      expect(isDatabaseUnavailable(unavailable), unavailable.message).toBe(true);
    }
    for (const inQuery of [pgError("55000", "currval of sequence \"s\" is not yet defined in this session"), pgError("23505", "duplicate key")]) {
      expect(isDatabaseUnavailable(inQuery), inQuery.message).toBe(false);
    }
  });
});
