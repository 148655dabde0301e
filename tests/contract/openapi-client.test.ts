import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { type ApiDocument, operationFinder } from "../support/contract";
import { subscriptions } from "@/server/db/schema-billing";
import { API_KEY_RATE_LIMIT } from "@/server/public-api/http-manners";
import { setupTestApp } from "../support/test-app";
import { call, signedInUser } from "../support/users";
import { exchangesFor } from "./exchanges";

const t = setupTestApp();
const here = path.dirname(fileURLToPath(import.meta.url));
const CALLS = path.join(here, "v1-calls.ts");

async function document(): Promise<ApiDocument & { components: { schemas: Record<string, Record<string, unknown>> } }> {
  return (await t.app.request("/api/openapi.json")).json();
}

/** A Pro user (room for the prompts the calls save) with a key. */
async function userWithKey() {
  const user = await signedInUser(t);
  await t.database.db.update(subscriptions).set({ planId: "pro", remainingGenerations: 500, totalGenerations: 500 }).where(eq(subscriptions.userId, user.id));
  const created = await call(t, user.client, "/api/api-keys", { json: { name: "Contract" } });
  const { key, id } = (await created.json()) as { key: string; id: string };
  return { ...user, key, keyId: id };
}

/** Type-checks `file` as strict as the project's own code; answers the diagnostics, one line each. */
function typeCheck(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

describe("the API document, read by tools nobody here wrote", () => {
  // Generating and type-checking a client of the whole API takes a few seconds of CPU: more on a busy machine.
  it("generates a client (openapi-typescript) that type-checks strictly and runs every /api/v1 operation (openapi-fetch)", { timeout: 240_000 }, async () => {
    const doc = await document();
    mkdirSync(path.join(here, "../../.tmp"), { recursive: true });
    const dir = mkdtempSync(path.join(here, "../../.tmp/contract-"));
    try {
      writeFileSync(path.join(dir, "openapi-types.ts"), astToString(await openapiTS(doc as never)));
      copyFileSync(CALLS, path.join(dir, "v1-calls.ts"));
      expect(typeCheck(path.join(dir, "v1-calls.ts"))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // One call per operation: an operation added to /api/v1 fails here until v1-calls.ts calls it.
    const v1 = Object.entries(doc.paths)
      .filter(([template]) => template.startsWith("/api/v1/"))
      .flatMap(([, item]) => Object.values(item).map((operation) => operation.operationId));
    // Imported by its path, so that the project's own type check does not follow it to the generated types.
    const { calls } = (await import(/* @vite-ignore */ CALLS)) as { calls: Record<string, (api: never) => Promise<unknown>> };
    expect(Object.keys(calls).sort()).toEqual(v1.sort());

    const { key } = await userWithKey();
    const api = createClient({
      baseUrl: "http://localhost",
      headers: { Authorization: `Bearer ${key}` },
      fetch: (request) => Promise.resolve(t.app.request(request)),
    });
    for (const [operationId, run] of Object.entries(calls)) {
      await run(api as never).catch((error: Error) => {
        throw new Error(`${operationId}: ${error.message}`);
      });
    }
  });

  it("answers over a thousand varied requests, errors included, only as the document says", { timeout: 240_000 }, async () => {
    const doc = await document();
    const operationOf = operationFinder(doc);
    const user = await userWithKey();
    const prompt = (await (await call(t, user.client, "/api/saved-prompts", { json: { title: "Owned", content: "Text", promptType: "text" } })).json()) as { id: string };
    const input = (await (await call(t, user.client, "/api/saved-inputs", { json: { name: "Owned", inputType: "text", inputData: {} } })).json()) as { id: string };
    const owned = (template: string, name: string) =>
      name === "version" ? "1" : template.includes("/saved-prompts/") ? prompt.id : template.includes("/saved-inputs/") ? input.id : template.includes("/api-keys/") ? user.keyId : undefined;

    const mismatches: string[] = [];
    const statuses = new Map<number, number>();
    let checked = 0;
    let withKey = 0;
    for (const [template, item] of Object.entries(doc.paths)) {
      if (template === "/api/auth/sign-out") continue; // ours: it would end the session every later request signs in with
      for (const [method, operation] of Object.entries(item)) {
        for (const exchange of exchangesFor(method, template, operation as never, doc.components.schemas, { cookie: user.client.cookie, key: user.key, owned })) {
          // A new window for the key now and then: its limit is not what this run looks at.
          if (exchange.headers.authorization?.includes(user.key) && ++withKey % (API_KEY_RATE_LIMIT.max - 10) === 0) t.clock.offsetMs += API_KEY_RATE_LIMIT.window * 1000;
          try {
            const init = { method: exchange.method, headers: exchange.headers, body: exchange.body };
            const res = await t.app.request(exchange.path, init, { incoming: { socket: { remoteAddress: exchange.ip } } });
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (operationOf(exchange.method, exchange.path.split("?")[0]!)) checked++;
          } catch (error) {
            mismatches.push(`${exchange.label}: ${(error as Error).message}`);
          }
        }
      }
    }
    t.clock.offsetMs = 0;
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(1000);
    // Varied: successes and refusals of many kinds.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 201, 204, 400, 401, 403, 404, 413, 415]));
    console.info(`contract: ${checked} exchanges checked; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  });
});
