/** The time the rules run on (allowance periods, billing events). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Test-only: real time plus an offset that tests move forward (POST /api/test/clock, mounted only when
 * NODE_ENV=test), to see what happens at the end of a billing period without waiting a month.
 */
export function adjustableClock() {
  const clock = {
    offsetMs: 0,
    now: () => new Date(Date.now() + clock.offsetMs),
  };
  return clock;
}
export type AdjustableClock = ReturnType<typeof adjustableClock>;
