import { CircleAlert, Inbox, LoaderCircle, WandSparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RetryButton } from "@/web/components/retry-button";
import { Button } from "@/web/components/ui/button";

/** What a list says when it has nothing to show, with an optional way out. */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <p role="status" className="max-w-md text-pretty text-muted-foreground">
        {text}
      </p>
      {children}
    </div>
  );
}

/** A list that failed to load: the message and Retry. */
export function ErrorState({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/40 bg-card px-6 py-12 text-center">
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{text}</p>
      <RetryButton onRetry={onRetry} retrying={retrying} />
    </div>
  );
}

/** The way out of an empty library: the text builder. */
export function BuildLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/build-text">
        <WandSparkles aria-hidden="true" />
        Build a prompt
      </Link>
    </Button>
  );
}

/** A list waiting for the results of new filters, the previous ones still on screen. */
export function Searching() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Searching...
    </p>
  );
}
