import { createContext, useContext } from "react";
import type { Profile } from "@/domain/api/account";
import type { ActiveWorkspace } from "@/domain/teams";

/** GET /api/session's answer; `team` is absent from pages served before the server knew of teams. */
export type ArrivedSession = { user: Profile | null; team?: ActiveWorkspace["team"] };

/** The element the server writes into every page it serves (server/http/web-app.ts, EMBEDDED_SESSION_ID). */
const ELEMENT_ID = "session";

/**
 * Who was signed in when the server sent the page, as GET /api/session answers it, so the first render
 * needs no round trip. It serves until the page first asks the API (forgetEmbeddedSession): from then on,
 * having possibly signed in or out, the page takes the API's word. Undefined when the page carries none
 * (Vite's dev server, or the server could not tell).
 */
export function embeddedSession(): ArrivedSession | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const session = JSON.parse(text) as Partial<ArrivedSession> | null;
    return session && session.user !== undefined ? { user: session.user, team: session.team } : undefined;
  } catch {
    return undefined;
  }
}

/** Called whenever the page asks the API who is signed in: the page's copy is out of date from then on. */
export function forgetEmbeddedSession(): void {
  if (typeof document === "undefined") return;
  document.getElementById(ELEMENT_ID)?.remove();
}

/**
 * Where rendering reads the session the page arrived with: in the browser, the page's element; the server,
 * rendering a page, provides the session it looked up for that request.
 */
export const ArrivedSessionContext = createContext<() => ArrivedSession | undefined>(embeddedSession);

/** The session the page arrived with, as `embeddedSession` would read it in the browser. */
export function useArrivedSession(): () => ArrivedSession | undefined {
  return useContext(ArrivedSessionContext);
}
