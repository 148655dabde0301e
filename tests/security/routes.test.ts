import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm, toTextPayload } from "@/domain/builders";
import { setAdminByEmail } from "@/server/admin/admin-flag";
import { queryRows } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { billingTransactions, subscriptions } from "@/server/db/schema-billing";
import { webhookEndpoints } from "@/server/db/schema-webhooks";
import { PRODUCTION_ENV, setupTestApp } from "../support/test-app";
import { teamMember, teamOwner } from "../support/teams";
import { call, newClient, signedInUser } from "../support/users";

/**
 * Every API route, enumerated from the app itself: a route added later is covered here, or this suite
 * fails until it is classified. Counts of routes and cases are printed at the end.
 */
const PUBLIC = new Set([
  "GET /api/health",
  "GET /api/openapi.json",
  "GET /api/session",
  "GET /api/auth/providers",
  "POST /api/auth/sign-out",
  "GET /api/auth/*",
  "POST /api/auth/*",
  "POST /api/billing/webhooks/:provider",
  "GET /api/dev/mailbox",
  "POST /api/test/clock",
  "POST /api/contact",
  // A share link is for anyone who has it (its own case below).
  "GET /api/shared/:token",
  // An invitation's accept page is for whoever holds the mailed link: its id is the secret.
  "GET /api/invitations/:id",
]);

/** A valid body for every signed-in route that takes one (mass-assignment and bad-input cases start here). */
const VALID_BODIES: Record<string, unknown> = {
  "PATCH /api/account": { name: "Valid Name" },
  // Well-formed but never the owner's password: the suite's cases must not delete the account they run as.
  "DELETE /api/account": { currentPassword: "not the owner's password" },
  "POST /api/generate-prompt": toTextPayload({ ...defaultTextForm, industry: "marketing" }),
  "POST /api/billing/checkout": { planId: "pro" },
  "POST /api/billing/demo/pay": { checkoutToken: "not-a-real-token" },
  "POST /api/saved-prompts": { title: "T", content: "C", promptType: "text", tags: "a" },
  "POST /api/saved-prompts/import": { format: "promptsmith.saved-prompts", version: 1, prompts: [] },
  "PATCH /api/saved-prompts/:id": { title: "T2" },
  "POST /api/saved-prompts/:id/share": { expiresInDays: 7 },
  "PUT /api/saved-prompts/:id/pin": { pinned: true },
  "POST /api/saved-prompts/:id/use": { values: { topic: "T" } },
  "POST /api/saved-prompts/:id/copy": { teamId: null },
  "POST /api/saved-inputs": { name: "N", inputType: "art", inputData: defaultArtForm },
  "PATCH /api/saved-inputs/:id": { name: "N2" },
  "POST /api/saved-inputs/:id/copy": { teamId: null },
  "POST /api/api-keys": { name: "Suite key" },
  "PATCH /api/admin/users/:id/status": { status: "active" },
  "PATCH /api/admin/users/:id/plan": { planId: "free" },
  "PATCH /api/admin/users/:id/admin": { isAdmin: false },
  "POST /api/teams": { name: "Suite team" },
  "POST /api/teams/current/transfer": { memberId: "not-a-member" },
  "PATCH /api/admin/teams/:id": { seatLimit: 5 },
  "PUT /api/saved-prompts/:id/labels/:label": { version: 1 },
  "POST /api/webhooks": { url: "https://hooks.example/in", events: ["prompt.created"] },
  "PATCH /api/webhooks/:id": { description: "D" },
  "POST /api/teams/current/webhooks": { url: "https://hooks.example/in", events: ["prompt.created"] },
  "PATCH /api/teams/current/webhooks/:id": { description: "D" },
};

const WITHOUT_BODY = new Set([
  "DELETE /api/webhooks/:id",
  "POST /api/webhooks/:id/rotate-secret",
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver",
  "DELETE /api/teams/current/webhooks/:id",
  "POST /api/teams/current/webhooks/:id/rotate-secret",
  "POST /api/teams/current/webhooks/:id/deliveries/:deliveryId/redeliver",
  "POST /api/billing/downgrade",
  "POST /api/billing/resume",
  "POST /api/billing/payment-method",
  "DELETE /api/saved-prompts/:id",
  "DELETE /api/saved-inputs/:id",
  "DELETE /api/security/sessions/:id",
  "DELETE /api/api-keys/:id",
  "POST /api/saved-prompts/:id/restore",
  // Its body (a note) is optional, and an empty one restores: its bad bodies are tried in library/versions.test.ts.
  "POST /api/saved-prompts/:id/versions/:version/restore",
  "POST /api/saved-prompts/:id/duplicate",
  "POST /api/saved-inputs/:id/restore",
  "DELETE /api/shares/:id",
  "POST /api/shared/:token/save",
]);

const counts = { routes: 0, cases: 0 };

describe("security suite: every API route", () => {
  const t = setupTestApp();
  type User = Awaited<ReturnType<typeof signedInUser>>;
  let owner: User;
  let other: User;
  let admin: User;
  const owned: Record<string, string> = {};
  let shareToken: string;

  const routes = () => {
    const seen = new Set<string>();
    return t.app.routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !seen.has(key) && (seen.add(key), true));
  };
  /** /api/v1 and /api/mcp take an API key, never a session: their own suites (public-api, mcp) cover them with keys. */
  const forKeys = (key: string) => key.includes(" /api/v1/") || key.endsWith(" /api/mcp");
  const keyRoutes = () => routes().filter(forKeys);
  const protectedRoutes = () => routes().filter((key) => !PUBLIC.has(key) && !forKeys(key));
  const split = (key: string) => key.split(" ") as [string, string];
  /** A route's path for the item `id` (and its version 1, the one every saved prompt has). */
  const fill = (path: string, id: string) =>
    path.replace(":id", id).replace(":version", "1").replace(":label", "production").replace(":deliveryId", "00000000-0000-4000-8000-000000000000");

  beforeAll(async () => {
    owner = await signedInUser(t);
    other = await signedInUser(t);
    admin = await signedInUser(t);
    await setAdminByEmail(t.database.db, admin.email, true);
    const prompt = await (await call(t, owner.client, "/api/saved-prompts", { json: VALID_BODIES["POST /api/saved-prompts"] })).json();
    const input = await (await call(t, owner.client, "/api/saved-inputs", { json: VALID_BODIES["POST /api/saved-inputs"] })).json();
    owned["/api/saved-prompts/:id"] = prompt.id;
    owned["/api/saved-prompts/:id/share"] = prompt.id;
    const share = await (await call(t, owner.client, `/api/saved-prompts/${prompt.id}/share`, { json: { expiresInDays: null } })).json();
    owned["/api/shares/:id"] = share.id;
    shareToken = new URL(share.url).pathname.split("/").pop()!;
    for (const action of ["pin", "use", "duplicate", "copy"]) owned[`/api/saved-prompts/:id/${action}`] = prompt.id;
    // Its version 1, which another user may neither list nor restore.
    owned["/api/saved-prompts/:id/versions"] = prompt.id;
    owned["/api/saved-prompts/:id/versions/:version/restore"] = prompt.id;
    owned["/api/saved-prompts/:id/labels/:label"] = prompt.id;
    owned["/api/saved-inputs/:id"] = input.id;
    owned["/api/saved-inputs/:id/copy"] = input.id;
    owned["/api/api-keys/:id"] = (await (await call(t, owner.client, "/api/api-keys", { json: { name: "Owner's key" } })).json()).id;
    await call(t, owner.client, "/api/generate-prompt", { json: VALID_BODIES["POST /api/generate-prompt"] });
    owned["/api/history/:id"] = (await (await call(t, owner.client, "/api/history")).json()).items[0].id;
    // Deleted prompt and inputs of the owner's, still within their Undo window, for the restore routes.
    for (const kind of ["prompts", "inputs"]) {
      const body = VALID_BODIES[`POST /api/saved-${kind}`];
      const { id } = await (await call(t, owner.client, `/api/saved-${kind}`, { json: body })).json();
      await call(t, owner.client, `/api/saved-${kind}/${id}`, { method: "DELETE" });
      owned[`/api/saved-${kind}/:id/restore`] = id;
    }
    const [payment] = await t.database.db
      .insert(billingTransactions)
      .values({ userId: owner.id, amountCents: 1000, currency: "USD", status: "completed", transactionType: "plan_change", provider: "demo", externalReference: "txn_demo_suite" })
      .returning({ id: billingTransactions.id });
    owned["/api/billing/transactions/:id/invoice"] = payment!.id;
    // A webhook endpoint of the owner's, written directly: saving one through the route resolves its host.
    const [hook] = await t.database.db
      .insert(webhookEndpoints)
      .values({ userId: owner.id, url: "https://hooks.example/in", events: ["prompt.created"], secret: "whsec_c3VpdGU=" })
      .returning({ id: webhookEndpoints.id });
    for (const base of ["/api/webhooks", "/api/teams/current/webhooks"]) {
      for (const rest of ["", "/rotate-secret", "/deliveries", "/deliveries/:deliveryId/redeliver"]) owned[`${base}/:id${rest}`] = hook!.id;
    }
    // A session of the owner's other than the one the suite signs in with (that one may not be ended by id).
    await call(t, newClient(), "/api/auth/sign-in/email", { json: { email: owner.email, password: owner.password } });
    const { sessions } = await (await call(t, owner.client, "/api/security/sessions")).json();
    owned["/api/security/sessions/:id"] = sessions.find((s: { current: boolean }) => !s.current).id;
  });

  afterAll(() => {
    console.log(`security suite (${process.env.TEST_DB}): ${counts.routes} API routes covered, ${counts.cases} cases tried`);
  });

  /** Row counts of every table a request could write to. */
  async function snapshot() {
    const [row] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`select (select count(*) from saved_prompts)::int as prompts, (select count(*) from saved_inputs)::int as inputs,
                 (select count(*) from saved_prompts where deleted_at is null)::int as shown_prompts,
                 (select count(*) from prompt_shares where revoked_at is null)::int as live_shares,
                 (select count(*) from saved_inputs where deleted_at is null)::int as shown_inputs,
                 (select count(*) from saved_prompt_versions)::int as versions,
                 (select count(*) from saved_prompts where pinned)::int as pinned, (select sum(use_count) from saved_prompts)::int as uses,
                 (select count(*) from generation_history)::int as history, (select count(*) from billing_transactions)::int as payments,
                 (select count(*) from users)::int as users, (select count(*) from webhook_events)::int as receipts, (select count(*) from contact_messages)::int as contact,
                 (select sum(remaining_generations) from subscriptions)::int as remaining`,
    );
    return row;
  }

  it("knows every route: each is public or protected, and every body route has a valid body on file", () => {
    const all = routes();
    counts.routes = all.length;
    expect(all.length).toBeGreaterThan(25);
    for (const key of protectedRoutes()) {
      const [method] = split(key);
      if (method !== "GET" && !WITHOUT_BODY.has(key)) expect(VALID_BODIES, `add a valid body for ${key}`).toHaveProperty([key]);
    }
  });

  it("answers 401 to a signed-out visitor on every protected route", async () => {
    for (const key of protectedRoutes()) {
      const [method, path] = split(key);
      const res = await call(t, newClient(), fill(path, "00000000-0000-4000-8000-000000000000"), {
        method,
        json: method === "GET" ? undefined : (VALID_BODIES[key] ?? {}),
      });
      counts.cases++;
      expect(res.status, key).toBe(401);
      expect((await res.json()).error.code, key).toBeTruthy();
    }
  });

  it("answers 403 to a non-admin on every admin route", async () => {
    for (const key of protectedRoutes().filter((k) => k.includes("/api/admin/"))) {
      const [method, path] = split(key);
      const res = await call(t, owner.client, fill(path, other.id), { method, json: method === "GET" ? undefined : VALID_BODIES[key] });
      counts.cases++;
      expect(res.status, key).toBe(403);
    }
  });

  it("answers 404 to another user's ids on every route that takes one, changing nothing", async () => {
    // A team's webhooks are the active team's: a user outside it is refused at the team (403), and another team's
    // member meeting an id of this one gets 404 (webhooks.test.ts).
    const idRoutes = protectedRoutes().filter((k) => k.includes(":id") && !k.includes("/api/admin/") && !k.includes("/api/teams/current/"));
    expect(idRoutes.length).toBeGreaterThan(0);
    const before = await snapshot();
    for (const key of idRoutes) {
      const [method, path] = split(key);
      const pattern = path;
      expect(owned, `add a fixture owned by another user for ${pattern}`).toHaveProperty([pattern]);
      const res = await call(t, other.client, fill(path, owned[pattern]!), { method, json: VALID_BODIES[key] });
      counts.cases++;
      expect(res.status, key).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    const prompts = await (await call(t, owner.client, "/api/saved-prompts")).json();
    expect(prompts.items[0].title).toBe("T");
  });

  const nested = () => {
    let value: Record<string, unknown> = { end: true };
    for (let i = 0; i < 2_000; i++) value = { a: value };
    return value;
  };
  /** Fields where any text is legitimate content (SQL-looking text in a title is just a title). */
  const FREE_TEXT = new Set(["description", "title", "content", "name", "tags", "checkoutToken", "additionalCustomization"]);
  /** `valid` with every non-free-text field set to `value`; undefined when the body has no such field. */
  const inFixedFields = (valid: unknown, value: string) => {
    const keys = Object.keys(valid as object).filter((k) => !FREE_TEXT.has(k) && typeof (valid as Record<string, unknown>)[k] !== "object");
    return keys.length ? { ...(valid as object), ...Object.fromEntries(keys.map((k) => [k, value])) } : undefined;
  };
  const BAD_BODIES: [string, string | ((valid: unknown) => unknown)][] = [
    ["malformed JSON", "{\"title\": "],
    ["an array", () => []],
    ["a string", () => "hello"],
    ["null", () => null],
    ["missing fields", () => ({})],
    ["wrong types", (valid) => Object.fromEntries(Object.keys(valid as object).map((k) => [k, { nested: [1, 2] }]))],
    ["a 1 MB string", (valid) => {
      const huge = "x".repeat(1024 * 1024);
      const strings = Object.entries(valid as object).filter(([, v]) => typeof v === "string");
      return strings.length ? { ...(valid as object), ...Object.fromEntries(strings.map(([k]) => [k, huge])) } : { ...(valid as object), title: huge };
    }],
    ["deep nesting", (valid) => ({ ...(valid as object), inputData: nested(), extra: nested() })],
    ["__proto__ and constructor keys", (valid) => {
      const fields = JSON.stringify(valid).slice(1, -1);
      // JSON.parse keeps "__proto__" as an own key, so it reaches the server as sent.
      return JSON.parse(`{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}${fields ? `, ${fields}` : ""}}`);
    }],
    ["SQL in enum and id fields", (valid) => inFixedFields(valid, "text' OR '1'='1'; drop table users; --")],
    ["script in enum and id fields", (valid) => inFixedFields(valid, "<script>window.__xss=1</script>")],
    ["a NUL character", (valid) => ({ ...(valid as object), title: "a\u0000b", name: "a\u0000b", content: "\u0000" })],
    ["a lone surrogate", (valid) => ({ ...(valid as object), title: "a\ud800b", name: "\udfff", content: "x\ud800" })],
  ];

  it("answers bad input on every route with a body with a 4xx in the error shape, never a 5xx, storing nothing", async () => {
    for (const key of protectedRoutes()) {
      const [method, path] = split(key);
      if (method === "GET" || WITHOUT_BODY.has(key)) continue;
      const caller = key.includes("/api/admin/") ? admin : owner;
      const target = key.includes("/api/admin/") ? other.id : (owned[path] ?? "");
      for (const [label, make] of BAD_BODIES) {
        const payload = typeof make === "string" ? make : make(VALID_BODIES[key]);
        if (payload === undefined) continue;
        const before = await snapshot();
        const body = typeof payload === "string" && typeof make === "string" ? payload : JSON.stringify(payload);
        const res = await t.app.request(
          fill(path, target),
          { method, headers: { "content-type": "application/json", origin: t.config.appUrl, cookie: caller.client.cookie }, body },
          { incoming: { socket: { remoteAddress: caller.client.ip } } },
        );
        counts.cases++;
        expect(res.status, `${key}: ${label}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${key}: ${label}`).toBeLessThan(500);
        expect((await res.json()).error.message, `${key}: ${label}`).toBeTruthy();
        expect(await snapshot(), `${key}: ${label}`).toEqual(before);
      }
    }
  });

  it("answers bad input on the public contact form with a 4xx in the error shape, storing nothing", async () => {
    const valid = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question about plans." };
    for (const [label, make] of BAD_BODIES) {
      const payload = typeof make === "string" ? make : make(valid);
      if (payload === undefined) continue;
      const before = await snapshot();
      const res = await t.app.request(
        "/api/contact",
        { method: "POST", headers: { "content-type": "application/json", origin: t.config.appUrl }, body: typeof payload === "string" && typeof make === "string" ? payload : JSON.stringify(payload) },
        { incoming: { socket: { remoteAddress: newClient().ip } } },
      );
      counts.cases++;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect((await res.json()).error.message, label).toBeTruthy();
      expect(await snapshot(), label).toEqual(before);
    }
  });

  it("answers a share link's public read with the prompt alone, and any other token with a 404, never a 5xx", async () => {
    const live = await call(t, newClient(), `/api/shared/${shareToken}`);
    expect(live.status).toBe(200);
    expect(Object.keys(await live.json()).sort()).toEqual(["content", "promptType", "tags", "title", "variables"]);
    const tokens = [owned["/api/saved-prompts/:id"]!, owned["/api/shares/:id"]!, shareToken.slice(0, -1), `${shareToken}x`, "%27%20OR%201%3D1--", "x".repeat(5000), "%3Cscript%3E", "%E0%A4%A"];
    for (const token of tokens) {
      const res = await call(t, newClient(), `/api/shared/${token}`);
      counts.cases++;
      expect(res.status, token).toBe(404);
      expect((await res.json()).error.code, token).toBe("not_found");
    }
  });

  it("answers bad query strings with a 4xx or an empty answer, never a 5xx", async () => {
    const queries = ["?limit=abc", "?limit=-1", "?limit=100000", "?cursor=not-a-uuid", "?cursor=99999999999999999_00000000-0000-4000-8000-000000000000", "?cursor=1_x", "?q=%00", "?q=" + "x".repeat(5000), "?tags=" + "t,".repeat(500), "?q=%27%20OR%201%3D1--", "?q=%3Cscript%3E", "?format=exe", "?q=%E0%A4%A"];
    for (const key of protectedRoutes().filter((k) => k.startsWith("GET ") && !k.includes(":id"))) {
      const [, path] = split(key);
      const caller = key.includes("/api/admin/") ? admin : owner;
      for (const query of queries) {
        const res = await call(t, caller.client, path + query);
        counts.cases++;
        expect(res.status, `${key}${query}`).toBeLessThan(500);
        if (res.status >= 400) expect((await res.json()).error.message).toBeTruthy();
      }
    }
  });

  it("ignores fields that would set a role, a plan, an allowance, a status or an owner", async () => {
    const smuggled = {
      isAdmin: true, is_admin: true, accountStatus: "active", account_status: "active", planId: "teams", plan_id: "teams",
      plan: "teams", remaining: 999_999, remainingGenerations: 999_999, totalGenerations: 999_999, userId: other.id, user_id: other.id, id: "f00dfeed-0000-4000-8000-000000000000",
    };
    for (const key of protectedRoutes().filter((k) => !k.startsWith("GET ") && !k.includes("/api/admin/") && !WITHOUT_BODY.has(k))) {
      const [method, path] = split(key);
      await call(t, owner.client, fill(path, owned[path] ?? ""), { method, json: { ...(VALID_BODIES[key] as object), ...smuggled } });
      counts.cases++;
    }
    const [me] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(me).toMatchObject({ isAdmin: false, accountStatus: "active" });
    const [mine] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(mine?.planId).toBe("free");
    expect(mine!.totalGenerations).toBe(5);
    const stolen = await queryRows<{ n: number }>(
      t.database.db,
      sql`select ((select count(*) from saved_prompts where user_id = ${other.id}) + (select count(*) from saved_inputs where user_id = ${other.id})
                 + (select count(*) from prompt_shares where user_id = ${other.id}))::int as n`,
    );
    expect(stolen[0]?.n).toBe(0);
    expect(await queryRows(t.database.db, sql`select id from saved_prompts where id = 'f00dfeed-0000-4000-8000-000000000000'`)).toEqual([]);
  });

  it("opens no /api/v1 route to a session or to nothing at all: only an API key", async () => {
    expect(keyRoutes().length).toBeGreaterThan(8);
    for (const key of keyRoutes()) {
      const [method, path] = split(key);
      for (const client of [owner.client, newClient()]) {
        const res = await call(t, client, fill(path, owned["/api/saved-prompts/:id"]!), { method, json: method === "GET" ? undefined : {} });
        counts.cases++;
        expect(res.status, key).toBe(401);
      }
    }
  });

  it("refuses every state-changing request sent from another site", async () => {
    const unsafe = routes().filter((k) => !k.startsWith("GET ") && !forKeys(k) && !k.startsWith("POST /api/billing/webhooks"));
    for (const key of unsafe) {
      const [method, path] = split(key);
      const before = await snapshot();
      const res = await call(t, owner.client, fill(path.replace("/*", "/sign-out"), owned[path] ?? other.id), {
        method,
        json: VALID_BODIES[key] ?? {},
        headers: { origin: "https://evil.example" },
      });
      counts.cases++;
      expect(res.status, key).toBe(403);
      expect(await snapshot(), key).toEqual(before);
    }
    expect((await call(t, owner.client, "/api/account")).status).toBe(200);
  });

  it("sends the security headers on pages and API answers, and an HttpOnly SameSite session cookie", async () => {
    for (const path of ["/api/health", "/api/account", "/", "/build-text"]) {
      const res = await call(t, owner.client, path);
      counts.cases++;
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBeTruthy();
    }
    const client = newClient();
    const res = await call(t, client, "/api/auth/sign-in/email", { json: { email: owner.email, password: owner.password } });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });
});

describe("security suite: production over https", () => {
  const t = setupTestApp({ env: PRODUCTION_ENV });

  it("marks the session cookie Secure and sends HSTS", async () => {
    const user = await signedInUser(t);
    const res = await call(t, newClient(), "/api/auth/sign-in/email", { json: { email: user.email, password: user.password } });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("security suite: a member of team A never reaches team B", () => {
  const t = setupTestApp();
  type User = Awaited<ReturnType<typeof signedInUser>>;
  let ownerA: User;
  let editorA: User;
  let teamA: string;
  let ownerB: User;
  const ofTeamA: Record<string, string> = {};
  const TEAM_A_TITLE = "Team A's secret voice";

  /** Every signed-in route that acts in a workspace on an item id (library, versions, share links, History). */
  const workspaceIdRoutes = () =>
    [...new Set(t.app.routes.map((r) => `${r.method} ${r.path}`))].filter(
      (key) => key.includes(":id") && /^(GET|POST|PUT|PATCH|DELETE) \/api\/(saved-prompts|saved-inputs|shares|history)\//.test(key),
    );

  /** Team A as it stands: its members and roles, its pending invitations, its library and its pool. */
  async function teamAState() {
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select (select json_agg(json_build_object('user', user_id, 'role', role) order by user_id) from team_members where team_id = ${teamA}) as members,
                 (select json_agg(json_build_object('id', id, 'status', status) order by id) from team_invitations where team_id = ${teamA}) as invitations,
                 (select count(*)::int from saved_prompts where team_id = ${teamA} and deleted_at is null) as prompts,
                 (select count(*)::int from saved_inputs where team_id = ${teamA} and deleted_at is null) as inputs,
                 (select count(*)::int from prompt_shares s join saved_prompts p on p.id = s.prompt_id where p.team_id = ${teamA} and s.revoked_at is null) as shares,
                 (select name || ':' || seat_limit || ':' || remaining_generations from teams where id = ${teamA}) as team`,
    );
    return row;
  }

  beforeAll(async () => {
    ({ owner: ownerA, teamId: teamA } = await teamOwner(t, "Team A"));
    editorA = await teamMember(t, ownerA, teamA, "editor");
    ({ owner: ownerB } = await teamOwner(t, "Team B"));
    const json = async (path: string, body?: unknown) => (await call(t, ownerA.client, path, { json: body })).json();
    const prompt = await json("/api/saved-prompts", { title: TEAM_A_TITLE, content: "C", promptType: "text", tags: "a" });
    const input = await json("/api/saved-inputs", VALID_BODIES["POST /api/saved-inputs"]);
    const share = await json(`/api/saved-prompts/${prompt.id}/share`, { expiresInDays: null });
    await json("/api/generate-prompt", VALID_BODIES["POST /api/generate-prompt"]);
    const history = await (await call(t, ownerA.client, "/api/history")).json();
    for (const key of workspaceIdRoutes()) {
      const path = key.split(" ")[1]!;
      if (path.startsWith("/api/saved-prompts/")) ofTeamA[path] = prompt.id;
      if (path.startsWith("/api/saved-inputs/")) ofTeamA[path] = input.id;
    }
    ofTeamA["/api/shares/:id"] = share.id;
    ofTeamA["/api/history/:id"] = history.items[0].id;
    for (const kind of ["prompts", "inputs"]) {
      const { id } = await json(`/api/saved-${kind}`, VALID_BODIES[`POST /api/saved-${kind}`]);
      await call(t, ownerA.client, `/api/saved-${kind}/${id}`, { method: "DELETE" });
      ofTeamA[`/api/saved-${kind}/:id/restore`] = id;
    }
    await call(t, ownerA.client, "/api/auth/organization/invite-member", { json: { email: "pending@example.com", role: "viewer", organizationId: teamA } });
  });

  it("answers 404 to team A's ids on every workspace route, from team B's owner, changing nothing", async () => {
    const before = await teamAState();
    for (const key of workspaceIdRoutes()) {
      const [method, path] = key.split(" ") as [string, string];
      expect(ofTeamA, `add a team A fixture for ${path}`).toHaveProperty([path]);
      const body = path.endsWith("/copy") ? { teamId: null } : VALID_BODIES[key];
      const res = await call(t, ownerB.client, path.replace(":id", ofTeamA[path]!).replace(":version", "1").replace(":label", "production"), { method, json: body });
      expect(res.status, key).toBe(404);
    }
    expect(await teamAState()).toEqual(before);
  });

  it("lists nothing of team A in team B's library, History, share links, tags, exports and team pages", async () => {
    const lists = ["/api/saved-prompts", "/api/saved-inputs", "/api/history", "/api/shares", "/api/saved-prompts/tags", "/api/saved-prompts/export", "/api/saved-inputs/export", "/api/history/export", "/api/teams/current", "/api/teams/current/usage", "/api/teams/current/activity"];
    for (const path of lists) {
      const res = await call(t, ownerB.client, path);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      for (const secret of [TEAM_A_TITLE, teamA, ownerA.email, editorA.email, "pending@example.com", ...Object.values(ofTeamA)]) {
        expect(text.includes(secret), `${path} shows ${secret}`).toBe(false);
      }
    }
  });

  it("refuses team B's owner every membership action on team A, changing nothing", async () => {
    const { members, invitations } = (await (await call(t, ownerA.client, "/api/teams/current")).json()) as {
      members: { id: string; email: string }[];
      invitations: { id: string }[];
    };
    const editorMember = members.find((m) => m.email === editorA.email)!.id;
    const before = await teamAState();
    const attempts: [string, unknown][] = [
      ["/api/auth/organization/invite-member", { email: "intruder@example.com", role: "admin", organizationId: teamA }],
      ["/api/auth/organization/invite-member", { email: "pending@example.com", role: "viewer", organizationId: teamA, resend: true }],
      ["/api/auth/organization/cancel-invitation", { invitationId: invitations[0]!.id }],
      ["/api/auth/organization/accept-invitation", { invitationId: invitations[0]!.id }],
      ["/api/auth/organization/reject-invitation", { invitationId: invitations[0]!.id }],
      ["/api/auth/organization/update-member-role", { memberId: editorMember, role: "viewer", organizationId: teamA }],
      ["/api/auth/organization/remove-member", { memberIdOrEmail: editorA.email, organizationId: teamA }],
      ["/api/auth/organization/leave", { organizationId: teamA }],
      ["/api/auth/organization/update", { organizationId: teamA, data: { name: "Taken" } }],
      ["/api/auth/organization/delete", { organizationId: teamA }],
      ["/api/teams/current/transfer", { memberId: editorMember }],
      // Last: refused, it also moves the session back to the personal workspace (better-auth's rule).
      ["/api/auth/organization/set-active", { organizationId: teamA }],
    ];
    for (const [path, body] of attempts) {
      const res = await call(t, ownerB.client, path, { json: body });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    for (const path of [
      `/api/auth/organization/get-full-organization?organizationId=${teamA}`,
      `/api/auth/organization/list-members?organizationId=${teamA}`,
      `/api/auth/organization/list-invitations?organizationId=${teamA}`,
    ]) {
      const res = await call(t, ownerB.client, path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
    }
    // Copying into a team one is not in is the same 404 as a team that does not exist.
    const own = await (await call(t, ownerB.client, "/api/saved-prompts", { json: { title: "B", content: "B", promptType: "text" } })).json();
    expect((await call(t, ownerB.client, `/api/saved-prompts/${own.id}/copy`, { json: { teamId: teamA } })).status).toBe(404);
    expect(await teamAState()).toEqual(before);
    expect(await (await call(t, ownerB.client, "/api/session")).json()).toMatchObject({ team: null });
  });
});
