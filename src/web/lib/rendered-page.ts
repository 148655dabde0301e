import { createContext } from "react";

/**
 * What the server learns about a page while rendering it (server-render.tsx), to tell the browser which code
 * to fetch at once: a page that talks to the API needs the session, design-system and screen chunks before
 * it can hydrate, and fetching them beside the entry saves a round trip and a second pass of hydration.
 */
export interface RenderedPage {
  talksToApi: boolean;
}

/** Called while rendering a page that talks to the API; only the server's render listens. */
export const NoteTalksToApiContext = createContext<() => void>(() => undefined);
