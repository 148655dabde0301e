import { RotateCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** What a part of a page shows when its data could not be loaded, with a way to try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm">
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
