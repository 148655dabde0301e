import type { ReactNode } from "react";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";

/** The library's card grid: one column on phones, two on tablets, three on wide screens. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {children}
    </ul>
  );
}

/** How many placeholder cards show while a list loads. */
export const SKELETON_CARDS = 6;

/** Six placeholder cards in the shape of the real ones, announced once as loading. */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Card key={i} data-testid="skeleton-card" className="grid gap-4 p-5">
            <div className="flex items-center justify-between gap-3">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-5 w-12 rounded-full" />
            </div>
            <div className="flex gap-2">
              <Skeleton className="h-5 w-14 rounded-full" />
              <Skeleton className="h-5 w-10 rounded-full" />
            </div>
            <Skeleton className="h-24 w-full" />
            <div className="grid grid-cols-2 gap-2">
              <Skeleton className="h-8" />
              <Skeleton className="h-8" />
            </div>
          </Card>
        ))}
      </div>
    </div>
  );
}
