import { cva } from "class-variance-authority";
import { cn } from "@/web/lib/cn";
import { CHART_TOKENS } from "../lib/chart-tokens";
import { formatCount, formatPercent } from "../lib/format";

const fill = cva("h-full rounded-full transition-[width] duration-300", {
  variants: { tone: { text: "bg-(--chart-text)", art: "bg-(--chart-art)", plan: "bg-primary" } },
  defaultVariants: { tone: "plan" },
});

/** A labelled share: "Text Prompts  5 (62.5%)" above a bar filled to the percent (the bar is decoration). */
export function ShareBar({
  label,
  count,
  percent,
  tone,
}: {
  label: string;
  count: number;
  percent: number;
  tone?: "text" | "art" | "plan";
}) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div className={cn("grid gap-1.5", CHART_TOKENS)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {formatCount(count)} ({formatPercent(percent)})
        </span>
      </div>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div className={fill({ tone })} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
