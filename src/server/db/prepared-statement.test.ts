import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/support/fixtures";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { preparedStatement, queryRows } from "./client";
import { subscriptions } from "./schema-billing";

/** A statement with a value of each kind the app's statements pass: text, integer, timestamp, JSON, and null. */
const echo = preparedStatement<
  { text: string | null; count: number; at: string; metadata: string },
  { text: string | null; count: number; at: Date; metadata: { kept: boolean } }
>(
  "test_echo",
  () => sql`select ${sql.placeholder("text")}::text as text, ${sql.placeholder("count")}::int as count,
    ${sql.placeholder("at")}::timestamptz as at, ${sql.placeholder("metadata")}::jsonb as metadata`,
);

const spendOne = preparedStatement<{ userId: string }, { remaining: number }>(
  "test_spend_one",
  () => sql`update ${subscriptions} set remaining_generations = remaining_generations - 1
    where user_id = ${sql.placeholder("userId")} returning remaining_generations as remaining`,
);

describe("statements written once (preparedStatement)", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it("passes and reads back each kind of value, the same on every run", async () => {
    const values = { text: "it's {{topic}}", count: 42, at: "2026-11-24T10:00:00.000Z", metadata: '{"kept":true}' };
    for (let run = 0; run < 3; run++) {
      expect(await echo(database.db, values)).toEqual([{ ...values, at: new Date(values.at), metadata: { kept: true } }]);
    }
    expect(await echo(database.db, { ...values, text: null })).toEqual([expect.objectContaining({ text: null })]);
  });

  it("is parsed once, under its name, on both databases", async () => {
    await echo(database.db, { text: "a", count: 1, at: new Date().toISOString(), metadata: "{}" });
    const prepared = await queryRows<{ name: string }>(
      database.db,
      sql`select name from pg_prepared_statements where name = 'test_echo'`,
    );
    expect(prepared.map((row) => row.name)).toEqual(["test_echo"]);
  });

  it("answers a database error as an error, and the next statements still run", async () => {
    await expect(echo(database.db, { text: "a", count: 1, at: "not a time", metadata: "{}" })).rejects.toThrow(/timestamp/);
    await expect(echo(database.db, { text: "a", count: 1, at: "2026-01-01T00:00:00Z", metadata: "{not json" })).rejects.toThrow(/json/i);
    expect(await echo(database.db, { text: "b", count: 2, at: "2026-01-01T00:00:00Z", metadata: "{}" })).toEqual([
      expect.objectContaining({ text: "b", count: 2 }),
    ]);
  });

  it("never runs inside another caller's open transaction", async () => {
    const userId = await insertUser(database.db);
    const [before] = await queryRows<{ remaining: number }>(
      database.db,
      sql`select remaining_generations as remaining from ${subscriptions} where user_id = ${userId}`,
    );
    let spent: Promise<unknown> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Started while the transaction is open: it must neither join it nor be undone with it.
        spent = spendOne(database.db, { userId });
        await new Promise((resolve) => setTimeout(resolve, 20));
        tx.rollback();
      })
      .catch(() => {});
    await spent;
    const [after] = await queryRows<{ remaining: number }>(
      database.db,
      sql`select remaining_generations as remaining from ${subscriptions} where user_id = ${userId}`,
    );
    expect(after!.remaining).toBe(before!.remaining - 1);
  });
});
