import { LoadFailure } from "@/web/components/ui/load-failure";
import { Spinner } from "@/web/components/ui/spinner";

/** What a security section shows while its data loads, or after loading failed (with a way to try again). */
export function LoadState({ loading, failure, onRetry }: { loading: string; failure: string | null; onRetry(): void }) {
  if (!failure) return <Spinner size="sm" label={loading} />;
  return <LoadFailure message={failure} onRetry={onRetry} />;
}
