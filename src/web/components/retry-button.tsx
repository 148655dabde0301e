import { RotateCw } from "lucide-react";
import { Button } from "./ui/button";

/** Retry after a failed load, turning while the new attempt is on its way. */
export function RetryButton({ onRetry, retrying, size }: { onRetry: () => void; retrying: boolean; size?: "sm" }) {
  return (
    <Button variant="outline" size={size} onClick={onRetry} disabled={retrying}>
      <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
      {retrying ? "Retrying..." : "Retry"}
    </Button>
  );
}
