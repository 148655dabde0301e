import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultTextForm, toTextPayload } from "@/domain/builders";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { webhookDeliveries } from "@/server/db/schema-webhooks";
import { teamMember, teamOwner } from "../../../tests/support/teams";
import { setupTestApp, TEST_AUTH_SECRET, type TestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";
import { documentedVerifier, webhookReceiver } from "../../../tests/support/webhook-receiver";
import { retryDelayMs, webhookDispatcher } from "./dispatch";
import { emitPromptEvent } from "./events";
import { refusedAddress } from "./target";

const ALL_EVENTS = ["prompt.created", "prompt.updated", "prompt.deleted", "prompt.label_moved", "generation.completed"];
/** The tests that sign up several users and make many requests: PGlite on a busy machine needs more than 30 s. */
const LONG_MS = 120_000;
const prompt = { title: "Launch post", content: "Write about {{product}}", promptType: "text", tags: "launch", inputData: null };

describe("webhooks", () => {
  const t = setupTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: "true" } });
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  let verify: Awaited<ReturnType<typeof documentedVerifier>>;
  beforeAll(async () => {
    receiver = await webhookReceiver();
    verify = await documentedVerifier();
  });
  afterAll(() => receiver.close());
  afterEach(() => {
    t.clock.offsetMs = 0;
  });

  /** A worker as each instance runs it (main.ts), on this app's database and clock. */
  const worker = (allowLoopback = true) => webhookDispatcher({ db: t.database.db, logger: pino({ level: "silent" }), clock: t.clock, allowLoopback });
  /** The same app, built again on the same database without the loopback opt-in: what production refuses. */
  const strictApp = (): TestApp => ({
    ...t,
    app: createApp({ config: loadConfig({ NODE_ENV: "test", AUTH_SECRET: TEST_AUTH_SECRET }), database: t.database, logger: pino({ level: "silent" }), clock: t.clock }),
  });
  const addHook = async (user: Awaited<ReturnType<typeof signedInUser>>, events = ALL_EVENTS, base = "/api/webhooks") => {
    const res = await call(t, user.client, base, { json: { url: receiver.url, events } });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; secret: string };
  };
  const since = (start: number) => receiver.received.slice(start);

  it("delivers each event once, signed as docs/api.md says, and its snippet verifies it", async () => {
    const user = await signedInUser(t);
    const hook = await addHook(user);
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = await (await call(t, user.client, "/api/webhooks")).json();
    expect(JSON.stringify(listed)).not.toContain(hook.secret);

    const start = receiver.received.length;
    const created = await (await call(t, user.client, "/api/saved-prompts", { json: prompt })).json();
    expect((await call(t, user.client, `/api/saved-prompts/${created.id}`, { method: "PATCH", json: { content: "Write about {{product}} today" } })).status).toBe(200);
    expect((await call(t, user.client, `/api/saved-prompts/${created.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(t, user.client, "/api/generate-prompt", { json: toTextPayload({ ...defaultTextForm, industry: "marketing" }) })).status).toBe(200);
    await t.database.db.transaction((tx) => emitPromptEvent(tx, { userId: user.id, teamId: null }, "prompt.label_moved", { promptId: created.id, label: "production", version: 2 }));

    expect(await worker().deliverDue()).toBe(5);
    expect(await worker().deliverDue()).toBe(0);
    const got = since(start);
    expect(got.map((r) => JSON.parse(r.body).type).sort()).toEqual([...ALL_EVENTS].sort());
    for (const delivery of got) expect(verify(hook.secret, delivery.headers, delivery.body)).toBe(true);
    // A wrong secret or a changed body does not verify.
    expect(verify(`whsec_${Buffer.from("another secret of 32 bytes......").toString("base64")}`, got[0]!.headers, got[0]!.body)).toBe(false);
    expect(verify(hook.secret, got[0]!.headers, got[0]!.body.replace("}", ' }'))).toBe(false);
    expect(new Set(got.map((r) => r.headers["webhook-id"])).size).toBe(5);
    const byType = Object.fromEntries(got.map((r) => [JSON.parse(r.body).type, JSON.parse(r.body).data]));
    expect(byType["prompt.updated"].prompt).toMatchObject({ id: created.id, content: "Write about {{product}} today" });
    expect(byType["prompt.deleted"]).toEqual({ prompt: { id: created.id } });
    expect(byType["generation.completed"].generation).toMatchObject({ promptType: "text", model: "promptsmith-composer", fallback: false });

    // A rotation: the new secret verifies, and for a day the old one still does (two signatures).
    const rotated = await (await call(t, user.client, `/api/webhooks/${hook.id}/rotate-secret`, { method: "POST" })).json();
    await call(t, user.client, "/api/saved-prompts", { json: prompt });
    await worker().deliverDue();
    const [after] = since(start + 5);
    expect(verify(rotated.secret, after!.headers, after!.body)).toBe(true);
    expect(verify(hook.secret, after!.headers, after!.body)).toBe(true);
  }, LONG_MS);

  it("retries a failed delivery with backoff on the app's clock, gives up after a day, logs each attempt and redelivers", async () => {
    const user = await signedInUser(t);
    const hook = await addHook(user, ["prompt.created"]);
    const start = receiver.received.length;
    receiver.answer(500);
    await call(t, user.client, "/api/saved-prompts", { json: prompt });
    expect(await worker().deliverDue()).toBe(1);
    const log = async () => (await (await call(t, user.client, `/api/webhooks/${hook.id}/deliveries`)).json()).items;
    // Due again exactly the first delay after the attempt: not a moment before, on the app's clock.
    const [waiting] = await log();
    expect(Date.parse(waiting.nextAttemptAt) - Date.parse(waiting.attempts[0].at)).toBe(retryDelayMs(1));
    t.clock.offsetMs = Date.parse(waiting.nextAttemptAt) - Date.now() - 2000;
    expect(await worker().deliverDue()).toBe(0);
    t.clock.offsetMs = Date.parse(waiting.nextAttemptAt) - Date.now();
    expect(await worker().deliverDue()).toBe(1);
    expect((await log())[0]).toMatchObject({ status: "delivered", attempts: [{ statusCode: 500 }, { statusCode: 200 }] });
    expect(since(start).map((r) => r.headers["webhook-id"])).toEqual([since(start)[0]!.headers["webhook-id"], since(start)[0]!.headers["webhook-id"]]);

    // Failing all day long: 9 attempts (10 s, 50 s, 4 min, 21 min, 1 h 44 min, then every 6 h), then failed.
    receiver.answer(...Array.from({ length: 20 }, () => 503));
    await call(t, user.client, "/api/saved-prompts", { json: { ...prompt, title: "Second" } });
    let attempts = 0;
    for (let n = 1; attempts < 20; n++) {
      const sent = await worker().deliverDue();
      if (!sent) break;
      attempts += sent;
      t.clock.offsetMs += retryDelayMs(n);
    }
    expect(attempts).toBe(9);
    const [failed] = await log();
    expect(failed).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(failed.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual(Array.from({ length: 9 }, () => 503));

    receiver.reset();
    const again = await call(t, user.client, `/api/webhooks/${hook.id}/deliveries/${failed.id}/redeliver`, { method: "POST" });
    expect(again.status).toBe(202);
    expect(await worker().deliverDue()).toBe(1);
    expect(receiver.received[0]!.headers["webhook-id"]).toBe(failed.messageId);
    expect((await log())[0]).toMatchObject({ status: "delivered", messageId: failed.messageId });
  }, LONG_MS);

  it("keeps events in the database across a restart: another app on the same database delivers them", async () => {
    const user = await signedInUser(t);
    await addHook(user, ["prompt.created"]);
    const start = receiver.received.length;
    const created = await (await call(t, user.client, "/api/saved-prompts", { json: prompt })).json();
    // The first app stops without delivering; a new app instance and its worker start on the same database.
    const restarted = strictApp();
    const rows = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(restarted.app).not.toBe(t.app);
    expect(await webhookDispatcher({ db: restarted.database.db, logger: pino({ level: "silent" }), clock: restarted.clock, allowLoopback: true }).deliverDue()).toBeGreaterThanOrEqual(1);
    expect(since(start).map((r) => JSON.parse(r.body).data.prompt.id)).toContain(created.id);
  });

  it("refuses private, loopback and link-local targets when saved, and again when sent", async () => {
    const strict = strictApp();
    const user = await signedInUser(strict);
    const refusedAt = async (app: TestApp, url: string) => {
      const res = await call(app, user.client, "/api/webhooks", { json: { url, events: ["prompt.created"] } });
      return res.status === 400 ? (await res.json()).error.fields.url[0] : `accepted (${res.status})`;
    };
    for (const url of ["http://10.1.2.3/h", "http://127.0.0.1:9/h", "http://169.254.169.254/latest", "http://[::1]/h", "http://localhost/h", "http://[::ffff:192.168.0.1]/h"]) {
      expect(await refusedAt(strict, url), url).toMatch(/public addresses only: .* is not a public address/);
    }
    // The opt-in lets loopback through, and nothing else.
    expect(await refusedAt(t, "http://10.1.2.3/h")).toMatch(/private/);
    expect(await refusedAt(t, "http://169.254.169.254/h")).toMatch(/linkLocal/);
    const hook = await addHook(user, ["prompt.created"]);
    // A worker without the opt-in refuses to send to the loopback endpoint saved with it: the attempt says why.
    await call(t, user.client, "/api/saved-prompts", { json: prompt });
    const start = receiver.received.length;
    expect(await worker(false).deliverDue()).toBe(1);
    expect(since(start)).toEqual([]);
    const [logged] = (await (await call(t, user.client, `/api/webhooks/${hook.id}/deliveries`)).json()).items;
    expect(logged.attempts[0]).toMatchObject({ statusCode: null, error: "refused: 127.0.0.1 is not a public address (loopback)" });
    await t.database.db.update(webhookDeliveries).set({ status: "delivered" }).where(eq(webhookDeliveries.id, logged.id));
  });

  it("takes only public unicast addresses, IPv6 forms of IPv4 ones included", () => {
    const refused = ["10.0.0.1", "172.16.5.4", "192.168.1.1", "127.0.0.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1",
      "::1", "fe80::1", "fc00::1", "::ffff:10.0.0.1", "64:ff9b::a00:1", "2002:a00:1::"];
    expect(refused.filter((address) => refusedAddress(address, false) === null)).toEqual([]);
    expect(["93.184.216.34", "2606:2800:220:1::1"].map((address) => refusedAddress(address, false))).toEqual([null, null]);
    // The opt-in admits loopback and nothing else.
    expect(refused.filter((address) => refusedAddress(address, true) === null)).toEqual(["127.0.0.1", "::1"]);
  });

  it("lets a team's owner, admins and editors manage its webhooks; a viewer gets 403, anyone else's 404", async () => {
    const { owner, teamId } = await teamOwner(t);
    const hook = await addHook(owner, ["generation.completed"], "/api/teams/current/webhooks");
    const editor = await teamMember(t, owner, teamId, "editor");
    const viewer = await teamMember(t, owner, teamId, "viewer");
    const base = "/api/teams/current/webhooks";
    expect((await (await call(t, editor.client, base)).json()).items.map((h: { id: string }) => h.id)).toEqual([hook.id]);
    for (const [path, init] of [[base, {}], [base, { json: { url: receiver.url, events: ["prompt.created"] } }], [`${base}/${hook.id}`, { method: "DELETE" }]] as const) {
      const res = await call(t, viewer.client, path, init);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe("Only owners and editors can manage this team's webhooks.");
    }
    // The team's endpoint is not in anyone's personal workspace, and one user's is not another's.
    const stranger = await signedInUser(t);
    const mine = await addHook(stranger, ["prompt.created"]);
    expect((await call(t, owner.client, `/api/webhooks/${hook.id}/deliveries`)).status).toBe(404);
    expect((await call(t, owner.client, `/api/webhooks/${mine.id}`, { method: "PATCH", json: { description: "x" } })).status).toBe(404);
    expect((await call(t, editor.client, `${base}/${mine.id}/rotate-secret`, { method: "POST" })).status).toBe(404);

    // A generation in the team workspace goes to the team's endpoint.
    const start = receiver.received.length;
    expect((await call(t, editor.client, "/api/generate-prompt", { json: toTextPayload({ ...defaultTextForm, industry: "finance" }) })).status).toBe(200);
    await worker().deliverDue();
    expect(since(start).map((r) => JSON.parse(r.body).type)).toEqual(["generation.completed"]);
  }, LONG_MS);

  it("holds a workspace to its limit of endpoints and answers field messages for a bad address or no events", async () => {
    const user = await signedInUser(t);
    const bad = await call(t, user.client, "/api/webhooks", { json: { url: "ftp://x", events: [] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      url: ["Enter an http:// or https:// address, such as https://example.com/hooks"],
      events: ["Choose at least one event"],
    });
    for (let i = 0; i < 5; i++) await addHook(user, ["prompt.created"]);
    const sixth = await call(t, user.client, "/api/webhooks", { json: { url: receiver.url, events: ["prompt.created"] } });
    expect(sixth.status).toBe(409);
    expect((await sixth.json()).error.code).toBe("webhook_limit");
  });
});
