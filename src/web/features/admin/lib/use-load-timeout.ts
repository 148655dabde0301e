import { useEffect, useState } from "react";

/** The dashboard gives up waiting for its first data after this long (spec: admin load 15 s). */
export const ADMIN_LOAD_TIMEOUT_MS = 15_000;

/**
 * True once `waiting` has stayed true for `ms` in the same `attempt` (a new attempt, such as Retry,
 * starts the clock again).
 */
export function useLoadTimeout(waiting: boolean, attempt: number, ms = ADMIN_LOAD_TIMEOUT_MS): boolean {
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(attempt), ms);
    return () => clearTimeout(timer);
  }, [waiting, attempt, ms]);
  return waiting && expired === attempt;
}
