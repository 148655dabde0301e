import { RotateCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

/** What a security section shows while its data loads, or after loading failed (with a way to try again). */
export function LoadState({ loading, failure, onRetry }: { loading: string; failure: string | null; onRetry(): void }) {
  if (!failure) return <Spinner size="sm" label={loading} />;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm">
        {failure}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
