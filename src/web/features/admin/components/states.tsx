import { CircleAlert, Clock, Inbox, LoaderCircle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { RetryButton } from "@/web/components/retry-button";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ADMIN_MESSAGES } from "../messages";

/** The dashboard while its figures load: a spinner announced to screen readers, and card outlines. */
export function DashboardLoading() {
  return (
    <div className="grid gap-6">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin text-brand-text" aria-hidden="true" />
        Loading dashboard data...
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}

function StateCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      {icon}
      {children}
    </Card>
  );
}

/** Shown when 15 seconds have passed without the dashboard's data. */
export function LoadTimedOut() {
  return (
    <StateCard icon={<Clock className="size-8 text-muted-foreground" aria-hidden="true" />}>
      <p className="font-medium">{ADMIN_MESSAGES.loadTimedOut}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Refresh Page
      </Button>
    </StateCard>
  );
}

/** A failed load: the message and Retry. */
export function LoadFailed({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard icon={<CircleAlert className="size-8 text-destructive" aria-hidden="true" />}>
      <p className="font-medium">{text}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </StateCard>
  );
}

/** What an empty list or chart says, inside its card. */
export function EmptyNote({ text }: { text: string }) {
  return (
    <p className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
      <Inbox className="size-6" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A list that failed to load, inside its card: the message and Retry. */
export function InlineError({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm">
      <p className="font-medium">{text}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} size="sm" />
    </div>
  );
}
