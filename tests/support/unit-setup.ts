import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// findBy… and waitFor give up after 1 s by default: too short for a whole page rendering on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

/**
 * sonner removes a dismissed toast 200 ms later, on a timer its unmount does not clear. A file whose tests left a
 * toast on screen waits that out before its window is torn down, or the timer would find no window.
 */
const SONNER_REMOVAL_MS = 250;
let toastLeft = false;

afterEach(() => {
  // Files that render on the server side (node environment) have no document.
  toastLeft ||= typeof document !== "undefined" && document.querySelector("[data-sonner-toast]") !== null;
  cleanup();
});

afterAll(async () => {
  if (toastLeft) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS));
});
