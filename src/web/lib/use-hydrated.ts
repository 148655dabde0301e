import { useSyncExternalStore } from "react";

const noChanges = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from then on (and at once in
 * a page the browser renders itself). Until then nothing listens to the page's controls: typing would be lost
 * and a submit would be the browser's own, with the fields in the address. The controls wait for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
