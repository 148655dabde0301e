import { createContext } from "react";

/**
 * What the server learns about a page while rendering it (server-render.tsx), to put into the page it sends:
 * - talksToApi: a page that talks to the API needs the session, design-system and screen chunks before it
 *   can hydrate, and fetching them beside the entry saves a round trip and a second pass of hydration;
 * - title: the tab title, which the browser would otherwise only learn once the script runs.
 */
export interface RenderedPage {
  talksToApi: boolean;
  title?: string;
}

/** Called while rendering with what the page has to say of itself; only the server's render listens. */
export const NotePageContext = createContext<(note: Partial<RenderedPage>) => void>(() => undefined);
