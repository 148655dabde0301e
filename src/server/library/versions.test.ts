import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedPromptVersions } from "@/server/db/schema-library";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, type Client, signedInUser } from "../../../tests/support/users";

interface Version {
  version: number;
  content: string;
  note: string | null;
  authorName: string | null;
  createdAt: string;
}

const MISSING = "00000000-0000-4000-8000-000000000000";

describe("versions of saved prompts", () => {
  const t = setupTestApp();
  const create = async (client: Client, content = "First text") => {
    const res = await call(t, client, "/api/saved-prompts", { json: { title: "Launch post", content, promptType: "text", tags: "launch" } });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; content: string };
  };
  const edit = (client: Client, id: string, json: Record<string, unknown>) =>
    call(t, client, `/api/saved-prompts/${id}`, { method: "PATCH", json });
  const versionsOf = async (client: Client, id: string) => {
    const res = await call(t, client, `/api/saved-prompts/${id}/versions`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { versions: Version[] }).versions;
  };
  const restore = (client: Client, id: string, version: number | string) =>
    call(t, client, `/api/saved-prompts/${id}/versions/${version}/restore`, { method: "POST" });
  const versionRows = (promptId: string) => t.database.db.select().from(savedPromptVersions).where(eq(savedPromptVersions.promptId, promptId));

  it("keeps every content: the saved one as version 1, each edit of it as the next, with its note and author", async () => {
    const { client } = await signedInUser(t);
    await call(t, client, "/api/account", { method: "PATCH", json: { name: "Ada Lovelace" } });
    const saved = await create(client);
    expect((await edit(client, saved.id, { content: "Second text", note: "  Shorter intro  " })).status).toBe(200);
    expect((await edit(client, saved.id, { content: "Third text" })).status).toBe(200);

    const versions = await versionsOf(client, saved.id);
    expect(versions.map(({ version, content, note, authorName }) => ({ version, content, note, authorName }))).toEqual([
      { version: 3, content: "Third text", note: null, authorName: "Ada Lovelace" },
      { version: 2, content: "Second text", note: "Shorter intro", authorName: "Ada Lovelace" },
      { version: 1, content: "First text", note: null, authorName: "Ada Lovelace" },
    ]);
    expect(Date.parse(versions[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(versions[2]!.createdAt));
  });

  it("numbers the versions of edits sent at once one after the other", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    const answers = await Promise.all(["Edit A", "Edit B", "Edit C"].map((content) => edit(client, saved.id, { content })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const versions = await versionsOf(client, saved.id);
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect((await (await call(t, client, `/api/saved-prompts/${saved.id}`)).json()).content).toBe(versions[0]!.content);
  });

  it("adds no version when the content stays the same, or when only the title or the tags change", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    expect((await edit(client, saved.id, { content: "First text", note: "Nothing really" })).status).toBe(200);
    expect((await edit(client, saved.id, { title: "Renamed", note: "Title only" })).status).toBe(200);
    expect((await edit(client, saved.id, { tags: "a, b" })).status).toBe(200);
    expect((await versionsOf(client, saved.id)).map((v) => v.version)).toEqual([1]);
  });

  it("refuses a note over 200 characters, changing nothing", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    const res = await edit(client, saved.id, { content: "Other", note: "n".repeat(201) });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toContain("note");
    expect(await versionRows(saved.id)).toHaveLength(1);
  });

  it("restores a version as a new version with the old content, and answers the prompt", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    await edit(client, saved.id, { content: "Second text" });
    const res = await restore(client, saved.id, 1);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: saved.id, content: "First text" });
    expect((await (await call(t, client, `/api/saved-prompts/${saved.id}`)).json()).content).toBe("First text");
    expect((await versionsOf(client, saved.id)).map(({ version, content, note }) => ({ version, content, note }))).toEqual([
      { version: 3, content: "First text", note: "Restored version 1" },
      { version: 2, content: "Second text", note: null },
      { version: 1, content: "First text", note: null },
    ]);
  });

  it("keeps the note given with a restore, and refuses a bad one", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    await edit(client, saved.id, { content: "Second text" });
    const restoreWith = (body: string) =>
      t.app.request(
        `/api/saved-prompts/${saved.id}/versions/1/restore`,
        { method: "POST", headers: { "content-type": "application/json", origin: t.config.appUrl, cookie: client.cookie }, body },
        { incoming: { socket: { remoteAddress: client.ip } } },
      );
    for (const body of [JSON.stringify({ note: "n".repeat(201) }), JSON.stringify({ note: 5 }), "{\"note\": "]) {
      expect((await restoreWith(body)).status, body).toBe(400);
    }
    expect(await versionRows(saved.id)).toHaveLength(2);
    expect((await restoreWith(JSON.stringify({ note: "Back to the first" }))).status).toBe(200);
    expect((await versionsOf(client, saved.id))[0]).toMatchObject({ version: 3, content: "First text", note: "Back to the first" });
  });

  it("answers 404 to a version the prompt does not have, restoring nothing", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    for (const version of [2, 0, "-1", "abc", "1.5", "99999999999"]) {
      const res = await restore(client, saved.id, version);
      expect(res.status, String(version)).toBe(404);
    }
    expect(await versionRows(saved.id)).toHaveLength(1);
  });

  it("answers another user, an unknown id and a deleted prompt with the same 404, changing nothing", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const saved = await create(owner.client);
    await edit(owner.client, saved.id, { content: "Second text" });

    for (const [client, id] of [
      [other.client, saved.id],
      [owner.client, MISSING],
      [owner.client, "not-a-uuid"],
    ] as const) {
      const list = await call(t, client, `/api/saved-prompts/${id}/versions`);
      const restored = await restore(client, id, 1);
      expect([list.status, restored.status]).toEqual([404, 404]);
      expect((await list.json()).error.message).toBe("Prompt not found.");
      expect((await restored.json()).error.message).toBe("Prompt not found.");
    }
    expect((await (await call(t, owner.client, `/api/saved-prompts/${saved.id}`)).json()).content).toBe("Second text");
    expect(await versionRows(saved.id)).toHaveLength(2);

    expect((await call(t, owner.client, `/api/saved-prompts/${saved.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(t, owner.client, `/api/saved-prompts/${saved.id}/versions`)).status).toBe(404);
    expect((await restore(owner.client, saved.id, 1)).status).toBe(404);
  });

  it("gives version 1 to a duplicated prompt", async () => {
    const { client } = await signedInUser(t);
    const saved = await create(client);
    await edit(client, saved.id, { content: "Second text" });
    const copy = await (await call(t, client, `/api/saved-prompts/${saved.id}/duplicate`, { method: "POST" })).json();
    expect((await versionsOf(client, copy.id)).map(({ version, content }) => ({ version, content }))).toEqual([
      { version: 1, content: "Second text" },
    ]);
  });

  it("exports each prompt's versions, and an import recreates them", async () => {
    const owner = await signedInUser(t);
    const saved = await create(owner.client);
    await edit(owner.client, saved.id, { content: "Second text", note: "Tighter" });
    const exported = await (await call(t, owner.client, "/api/saved-prompts/export?format=json")).json();
    expect(exported.prompts[0].versions).toEqual([
      { version: 1, content: "First text", note: null, createdAt: expect.any(String) },
      { version: 2, content: "Second text", note: "Tighter", createdAt: expect.any(String) },
    ]);

    const other = await signedInUser(t);
    expect(await (await call(t, other.client, "/api/saved-prompts/import", { json: exported })).json()).toEqual({ imported: 1, refused: [] });
    const [imported] = (await (await call(t, other.client, "/api/saved-prompts")).json()).items;
    const versions = await versionsOf(other.client, imported.id);
    expect(versions.map(({ version, content, note, createdAt }) => ({ version, content, note, createdAt }))).toEqual(
      [...exported.prompts[0].versions].reverse(),
    );
  });

  it("imports a file from before versions with version 1 from the content, and ends a changed file's history on the content", async () => {
    const { client } = await signedInUser(t);
    const item = { title: "Imported", content: "Current text", promptType: "text", tags: [] };
    const file = {
      format: "promptsmith.saved-prompts",
      version: 1,
      prompts: [
        { ...item, title: "Old file" },
        { ...item, title: "Edited by hand", versions: [{ version: 1, content: "Older text", note: "Kept", createdAt: "2026-01-05T10:00:00.000Z" }] },
        { ...item, title: "Bad version", versions: [{ version: 0, content: "", createdAt: "yesterday" }] },
      ],
    };
    const summary = await (await call(t, client, "/api/saved-prompts/import", { json: file })).json();
    expect(summary.imported).toBe(2);
    expect(summary.refused.map((r: { index: number; reasons: string[] }) => [r.index, r.reasons.map((reason) => reason.split(":")[0])])).toEqual([
      [2, ["versions.0.version", "versions.0.content", "versions.0.createdAt"]],
    ]);
    const items: { id: string; title: string }[] = (await (await call(t, client, "/api/saved-prompts")).json()).items;
    const historyOf = async (title: string) =>
      (await versionsOf(client, items.find((i) => i.title === title)!.id)).map(({ version, content, note }) => ({ version, content, note }));
    expect(await historyOf("Old file")).toEqual([{ version: 1, content: "Current text", note: null }]);
    expect(await historyOf("Edited by hand")).toEqual([
      { version: 2, content: "Current text", note: null },
      { version: 1, content: "Older text", note: "Kept" },
    ]);
  });

  it("removes the versions with the account", async () => {
    const owner = await signedInUser(t);
    const saved = await create(owner.client);
    await edit(owner.client, saved.id, { content: "Second text" });
    expect(await versionRows(saved.id)).toHaveLength(2);
    const deleted = await call(t, owner.client, "/api/account", { method: "DELETE", json: { currentPassword: owner.password } });
    expect(deleted.status).toBe(204);
    expect(await versionRows(saved.id)).toEqual([]);
  });
});
