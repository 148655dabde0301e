import { describe, expect, it } from "vitest";
import { generationHistory, userGenerationCounts } from "@/server/db/schema-generation";
import { insertUser } from "../../../tests/support/fixtures";
import { setupTestApp } from "../../../tests/support/test-app";
import { recountGenerations } from "./records";

describe("recountGenerations", () => {
  const t = setupTestApp();

  it("sets each user's counters as the service keeps them: a generation per completed or failed row, a success per completed one", async () => {
    const db = t.database.db;
    const writer = await insertUser(db);
    const idle = await insertUser(db);
    const statuses = ["completed", "completed", "failed", "cancelled", "pending"] as const;
    await db.insert(generationHistory).values(statuses.map((status) => ({ userId: writer, generationType: "text" as const, modelUsed: "promptsmith-composer", status })));
    // Counters that no longer agree with the history are set again, not added to.
    await db.insert(userGenerationCounts).values({ userId: writer, totalGenerations: 99, successfulGenerations: 99 });

    await recountGenerations(db);

    const rows = await db.select().from(userGenerationCounts);
    expect(rows.filter((row) => [writer, idle].includes(row.userId))).toEqual([{ userId: writer, totalGenerations: 3, successfulGenerations: 2 }]);
  });
});
