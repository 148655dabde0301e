import { useQueryClient } from "@tanstack/react-query";
import { LogOut, Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import type { SessionView } from "@/domain/api/security";
import { endOtherSessions, endSession, sessionsQuery, useSessions } from "./api";
import { describeDevice } from "./device";
import { LoadState } from "./load-state";
import { SECURITY_MESSAGES, securityFailure } from "./messages";

const lastSeen = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const MOBILE = /iPhone|iPad|Android/;

function SessionRow({ session, pending, onEnd }: { session: SessionView; pending: boolean; onEnd(): void }) {
  const device = describeDevice(session.userAgent);
  const Icon = session.userAgent && MOBILE.test(session.userAgent) ? Smartphone : Monitor;
  const labelId = `session-${session.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-labelledby={labelId}>
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p id={labelId} className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.current && <Badge variant="accent">This device</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.ipAddress ?? "Unknown address"} · Last active{" "}
            <time dateTime={session.lastSeenAt}>{lastSeen.format(new Date(session.lastSeenAt))}</time>
          </p>
        </div>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" disabled={pending} onClick={onEnd} aria-describedby={labelId}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Settings' list of the devices signed in to the account, each of the others with a way to sign it out. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [pending, setPending] = useState(false);
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setPending(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(securityFailure(error, failed));
    } finally {
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      setPending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Active sessions</CardTitle>
        <CardDescription>The devices where your account is signed in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.data ? (
          <>
            <ul aria-label="Active sessions" className="divide-y">
              {sessions.data.sessions.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  pending={pending}
                  onEnd={() => run(() => endSession(session.id), SECURITY_MESSAGES.sessionEnded, SECURITY_MESSAGES.sessionEndFailed)}
                />
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
            ) : (
              <div>
                <Button
                  variant="outline"
                  disabled={pending}
                  onClick={() => run(endOtherSessions, SECURITY_MESSAGES.otherSessionsEnded, SECURITY_MESSAGES.otherSessionsEndFailed)}
                >
                  <LogOut aria-hidden="true" />
                  Sign out all other sessions
                </Button>
              </div>
            )}
          </>
        ) : (
          <LoadState
            loading="Loading sessions"
            failure={sessions.isError ? SECURITY_MESSAGES.sessionsLoadFailed : null}
            onRetry={() => void sessions.refetch()}
          />
        )}
      </CardContent>
    </Card>
  );
}
