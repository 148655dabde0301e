import { LoaderCircle } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** The next page of a list, on request. */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoadMore,
  label,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What it loads, for screen readers ('Load more users'). */
  label: string;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-4">
      <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-label={loading ? undefined : label}>
        {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {loading ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
