import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/web/components/ui/button";

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Says what the button loads, for screen readers ('Load more prompts'). */
  label: string;
  /**
   * Loads as the end scrolls near the viewport (a page's list); false for a list in a scrolling box of its own,
   * whose end is near the viewport whether or not it was scrolled.
   */
  auto?: boolean;
}

/**
 * The end of a long list: an invisible sentinel that loads the next page when it scrolls near the
 * viewport (unless `auto` is false), and a Load more button for keyboards, old browsers and anyone who prefers to click.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label, auto = true }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore };
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // Observing again once a page has arrived re-checks a sentinel that is still in view.
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2 py-4">
      {auto && <div ref={sentinel} data-testid="load-more-sentinel" className="h-px w-full" aria-hidden="true" />}
      <Button variant="outline" onClick={onLoadMore} disabled={loading} aria-label={loading ? undefined : label}>
        {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {loading ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
