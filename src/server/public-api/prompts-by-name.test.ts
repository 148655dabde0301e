import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm, toArtPayload, toTextPayload } from "@/domain/builders";
import { type KeyRequest, userWithKey as userWithKeyOf, withKey as withKeyOf } from "../../../tests/support/api-keys";
import { teamOwner } from "../../../tests/support/teams";
import { setupTestApp } from "../../../tests/support/test-app";
import { call } from "../../../tests/support/users";

const t = setupTestApp();

const withKey = (key: string, path: string, init?: KeyRequest) => withKeyOf(t, key, path, init);
const userWithKey = () => userWithKeyOf(t);

async function save(key: string, body: Record<string, unknown>) {
  const res = await withKey(key, "/api/v1/saved-prompts", { json: { content: "Write a haiku", promptType: "text", ...body } });
  return { status: res.status, body: await res.json() };
}

async function refusal(res: Response) {
  // /api/v1 refuses with problem details: `detail` is the message.
  const problem = (await res.json()) as { code: string; detail: string; fields?: Record<string, string[]> };
  return { status: res.status, code: problem.code, message: problem.detail, ...(problem.fields && { fields: problem.fields }) };
}

describe("names of saved prompts", () => {
  it("are suggested from the title, unique in the workspace, and can be given, changed and refused", async () => {
    const user = await userWithKey();
    expect((await save(user.key, { title: "Launch e-mail: Q3!" })).body.name).toBe("launch-e-mail-q3");
    expect((await save(user.key, { title: "Launch  e-mail — Q3" })).body.name).toBe("launch-e-mail-q3-2");
    expect((await save(user.key, { title: "Café déjà vu" })).body.name).toBe("cafe-deja-vu");
    expect((await save(user.key, { title: "!!!" })).body.name).toBe("prompt");
    const given = await save(user.key, { title: "Anything", name: "welcome_v2" });
    expect(given.body.name).toBe("welcome_v2");

    const taken = await save(user.key, { title: "Other", name: "welcome_v2" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: "name_taken", fields: { name: ["Another prompt of this workspace already has this name"] } });

    const id = given.body.id;
    const rename = (name: unknown) => withKey(user.key, `/api/v1/saved-prompts/${id}`, { method: "PATCH", json: { name } });
    expect(await refusal(await rename("launch-e-mail-q3"))).toMatchObject({ status: 409, code: "name_taken" });
    for (const bad of ["Has Caps", "spaces here", "-leading", "a/b", "x".repeat(65), ""]) {
      const refused = await refusal(await rename(bad));
      expect(refused, bad).toMatchObject({ status: 400, code: "invalid_input" });
      expect(refused.fields?.name, bad).toHaveLength(1);
    }
    const renamed = await rename("welcome-email");
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe("welcome-email");
    expect((await withKey(user.key, "/api/v1/prompts/welcome-email")).status).toBe(200);
    expect((await withKey(user.key, "/api/v1/prompts/welcome_v2")).status).toBe(404);
    // A name breaking the rule in a path is told apart from an unknown one.
    expect(await refusal(await withKey(user.key, "/api/v1/prompts/Not%20A%20Name"))).toMatchObject({ status: 400, code: "invalid_input" });
  });

  it("are per workspace: another user's key, and a key in a team's owner's hands, find nothing by a name they do not hold", async () => {
    const user = await userWithKey();
    const other = await userWithKey();
    await save(user.key, { title: "Secret plan", content: "Hello {{who}}" });
    for (const [method, path, json] of [
      ["GET", "/api/v1/prompts/secret-plan", undefined],
      ["POST", "/api/v1/prompts/secret-plan/render", { variables: { who: "x" } }],
    ] as const) {
      expect(await refusal(await withKey(other.key, path, { method, json })), path).toMatchObject({ status: 404, code: "not_found" });
    }
    // The same name is free in another workspace.
    expect((await save(other.key, { title: "Secret plan" })).body.name).toBe("secret-plan");

    const { owner } = await teamOwner(t);
    const team = await call(t, owner.client, "/api/saved-prompts", { json: { title: "Team voice", content: "Our voice", promptType: "text" } });
    expect((await team.json()).name).toBe("team-voice");
    const again = await call(t, owner.client, "/api/saved-prompts", { json: { title: "Team voice", content: "Our voice", promptType: "text" } });
    expect((await again.json()).name).toBe("team-voice-2");
    const ownerKey = (await (await call(t, owner.client, "/api/api-keys", { json: { name: "script" } })).json()).key as string;
    // A key acts in the personal workspace only: the team's prompt is not found by its name.
    expect((await withKey(ownerKey, "/api/v1/prompts/team-voice")).status).toBe(404);
    expect((await save(ownerKey, { title: "Team voice" })).body.name).toBe("team-voice");
  });
});

describe("labels and fetching by name", () => {
  it("serve production, else the newest; move as kept events; fetch by label or version", async () => {
    const user = await userWithKey();
    const { body: prompt } = await save(user.key, { title: "Greeting", content: "Hello {{name}}" });
    const patch = (json: object) => withKey(user.key, `/api/v1/saved-prompts/${prompt.id}`, { method: "PATCH", json });
    await patch({ content: "Hi {{name}}, welcome" });
    const move = (label: string, version: unknown) => withKey(user.key, `/api/v1/saved-prompts/${prompt.id}/labels/${label}`, { method: "PUT", json: { version } });
    const get = async (query = "") => {
      const res = await withKey(user.key, `/api/v1/prompts/greeting${query}`);
      return { status: res.status, body: await res.json() };
    };

    // No production label: the newest version.
    expect((await get()).body).toEqual({
      id: prompt.id,
      name: "greeting",
      title: "Greeting",
      promptType: "text",
      version: 2,
      labels: [],
      content: "Hi {{name}}, welcome",
      variables: ["name"],
      createdAt: expect.any(String),
    });
    const moved = await move("production", 1);
    expect(moved.status).toBe(200);
    expect((await moved.json()).labels).toEqual({ production: 1 });
    expect((await get()).body).toMatchObject({ version: 1, labels: ["production"], content: "Hello {{name}}" });
    expect(await get("?label=staging")).toMatchObject({ status: 404, body: { detail: 'No version of the prompt "greeting" is labelled "staging".' } });
    await move("staging", 2);
    expect((await get("?label=staging")).body).toMatchObject({ version: 2, labels: ["staging"] });
    expect((await get("?version=1")).body).toMatchObject({ version: 1, labels: ["production"] });
    expect(await get("?version=9")).toMatchObject({ status: 404, body: { detail: 'The prompt "greeting" has no version 9.' } });
    expect((await get("?version=1&label=staging")).status).toBe(400);
    // A new version does not move production.
    await patch({ content: "Hey {{name}}" });
    expect((await get()).body).toMatchObject({ version: 1 });

    await move("production", 3);
    await move("production", 3);
    expect(await refusal(await move("production", 7))).toMatchObject({ status: 400, fields: { version: ["This prompt has no version 7."] } });
    expect(await refusal(await move("Prod!", 1))).toMatchObject({ status: 400, code: "invalid_input" });
    const history = await (await withKey(user.key, `/api/v1/saved-prompts/${prompt.id}/versions`)).json();
    expect(history.versions.map((v: { version: number; labels: string[] }) => [v.version, v.labels])).toEqual([[3, ["production"]], [2, ["staging"]], [1, []]]);
    // Every move, newest first; moving a label where it points already kept none.
    expect(history.labelMoves.map(({ label, version, previousVersion }: Record<string, unknown>) => ({ label, version, previousVersion }))).toEqual([
      { label: "production", version: 3, previousVersion: 1 },
      { label: "staging", version: 2, previousVersion: null },
      { label: "production", version: 1, previousVersion: null },
    ]);
    // Who moved it, named as a version's author is.
    expect(history.labelMoves[0].movedByName).toBe(history.versions[0].authorName);
  });

  it("answers an ETag, 304 for a matching If-None-Match, and a new ETag once a label moves", async () => {
    const user = await userWithKey();
    const { body: prompt } = await save(user.key, { title: "Cached", content: "Text {{a}}" });
    const first = await withKey(user.key, "/api/v1/prompts/cached");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await withKey(user.key, "/api/v1/prompts/cached", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await withKey(user.key, `/api/v1/saved-prompts/${prompt.id}/labels/production`, { method: "PUT", json: { version: 1 } });
    const changed = await withKey(user.key, "/api/v1/prompts/cached", { headers: { "if-none-match": tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);

    const render = (headers?: Record<string, string>) => withKey(user.key, "/api/v1/prompts/cached/render", { json: { variables: { a: "x" } }, headers });
    const rendered = await render();
    expect(rendered.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect((await render({ "if-none-match": rendered.headers.get("etag")! })).status).toBe(304);
  });
});

describe("rendering by name", () => {
  it("fills every variable, ignores values the text does not use, and refuses a missing one by name", async () => {
    const user = await userWithKey();
    await save(user.key, { title: "Post", content: "Write about {{topic}} for {{audience}} in {{words}} words. {{topic}}!" });
    const render = (variables: unknown, query = "") => withKey(user.key, `/api/v1/prompts/post/render${query}`, { json: { variables } });

    const missing = await refusal(await render({ topic: "tea" }));
    expect(missing).toEqual({
      status: 400,
      code: "missing_variables",
      message: "Missing a value for the variables audience, words.",
      fields: { "variables.audience": ["Missing a value for audience"], "variables.words": ["Missing a value for words"] },
    });
    const res = await render({ topic: "tea", audience: "{{topic}} lovers", words: 150, unused: "ignored" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: expect.any(String),
      name: "post",
      title: "Post",
      promptType: "text",
      version: 1,
      labels: [],
      variables: ["topic", "audience", "words"],
      // A value is put in as it is: braces in it are not filled in again.
      text: "Write about tea for {{topic}} lovers in 150 words. tea!",
    });
    expect((await render({ topic: { nested: true }, audience: "a", words: "1" })).status).toBe(400);
    expect((await render({ topic: "t", audience: "a", words: "1" }, "?version=2")).status).toBe(404);
  });
});

describe("GET /api/v1/history", () => {
  it("pages and filters the key's generations as /api/history does for the session", async () => {
    const user = await userWithKey();
    for (const json of [toTextPayload({ ...defaultTextForm, industry: "finance" }), { ...toArtPayload(defaultArtForm, "a lighthouse"), target: "midjourney" }]) {
      expect((await withKey(user.key, "/api/v1/generate", { json })).status).toBe(200);
    }
    const viaKey = async (query: string) => (await withKey(user.key, `/api/v1/history${query}`)).json();
    const viaSession = async (query: string) => (await call(t, user.client, `/api/history${query}`)).json();
    const all = await viaKey("");
    expect(all.items.map((item: { generationType: string }) => item.generationType)).toEqual(["art", "text"]);
    expect(all).toEqual(await viaSession(""));
    expect((await viaKey("?type=text")).items).toHaveLength(1);
    const first = await viaKey("?limit=1");
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await viaKey(`?limit=1&cursor=${first.nextCursor}`);
    expect(second).toEqual(await viaSession(`?limit=1&cursor=${first.nextCursor}`));
    expect(second.items[0].id).toBe(all.items[1].id);
    expect((await withKey(user.key, `/api/v1/history/${all.items[0].id}`)).status).toBe(200);

    const other = await userWithKey();
    expect((await (await withKey(other.key, "/api/v1/history")).json()).items).toEqual([]);
    expect((await withKey(other.key, `/api/v1/history/${all.items[0].id}`)).status).toBe(404);
  });

  it("is in the document with the operations of names and labels", async () => {
    const document = await (await t.app.request("/api/openapi.json")).json();
    expect(document.paths["/api/v1/prompts/{name}"].get.operationId).toBe("getPromptByName");
    expect(document.paths["/api/v1/prompts/{name}/render"].post.operationId).toBe("renderPrompt");
    expect(document.paths["/api/v1/history"].get.security).toEqual([{ apiKey: ["read"] }]);
    expect(document.paths["/api/v1/saved-prompts/{id}/labels/{label}"].put).toBeDefined();
  });
});
