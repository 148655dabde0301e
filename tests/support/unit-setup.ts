import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { queryClient } from "@/web/app/providers";

// findBy… and waitFor give up after 1 s by default: too short for a whole page rendering on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

/**
 * sonner removes a dismissed toast 200 ms later, on a timer its unmount does not clear. A file whose tests left a
 * toast on screen waits that out before its window is torn down, or the timer would find no window.
 */
const SONNER_REMOVAL_MS = 250;
let toastLeft = false;

/**
 * The files a worker runs share one window (`isolate: false`, vitest.config.ts): each file starts on a blank page
 * at the site's root, with empty storage and an empty query cache, as a page newly opened would.
 */
beforeAll(() => {
  queryClient.clear();
  // What the page arrived with is as old as the page (auth-provider.tsx); this "page" opens now, not with the worker.
  Object.defineProperty(performance, "timeOrigin", { value: Date.now(), configurable: true });
  if (typeof document === "undefined") return;
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, "", "/");
});

afterEach(() => {
  // Files that render on the server side (node environment) have no document.
  toastLeft ||= typeof document !== "undefined" && document.querySelector("[data-sonner-toast]") !== null;
  cleanup();
  // A spy or a stubbed global made in a file's last test would otherwise reach into the next file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // sonner keeps its toasts in a module of its own, which the next file shares, and shows a new Toaster the ones
  // still open.
  toast.dismiss();
});

afterAll(async () => {
  if (toastLeft) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS));
});
