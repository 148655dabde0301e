import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultTextForm } from "@/domain/builders";
import { apiKeys, users } from "@/server/db/schema";
import { savedInputs, savedPrompts } from "@/server/db/schema-library";
import { teamMembers } from "@/server/db/schema-teams";
import { giveTeamsPlan } from "../../../tests/support/teams";
import { setupTestApp } from "../../../tests/support/test-app";
import { call, signedInUser } from "../../../tests/support/users";

type User = Awaited<ReturnType<typeof signedInUser>>;
type ErrorBody = { error: { code: string; message: string; fields: Record<string, string[]> } };

/** What a long paste arrives as: far over every limit below. */
const LONG = "x".repeat(10_000);

// A text over its limit is refused whole, naming the field and its limit; it is never cut to fit and stored.
describe("text over its limit", () => {
  const t = setupTestApp();
  const db = () => t.database.db;

  const refused = async (res: Response, field: string, message: string) => {
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("invalid_input");
    expect(error.fields[field]).toEqual([message]);
  };

  const savePrompt = (user: User, title: string) =>
    call(t, user.client, "/api/saved-prompts", { json: { title, content: "A prompt", promptType: "text", tags: "" } });
  const saveInputs = (user: User, name: string) =>
    call(t, user.client, "/api/saved-inputs", { json: { name, inputType: "text", inputData: defaultTextForm } });

  it("refuses a saved prompt's title over 200 characters, new or renamed", async () => {
    const user = await signedInUser(t);
    await refused(await savePrompt(user, LONG), "title", "The title can have at most 200 characters");
    expect(await db().select().from(savedPrompts).where(eq(savedPrompts.userId, user.id))).toEqual([]);

    const saved = (await (await savePrompt(user, "Short")).json()) as { id: string };
    const rename = await call(t, user.client, `/api/saved-prompts/${saved.id}`, { method: "PATCH", json: { title: "x".repeat(201) } });
    await refused(rename, "title", "The title can have at most 200 characters");
    expect((await db().select().from(savedPrompts).where(eq(savedPrompts.id, saved.id)))[0]!.title).toBe("Short");
  });

  it("keeps a title of exactly 200 characters whole", async () => {
    const user = await signedInUser(t);
    const title = "y".repeat(200);
    expect((await savePrompt(user, title)).status).toBe(201);
    expect((await db().select().from(savedPrompts).where(eq(savedPrompts.userId, user.id)))[0]!.title).toBe(title);
  });

  it("refuses saved inputs' name over 200 characters, new or renamed", async () => {
    const user = await signedInUser(t);
    await refused(await saveInputs(user, LONG), "name", "The name can have at most 200 characters");
    expect(await db().select().from(savedInputs).where(eq(savedInputs.userId, user.id))).toEqual([]);

    const saved = (await (await saveInputs(user, "Short")).json()) as { id: string };
    const rename = await call(t, user.client, `/api/saved-inputs/${saved.id}`, { method: "PATCH", json: { name: LONG } });
    await refused(rename, "name", "The name can have at most 200 characters");
    expect((await db().select().from(savedInputs).where(eq(savedInputs.id, saved.id)))[0]!.name).toBe("Short");
  });

  it("refuses a team name over 60 characters", async () => {
    const user = await signedInUser(t);
    await giveTeamsPlan(t, user.id);
    await refused(await call(t, user.client, "/api/teams", { json: { name: LONG } }), "name", "The team name can have at most 60 characters");
    expect(await db().select().from(teamMembers).where(eq(teamMembers.userId, user.id))).toEqual([]);
  });

  it("refuses an API key's name over 100 characters", async () => {
    const user = await signedInUser(t);
    await refused(await call(t, user.client, "/api/api-keys", { json: { name: LONG } }), "name", "The name can have at most 100 characters");
    expect(await db().select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toEqual([]);
  });

  it("refuses a profile name over 100 characters", async () => {
    const user = await signedInUser(t);
    await refused(await call(t, user.client, "/api/account", { method: "PATCH", json: { name: LONG } }), "name", "Use at most 100 characters");
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.name).not.toBe(LONG);
  });
});
