import { Link } from "react-router";
import { PRODUCT_NAME } from "@/domain/plans";
import { cn } from "@/web/lib/cn";

/** The product mark (the favicon's "A" on an indigo tile) followed by the product name, linking home. */
export function Brand({ to = "/", className, onClick }: { to?: string; className?: string; onClick?: () => void }) {
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn("inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight", className)}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M9 22l7-12 7 12M12 18h8"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {PRODUCT_NAME}
    </Link>
  );
}
