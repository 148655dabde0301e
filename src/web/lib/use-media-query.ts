import { useSyncExternalStore } from "react";

/**
 * Whether the media query matches, following it as the window changes. The server, which has no window,
 * renders as if it did not match; hydration then takes the browser's answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
