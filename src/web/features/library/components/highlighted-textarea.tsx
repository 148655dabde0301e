import type { ComponentProps } from "react";
import { variableParts } from "@/domain/prompt-variables";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";

/** The text settings of the box and of the copy behind it, the same on both, so every character lands in the same place. */
const TEXT = "min-h-24 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap [grid-area:1/1]";

/**
 * A text box whose `{{variables}}` are highlighted. A copy of the text, in transparent ink with the variables
 * marked, lies behind the box (transparent itself) in the same grid cell, which the copy makes as tall as the text:
 * the box, stretched to it, never scrolls on its own, and the frame around the grid (which draws the field's border
 * and focus ring) scrolls both at once, with no scroll positions to keep in step.
 */
export function HighlightedTextarea({ value, className, ...props }: Omit<ComponentProps<typeof Textarea>, "value"> & { value: string }) {
  return (
    <div
      className={cn(
        "overflow-y-auto rounded-lg border border-input bg-background shadow-xs transition-colors",
        "focus-within:border-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[[aria-invalid=true]]:border-destructive",
        className,
      )}
    >
      <div className="grid">
        <div aria-hidden="true" data-testid="variable-highlights" className={cn(TEXT, "text-transparent")}>
          {variableParts(value).map((part, index) =>
            part.kind === "variable" ? (
              <mark key={index} className="rounded-sm bg-accent text-transparent">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
          {/* A text ending in a line break needs something on its last line to give that line its height. */}
          {"\u200b"}
        </div>
        <Textarea
          value={value}
          className={cn(TEXT, "h-auto resize-none overflow-hidden rounded-none border-0 bg-transparent shadow-none focus-visible:outline-none")}
          {...props}
        />
      </div>
    </div>
  );
}
