import { describe, expect, it } from "vitest";
import { loadInTurns } from "./load";

describe("loadInTurns", () => {
  it("measures each line in slices, in turns, and the CPU each line's slices cost", async () => {
    const sent: string[] = [];
    const line = (name: string) => ({ name, send: async () => (sent.push(name), new Response("ok")) });
    let cpu = 0;
    // Each call moves the clock 5 ms on: every slice costs 5 ms of CPU.
    const rows = await loadInTurns([line("health"), line("composer")], { concurrency: 2, requests: 8, maxSeconds: 10 }, 2, () => (cpu += 5));

    expect(sent).toEqual([...Array(4).fill("health"), ...Array(4).fill("composer"), ...Array(4).fill("health"), ...Array(4).fill("composer")]);
    expect(rows.map(({ name, requests, errors }) => ({ name, requests, errors }))).toEqual([
      { name: "health", requests: 8, errors: 0 },
      { name: "composer", requests: 8, errors: 0 },
    ]);
    expect(rows.map((row) => row.serverCpuMs)).toEqual([10 / 8, 10 / 8]);
  });
});
