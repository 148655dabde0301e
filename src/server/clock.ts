/**
 * The time the rules run on: allowance periods, billing events, checkout expiry, restore windows, rate-limit
 * windows, statistics, export dates. Two times stay on the wall clock: a session's age (better-auth dates and
 * expires sessions by it, so the 30-day limit and a fresh sign-in are read on the same clock) and a payment
 * provider's signature date (its own real clock, checked by its SDK against ours).
 */
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
