import { createContext, use } from "react";

/** The element the server writes into a page whose content it looked up (server/http/web-app.ts, EMBEDDED_DATA_ID). */
const ELEMENT_ID = "page-data";

/** What the server looked up for the page it sent (a shared prompt), or undefined when the page carries none. */
function embeddedPageData(): unknown {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Where rendering reads the page's data: in the browser, the page's element; the server, rendering a page,
 * provides what it looked up for that request. Both renders read the same, so hydration finds the server's markup.
 */
export const PageDataContext = createContext<() => unknown>(embeddedPageData);

/** The data the page arrived with (untyped: the page checks that it is its own). */
export function usePageData(): unknown {
  return use(PageDataContext)();
}
