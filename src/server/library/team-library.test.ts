import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { EXPORT_FORMAT, EXPORT_VERSION } from "@/domain/library";
import { PLANS, SAVED_PROMPTS_SAFETY_CAP } from "@/domain/plans";
import { users } from "@/server/db/schema";
import { generationHistory } from "@/server/db/schema-generation";
import { savedInputs, savedPrompts } from "@/server/db/schema-library";
import { setupTestApp } from "../../../tests/support/test-app";
import { switchTo, teamMember, teamOwner } from "../../../tests/support/teams";
import { call, type Client, newClient } from "../../../tests/support/users";

const t = setupTestApp();
type User = Awaited<ReturnType<typeof teamOwner>>["owner"];
type Role = "owner" | "editor" | "viewer";

const PROMPT = { title: "Team post", content: "Write about {{topic}}.", promptType: "text", tags: "team, launch", inputData: { ...defaultTextForm } };
const INPUT = { name: "Team lighthouse", inputType: "art", inputData: { ...defaultArtForm, prompt: "a lighthouse" } };

async function send(client: Client, path: string, init: { method?: string; json?: unknown } = {}) {
  const res = await call(t, client, path, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function created(client: Client, path: string, json: unknown) {
  const res = await send(client, path, { json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string } & Record<string, unknown>;
}

const promptRow = async (id: string) => (await t.database.db.select().from(savedPrompts).where(eq(savedPrompts.id, id)))[0];
const inputRow = async (id: string) => (await t.database.db.select().from(savedInputs).where(eq(savedInputs.id, id)))[0];
const teamPrompts = (teamId: string, title: string) =>
  t.database.db.select().from(savedPrompts).where(and(eq(savedPrompts.teamId, teamId), eq(savedPrompts.title, title)));
const nameOf = (user: User) => user.email.split("@")[0];

/** A team with an owner, an editor and a viewer, each session acting in the team. */
async function team(name = "Acme") {
  const { owner, teamId } = await teamOwner(t, name);
  const editor = await teamMember(t, owner, teamId, "editor");
  const viewer = await teamMember(t, owner, teamId, "viewer");
  return { teamId, members: { owner, editor, viewer } as Record<Role, User> };
}

/** Items of the team, made by its owner, for one role's run through every route. */
async function teamItems(owner: User, teamId: string) {
  const prompt = await created(owner.client, "/api/saved-prompts", PROMPT);
  const doomed = await created(owner.client, "/api/saved-prompts", { ...PROMPT, title: "Doomed" });
  const deleted = await created(owner.client, "/api/saved-prompts", { ...PROMPT, title: "Deleted" });
  expect((await send(owner.client, `/api/saved-prompts/${deleted.id}`, { method: "DELETE" })).status).toBe(204);
  const input = await created(owner.client, "/api/saved-inputs", INPUT);
  const doomedInput = await created(owner.client, "/api/saved-inputs", { ...INPUT, name: "Doomed" });
  const deletedInput = await created(owner.client, "/api/saved-inputs", { ...INPUT, name: "Deleted" });
  expect((await send(owner.client, `/api/saved-inputs/${deletedInput.id}`, { method: "DELETE" })).status).toBe(204);
  const share = (await created(owner.client, `/api/saved-prompts/${prompt.id}/share`, { expiresInDays: null })) as { id: string; url: string };
  const token = new URL(share.url).pathname.split("/").pop()!;
  const [generation] = await t.database.db
    .insert(generationHistory)
    .values({ userId: owner.id, teamId, generationType: "text", modelUsed: "none", status: "completed", promptContent: "Team generation" })
    .returning();
  return { owner, prompt, doomed, deleted, input, doomedInput, deletedInput, share, token, generation: generation! };
}

type Items = Awaited<ReturnType<typeof teamItems>>;
type Answer = Awaited<ReturnType<typeof send>>;

interface RouteCase {
  route: string;
  /** Whether viewers may call it too (reading and using); otherwise editors and above only. */
  viewers: boolean;
  run: (actor: User, items: Items) => Promise<Answer>;
  /** What an allowed call did. */
  done: (answer: Answer, actor: User, items: Items) => Promise<void> | void;
  /** For a refused call: nothing changed. */
  unchanged?: (items: Items) => Promise<void>;
}

const ROUTES = (teamId: string): RouteCase[] => [
  {
    route: "GET /api/saved-prompts",
    viewers: true,
    run: (a) => send(a.client, "/api/saved-prompts"),
    done: ({ body }, _a, items) => expect(body.items.map((p: { id: string }) => p.id)).toContain(items.prompt.id),
  },
  {
    route: "GET /api/saved-prompts/tags",
    viewers: true,
    run: (a) => send(a.client, "/api/saved-prompts/tags"),
    done: ({ body }) => expect(body.tags).toContainEqual({ tag: "team", count: 2 }),
  },
  {
    route: "GET /api/saved-prompts/export",
    viewers: true,
    run: (a) => send(a.client, "/api/saved-prompts/export"),
    done: ({ body }) => expect(body.prompts.map((p: { title: string }) => p.title).sort()).toEqual(["Doomed", "Team post"]),
  },
  {
    route: "GET /api/saved-prompts/:id",
    viewers: true,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}`),
    done: ({ body }, _a, i) => expect(body.id).toBe(i.prompt.id),
  },
  {
    route: "GET /api/saved-prompts/:id/versions",
    viewers: true,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/versions`),
    done: ({ body }) => expect(body.versions.map((v: { version: number }) => v.version)).toEqual([1]),
  },
  {
    route: "POST /api/saved-prompts/:id/use",
    viewers: true,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/use`, { json: { values: { topic: "tea" } } }),
    done: async ({ body }) => expect(body).toMatchObject({ useCount: 1, variableValues: { topic: "tea" } }),
  },
  {
    route: "POST /api/saved-prompts/:id/copy (to personal)",
    viewers: true,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/copy`, { json: { teamId: null } }),
    done: async ({ status, body }, a) => {
      expect(status).toBe(201);
      expect(await promptRow(body.id)).toMatchObject({ userId: a.id, teamId: null, title: "Team post" });
    },
  },
  {
    route: "POST /api/saved-prompts/import",
    viewers: false,
    run: (a) =>
      send(a.client, "/api/saved-prompts/import", {
        json: { format: EXPORT_FORMAT, version: EXPORT_VERSION, prompts: [{ title: "Imported", content: "C", promptType: "text", tags: [] }] },
      }),
    done: async ({ body }) => {
      expect(body).toEqual({ imported: 1, refused: [] });
      expect(await teamPrompts(teamId, "Imported")).toHaveLength(1);
    },
    unchanged: async () => expect(await teamPrompts(teamId, "Imported")).toHaveLength(0),
  },
  {
    route: "POST /api/saved-prompts",
    viewers: false,
    run: (a) => send(a.client, "/api/saved-prompts", { json: { ...PROMPT, title: "New one" } }),
    done: async ({ status, body }, a) => {
      expect(status).toBe(201);
      expect(body.createdBy).toEqual({ id: a.id, displayName: nameOf(a) });
      expect(await promptRow(body.id)).toMatchObject({ teamId, userId: a.id });
    },
    unchanged: async () => expect(await teamPrompts(teamId, "New one")).toHaveLength(0),
  },
  {
    route: "PATCH /api/saved-prompts/:id",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}`, { method: "PATCH", json: { content: "Edited about {{topic}}." } }),
    done: ({ body }, a) => expect(body).toMatchObject({ content: "Edited about {{topic}}.", updatedBy: { id: a.id, displayName: nameOf(a) } }),
    unchanged: async (i) => expect(await promptRow(i.prompt.id)).toMatchObject({ content: PROMPT.content, updatedById: null }),
  },
  {
    route: "POST /api/saved-prompts/:id/versions/:version/restore",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/versions/1/restore`, { json: {} }),
    done: ({ status, body }) => expect([status, body.content]).toEqual([200, PROMPT.content]),
    unchanged: async (i) => expect((await send(i.owner.client, `/api/saved-prompts/${i.prompt.id}/versions`)).body.versions).toHaveLength(1),
  },
  {
    route: "PUT /api/saved-prompts/:id/pin",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/pin`, { method: "PUT", json: { pinned: true } }),
    done: ({ body }) => expect(body.pinned).toBe(true),
    unchanged: async (i) => expect((await promptRow(i.prompt.id))!.pinned).toBe(false),
  },
  {
    route: "POST /api/saved-prompts/:id/duplicate",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/duplicate`, { method: "POST" }),
    done: async ({ status, body }) => {
      expect(status).toBe(201);
      expect(await promptRow(body.id)).toMatchObject({ teamId, title: "Team post (copy)" });
    },
    unchanged: async () => expect(await teamPrompts(teamId, "Team post (copy)")).toHaveLength(0),
  },
  {
    route: "POST /api/saved-prompts/:id/share",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.prompt.id}/share`, { json: { expiresInDays: 7 } }),
    done: ({ status, body }) => expect([status, body.promptTitle]).toEqual([201, "Team post"]),
    unchanged: async (i) => expect((await send(i.owner.client, "/api/shares")).body.items).toHaveLength(1),
  },
  {
    route: "DELETE /api/saved-prompts/:id",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.doomed.id}`, { method: "DELETE" }),
    done: async (_r, _a, i) => expect((await promptRow(i.doomed.id))!.deletedAt).not.toBeNull(),
    unchanged: async (i) => expect((await promptRow(i.doomed.id))!.deletedAt).toBeNull(),
  },
  {
    route: "POST /api/saved-prompts/:id/restore",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-prompts/${i.deleted.id}/restore`, { method: "POST" }),
    done: async (_r, _a, i) => expect((await promptRow(i.deleted.id))!.deletedAt).toBeNull(),
    unchanged: async (i) => expect((await promptRow(i.deleted.id))!.deletedAt).not.toBeNull(),
  },
  {
    route: "GET /api/saved-inputs",
    viewers: true,
    run: (a) => send(a.client, "/api/saved-inputs"),
    done: ({ body }, _a, i) => expect(body.items.map((x: { id: string }) => x.id)).toContain(i.input.id),
  },
  {
    route: "GET /api/saved-inputs/export",
    viewers: true,
    run: (a) => send(a.client, "/api/saved-inputs/export"),
    done: ({ body }) => expect(body.inputs.map((x: { name: string }) => x.name).sort()).toEqual(["Doomed", "Team lighthouse"]),
  },
  {
    route: "POST /api/saved-inputs/:id/copy (to personal)",
    viewers: true,
    run: (a, i) => send(a.client, `/api/saved-inputs/${i.input.id}/copy`, { json: { teamId: null } }),
    done: async ({ status, body }, a) => {
      expect(status).toBe(201);
      expect(await inputRow(body.id)).toMatchObject({ userId: a.id, teamId: null, name: "Team lighthouse" });
    },
  },
  {
    route: "POST /api/saved-inputs",
    viewers: false,
    run: (a) => send(a.client, "/api/saved-inputs", { json: { ...INPUT, name: "New inputs" } }),
    done: async ({ status, body }, a) => {
      expect(status).toBe(201);
      expect(body.createdBy).toEqual({ id: a.id, displayName: nameOf(a) });
      expect(await inputRow(body.id)).toMatchObject({ teamId, userId: a.id });
    },
    unchanged: async () =>
      expect(await t.database.db.select().from(savedInputs).where(and(eq(savedInputs.teamId, teamId), eq(savedInputs.name, "New inputs")))).toHaveLength(0),
  },
  {
    route: "PATCH /api/saved-inputs/:id",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-inputs/${i.input.id}`, { method: "PATCH", json: { name: "Renamed" } }),
    done: ({ body }, a) => expect(body).toMatchObject({ name: "Renamed", updatedBy: { id: a.id, displayName: nameOf(a) } }),
    unchanged: async (i) => expect((await inputRow(i.input.id))!.name).toBe("Team lighthouse"),
  },
  {
    route: "DELETE /api/saved-inputs/:id",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-inputs/${i.doomedInput.id}`, { method: "DELETE" }),
    done: async (_r, _a, i) => expect((await inputRow(i.doomedInput.id))!.deletedAt).not.toBeNull(),
    unchanged: async (i) => expect((await inputRow(i.doomedInput.id))!.deletedAt).toBeNull(),
  },
  {
    route: "POST /api/saved-inputs/:id/restore",
    viewers: false,
    run: (a, i) => send(a.client, `/api/saved-inputs/${i.deletedInput.id}/restore`, { method: "POST" }),
    done: async (_r, _a, i) => expect((await inputRow(i.deletedInput.id))!.deletedAt).toBeNull(),
    unchanged: async (i) => expect((await inputRow(i.deletedInput.id))!.deletedAt).not.toBeNull(),
  },
  {
    route: "GET /api/shares",
    viewers: true,
    run: (a) => send(a.client, "/api/shares"),
    done: ({ body }, _a, i) => expect(body.items.map((s: { id: string }) => s.id)).toContain(i.share.id),
  },
  {
    route: "POST /api/shared/:token/save",
    viewers: false,
    run: (a, i) => send(a.client, `/api/shared/${i.token}/save`, { method: "POST" }),
    done: async ({ status, body }, a) => {
      expect(status).toBe(201);
      expect(await promptRow(body.id)).toMatchObject({ teamId, userId: a.id });
    },
    unchanged: async (i) =>
      expect(await teamPrompts(teamId, "Team post")).toEqual([expect.objectContaining({ id: i.prompt.id })]),
  },
  {
    route: "DELETE /api/shares/:id",
    viewers: false,
    run: (a, i) => send(a.client, `/api/shares/${i.share.id}`, { method: "DELETE" }),
    done: async (_r, _a, i) => expect((await send(newClient(), `/api/shared/${i.token}`)).status).toBe(404),
    unchanged: async (i) => expect((await send(newClient(), `/api/shared/${i.token}`)).status).toBe(200),
  },
  {
    route: "GET /api/history",
    viewers: true,
    run: (a) => send(a.client, "/api/history"),
    done: ({ body }, _a, i) => expect(body.items.map((h: { id: string }) => h.id)).toEqual([i.generation.id]),
  },
  {
    route: "GET /api/history/export",
    viewers: true,
    run: (a) => send(a.client, "/api/history/export"),
    done: ({ body }) => expect(body.generations.map((g: { content: string }) => g.content)).toEqual(["Team generation"]),
  },
  {
    route: "GET /api/history/:id",
    viewers: true,
    run: (a, i) => send(a.client, `/api/history/${i.generation.id}`),
    done: ({ body }) => expect(body.content).toBe("Team generation"),
  },
];

describe("team library: what each role may do", () => {
  it.each(["owner", "editor", "viewer"] as const)("%s: every library, share and history route", async (role) => {
    const { teamId, members } = await team();
    const items = await teamItems(members.owner, teamId);
    const actor = members[role];
    for (const route of ROUTES(teamId)) {
      const answer = await route.run(actor, items);
      if (route.viewers || role !== "viewer") {
        expect(answer.status, `${route.route}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        await route.done(answer, actor, items);
      } else {
        expect(answer, route.route).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
        expect(answer.body.error.message).toMatch(/Viewers can use the team's prompts but not change them/);
        await route.unchanged!(items);
      }
    }
  });
});

describe("team library: workspaces apart", () => {
  it("keeps the personal and the team library apart, and team B out of team A's (404 like an unknown id)", async () => {
    const { teamId, members } = await team();
    const { owner } = members;
    const inTeam = await teamItems(owner, teamId);
    await switchTo(t, owner, null);
    const personal = await created(owner.client, "/api/saved-prompts", { ...PROMPT, title: "Mine" });
    const personalInput = await created(owner.client, "/api/saved-inputs", { ...INPUT, name: "Mine" });
    const [personalGeneration] = await t.database.db
      .insert(generationHistory)
      .values({ userId: owner.id, generationType: "text", modelUsed: "none", status: "completed", promptContent: "Mine" })
      .returning();

    const ids = async (client: Client, path: string) => (await send(client, path)).body.items.map((x: { id: string }) => x.id);
    expect(await ids(owner.client, "/api/saved-prompts")).toEqual([personal.id]);
    expect(await ids(owner.client, "/api/saved-inputs")).toEqual([personalInput.id]);
    expect(await ids(owner.client, "/api/history")).toEqual([personalGeneration!.id]);
    expect(await ids(owner.client, "/api/shares")).toEqual([]);
    // The team's items from the personal workspace: as unknown as an id that never existed.
    for (const path of [`/api/saved-prompts/${inTeam.prompt.id}`, `/api/saved-prompts/${inTeam.prompt.id}/versions`, `/api/history/${inTeam.generation.id}`]) {
      expect((await send(owner.client, path)).status, path).toBe(404);
    }
    expect((await send(owner.client, `/api/saved-inputs/${inTeam.input.id}`, { method: "PATCH", json: { name: "X" } })).status).toBe(404);
    expect((await send(owner.client, `/api/shares/${inTeam.share.id}`, { method: "DELETE" })).status).toBe(404);

    await switchTo(t, owner, teamId);
    expect(await ids(owner.client, "/api/saved-prompts")).not.toContain(personal.id);
    expect((await send(owner.client, `/api/saved-prompts/${personal.id}`)).status).toBe(404);
    expect((await send(owner.client, `/api/saved-prompts/${personal.id}/copy`, { json: { teamId: null } })).status).toBe(404);
    expect((await send(owner.client, `/api/history/${personalGeneration!.id}`)).status).toBe(404);

    const other = await teamOwner(t, "Beta");
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const [method, path, json] of [
      ["GET", `/api/saved-prompts/${inTeam.prompt.id}`],
      ["PATCH", `/api/saved-prompts/${inTeam.prompt.id}`, { title: "Taken" }],
      ["POST", `/api/saved-prompts/${inTeam.prompt.id}/use`, { values: {} }],
      ["POST", `/api/saved-prompts/${inTeam.prompt.id}/share`, { expiresInDays: null }],
      ["POST", `/api/saved-prompts/${inTeam.prompt.id}/copy`, { teamId: null }],
      ["DELETE", `/api/saved-prompts/${inTeam.prompt.id}`],
      ["POST", `/api/saved-inputs/${inTeam.input.id}/copy`, { teamId: null }],
      ["DELETE", `/api/shares/${inTeam.share.id}`],
      ["GET", `/api/history/${inTeam.generation.id}`],
    ] as const) {
      const answer = await send(other.owner.client, path, { method, json });
      const none = await send(other.owner.client, path.replace(/[0-9a-f-]{36}/, unknown), { method, json });
      expect(answer, `${method} ${path}`).toEqual(none);
      expect(answer.status).toBe(404);
    }
    expect(await ids(other.owner.client, "/api/saved-prompts")).toEqual([]);
    expect(await ids(other.owner.client, "/api/shares")).toEqual([]);
    expect(await ids(other.owner.client, "/api/history")).toEqual([]);
    expect(await promptRow(inTeam.prompt.id)).toMatchObject({ title: "Team post", deletedAt: null, useCount: 0 });
  });

  it("names who created an item and who changed it last", async () => {
    const { members } = await team();
    const { owner, editor } = members;
    const prompt = await created(editor.client, "/api/saved-prompts", PROMPT);
    expect(prompt).toMatchObject({ createdBy: { id: editor.id, displayName: nameOf(editor) }, updatedBy: null });
    await send(owner.client, `/api/saved-prompts/${prompt.id}`, { method: "PATCH", json: { title: "Retitled" } });
    // Pinning and using are not changes.
    await send(editor.client, `/api/saved-prompts/${prompt.id}/pin`, { method: "PUT", json: { pinned: true } });
    const [listed] = (await send(editor.client, "/api/saved-prompts")).body.items;
    expect(listed).toMatchObject({
      title: "Retitled",
      createdBy: { id: editor.id, displayName: nameOf(editor) },
      updatedBy: { id: owner.id, displayName: nameOf(owner) },
    });
    await t.database.db.update(users).set({ name: "Grace Hopper" }).where(eq(users.id, editor.id));
    expect((await send(owner.client, `/api/saved-prompts/${prompt.id}`)).body.createdBy).toEqual({ id: editor.id, displayName: "Grace Hopper" });

    const input = await created(owner.client, "/api/saved-inputs", INPUT);
    expect(input).toMatchObject({ createdBy: { id: owner.id, displayName: nameOf(owner) }, updatedBy: null });
    const renamed = await send(editor.client, `/api/saved-inputs/${input.id}`, { method: "PATCH", json: { name: "Renamed" } });
    expect(renamed.body.updatedBy).toEqual({ id: editor.id, displayName: "Grace Hopper" });
  });

  it("copies prompts and inputs both ways: a new item of the destination, created by the user", async () => {
    const { teamId, members } = await team();
    const { editor, viewer } = members;
    // From the team to the personal workspace: edited, pinned, used and shared in the team; the copy is none of those.
    const source = await created(editor.client, "/api/saved-prompts", PROMPT);
    await send(editor.client, `/api/saved-prompts/${source.id}`, { method: "PATCH", json: { content: "Second {{topic}}" } });
    await send(editor.client, `/api/saved-prompts/${source.id}/pin`, { method: "PUT", json: { pinned: true } });
    await send(editor.client, `/api/saved-prompts/${source.id}/use`, { json: { values: { topic: "x" } } });
    await created(editor.client, `/api/saved-prompts/${source.id}/share`, { expiresInDays: null });
    const copy = await created(viewer.client, `/api/saved-prompts/${source.id}/copy`, { teamId: null });
    expect(copy).toMatchObject({
      title: "Team post",
      content: "Second {{topic}}",
      tags: ["team", "launch"],
      pinned: false,
      useCount: 0,
      variableValues: {},
      createdBy: { id: viewer.id, displayName: nameOf(viewer) },
      updatedBy: null,
    });
    await switchTo(t, viewer, null);
    expect((await send(viewer.client, "/api/saved-prompts")).body.items.map((p: { id: string }) => p.id)).toEqual([copy.id]);
    expect((await send(viewer.client, `/api/saved-prompts/${copy.id}/versions`)).body.versions).toMatchObject([{ version: 1, content: "Second {{topic}}" }]);
    expect((await send(viewer.client, "/api/shares")).body.items).toEqual([]);

    // From the personal workspace into the team: only where the user edits.
    expect(await send(viewer.client, `/api/saved-prompts/${copy.id}/copy`, { json: { teamId } })).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    await switchTo(t, editor, null);
    const mine = await created(editor.client, "/api/saved-prompts", { ...PROMPT, title: "Personal" });
    const intoTeam = await created(editor.client, `/api/saved-prompts/${mine.id}/copy`, { teamId });
    expect(await promptRow(intoTeam.id)).toMatchObject({ teamId, userId: editor.id, title: "Personal" });
    const strangers = await teamOwner(t, "Strangers");
    expect((await send(editor.client, `/api/saved-prompts/${mine.id}/copy`, { json: { teamId: strangers.teamId } })).status).toBe(404);
    expect((await send(editor.client, `/api/saved-prompts/${mine.id}/copy`, { json: { teamId: "no-such-team" } })).status).toBe(404);

    const input = await created(editor.client, "/api/saved-inputs", INPUT);
    const inputIntoTeam = await created(editor.client, `/api/saved-inputs/${input.id}/copy`, { teamId });
    expect(await inputRow(inputIntoTeam.id)).toMatchObject({ teamId, userId: editor.id, name: "Team lighthouse" });
    expect(await send(viewer.client, `/api/saved-inputs/${input.id}/copy`, { json: { teamId: null } })).toMatchObject({ status: 404 });
    expect((await send(editor.client, `/api/saved-inputs/${input.id}/copy`, { json: { teamId: strangers.teamId } })).status).toBe(404);
    await switchTo(t, viewer, teamId);
    expect(await send(viewer.client, `/api/saved-inputs/${inputIntoTeam.id}/copy`, { json: { teamId } })).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
  });

  it("counts tags per workspace", async () => {
    const { teamId, members } = await team();
    const { owner } = members;
    await created(owner.client, "/api/saved-prompts", { ...PROMPT, tags: "shared, team-only" });
    await switchTo(t, owner, null);
    await created(owner.client, "/api/saved-prompts", { ...PROMPT, tags: "shared" });
    await created(owner.client, "/api/saved-prompts", { ...PROMPT, tags: "shared, mine" });
    expect((await send(owner.client, "/api/saved-prompts/tags")).body.tags).toEqual([
      { tag: "shared", count: 2 },
      { tag: "mine", count: 1 },
    ]);
    await switchTo(t, owner, teamId);
    expect((await send(owner.client, "/api/saved-prompts/tags")).body.tags).toEqual([
      { tag: "shared", count: 1 },
      { tag: "team-only", count: 1 },
    ]);
  });

  it("holds the personal workspace to the plan and a team only to the safety cap", async () => {
    const { teamId, members } = await team();
    const { owner, editor } = members;
    const freeLimit = PLANS.free.savedPromptLimit!;
    const fill = (count: number, values: { userId: string; teamId: string | null }) =>
      t.database.db.execute(
        sql`insert into saved_prompts (user_id, team_id, title, content, prompt_type)
            select ${values.userId}, ${values.teamId}, 'Filler', 'Filler', 'text' from generate_series(1, ${count}::int)`,
      );
    // The editor (Free) is full at home; the team takes more than the Free limit from them.
    await fill(freeLimit, { userId: editor.id, teamId: null });
    await fill(freeLimit, { userId: editor.id, teamId });
    const teamPrompt = await created(editor.client, "/api/saved-prompts", PROMPT);
    expect(await send(editor.client, `/api/saved-prompts/${teamPrompt.id}/copy`, { json: { teamId: null } })).toMatchObject({
      status: 403,
      body: { error: { code: "saved_prompts_limit" } },
    });
    await switchTo(t, editor, null);
    expect((await send(editor.client, "/api/saved-prompts", { json: PROMPT })).body.error.code).toBe("saved_prompts_limit");

    // A full team refuses saves, whoever's plan.
    await fill(SAVED_PROMPTS_SAFETY_CAP - freeLimit - 1, { userId: owner.id, teamId });
    expect(await send(owner.client, "/api/saved-prompts", { json: PROMPT })).toMatchObject({ status: 403, body: { error: { code: "saved_prompts_cap" } } });
    await switchTo(t, owner, null);
    expect((await send(owner.client, "/api/saved-prompts", { json: PROMPT })).status).toBe(201);
    const [{ count }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(savedPrompts)
      .where(and(eq(savedPrompts.teamId, teamId), isNull(savedPrompts.deletedAt)))) as [{ count: number }];
    expect(count).toBe(SAVED_PROMPTS_SAFETY_CAP);
  });

  it("shows a team's History with every member's generations and who ran each", async () => {
    const { teamId, members } = await team();
    const { owner, editor, viewer } = members;
    const row = { modelUsed: "none", generationType: "text" as const, status: "completed" as const };
    await t.database.db.insert(generationHistory).values([
      { ...row, userId: owner.id, teamId, promptContent: "By the owner", createdAt: new Date("2026-01-01T10:00:00Z") },
      { ...row, userId: editor.id, teamId, promptContent: "By the editor", createdAt: new Date("2026-01-01T11:00:00Z") },
      { ...row, userId: editor.id, teamId: null, promptContent: "The editor's own", createdAt: new Date("2026-01-01T12:00:00Z") },
    ]);
    const { body } = await send(viewer.client, "/api/history");
    expect(body.items.map((item: { preview: string; by: unknown }) => [item.preview, item.by])).toEqual([
      ["By the editor", { id: editor.id, displayName: nameOf(editor) }],
      ["By the owner", { id: owner.id, displayName: nameOf(owner) }],
    ]);
    const file = (await send(viewer.client, "/api/history/export")).body;
    expect(file.generations.map((g: { content: string }) => g.content)).toEqual(["By the editor", "By the owner"]);
    await switchTo(t, editor, null);
    expect((await send(editor.client, "/api/history")).body.items.map((item: { preview: string }) => item.preview)).toEqual(["The editor's own"]);
  });
});
