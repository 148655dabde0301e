import { useEffect, useState } from "react";
import { api } from "@/web/lib/api-client";
import { forgetEmbeddedSession, useArrivedSession } from "./embedded-session";

/**
 * Who is signed in, in one request. Signed out, it answers 200 with `{ user: null }` (a 401 would be printed
 * by browsers as a console error on every anonymous visit).
 */
export const SESSION_PATH = "/api/session";

export type SessionStatus = "checking" | "signed-in" | "signed-out";

/**
 * Whether the visitor has a session: the one the page arrived with, else a single fetch. Small enough for
 * the landing page's entry bundle (the auth provider, react-query and the auth pages all load later, and
 * only where needed).
 */
export function useSessionStatus(): SessionStatus {
  const arrivedSession = useArrivedSession();
  const [arrivedWith] = useState((): SessionStatus => {
    const embedded = arrivedSession();
    if (!embedded) return "checking";
    return embedded.user ? "signed-in" : "signed-out";
  });
  const [status, setStatus] = useState<SessionStatus>(arrivedWith);

  useEffect(() => {
    if (arrivedWith !== "checking") return;
    const controller = new AbortController();
    forgetEmbeddedSession();
    api<{ user: unknown }>(SESSION_PATH, { signal: controller.signal }).then(
      (session) => setStatus(session.user ? "signed-in" : "signed-out"),
      () => {
        // An unreachable server means the landing page, not an endless spinner.
        if (!controller.signal.aborted) setStatus("signed-out");
      },
    );
    return () => controller.abort();
  }, [arrivedWith]);

  return status;
}
