import { useEffect, useState } from "react";
import { client, ok } from "@/web/lib/api-client";
import { forgetEmbeddedSession, useArrivedSession } from "./embedded-session";

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
    // Signed out is `{ user: null }`, not a 401 that browsers would print as an error on every anonymous visit.
    ok(client.session.$get({}, { init: { signal: controller.signal } })).then(
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
