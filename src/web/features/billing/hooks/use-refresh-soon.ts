import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { subscriptionQueryKey } from "../api/get-subscription";

/** The billing screen asks again this long after each action (spec: after a billing action 3 s). */
export const REFRESH_AFTER_ACTION_MS = 3_000;
/** …and also this soon after a downgrade (spec: after downgrade 1 s). */
export const REFRESH_AFTER_DOWNGRADE_MS = 1_000;

/** Refetches the subscription after each of `delays`; pending refetches are dropped when the screen goes. */
export function useRefreshSoon() {
  const queryClient = useQueryClient();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback(
    (delays: number[] = [REFRESH_AFTER_ACTION_MS]) => {
      for (const delay of delays) {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
        }, delay);
        timers.current.add(timer);
      }
    },
    [queryClient],
  );
}
