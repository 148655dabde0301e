import { Hono } from "hono";
import { z } from "zod";
import type { AdjustableClock } from "../clock";
import { readJson } from "../http/body";
import type { AppEnv } from "../http/context";

/** Mounted only when NODE_ENV=test: browser journeys move the clock past a billing period's end. */
export function testingRoutes(clock: AdjustableClock) {
  return new Hono<AppEnv>().post("/clock", async (c) => {
    const { offsetMs } = await readJson(c, z.object({ offsetMs: z.number().int().min(0) }));
    clock.offsetMs = offsetMs;
    return c.json({ now: clock.now().toISOString() });
  });
}
