import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { withThousands } from "@/domain/library";
import { cn } from "@/web/lib/cn";
import { Label } from "./label";

/**
 * How much of a length-limited text is used, shown as "180/200" under its field. The field has no maxLength: a
 * paste over the limit stays whole, the counter shows it over, and the form refuses it with the server's message.
 */
export interface CharacterCount {
  length: number;
  max: number;
}

/** The count of `value` against `max`, as the server counts it: without surrounding spaces. */
export function countOf(value: string, max: number): CharacterCount {
  return { length: value.trim().length, max };
}

/** True when a count is past its limit. */
export const overLimit = (count: CharacterCount) => count.length > count.max;

/** A field's parts that its control's aria-describedby names when shown. */
interface MessageParts {
  hint?: string;
  error?: string;
  count?: CharacterCount;
}

/** The ids a control's aria-describedby lists: its hint, its character count and its error, when shown. */
export function describedBy(id: string, parts: MessageParts): string | undefined {
  const ids = [parts.hint && `${id}-hint`, parts.count && `${id}-count`, parts.error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The attributes that tie a control to its label, hint, count and error. */
export function controlProps(id: string, parts: MessageParts) {
  return { id, "aria-invalid": parts.error ? true : undefined, "aria-describedby": describedBy(id, parts) } as const;
}

/** "180/200"; over the limit it says by how much, in the error's colour. */
function CountLine({ id, count: { length, max } }: { id: string; count: CharacterCount }) {
  const over = length - max;
  return (
    <p id={`${id}-count`} className={cn("text-xs tabular-nums", over > 0 ? "font-medium text-destructive" : "text-muted-foreground")}>
      {withThousands(length)}/{withThousands(max)}
      {over > 0 && ` (${withThousands(over)} over the limit)`}
    </p>
  );
}

/**
 * A control's hint, character count and error lines (the error is announced when it appears), with the ids
 * describedBy() names.
 */
export function FieldMessage({ id, hint, error, count }: { id: string } & MessageParts) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {count && <CountLine id={id} count={count} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled control with its hint, count and error. Give the control `controlProps(id, …)` (or at least the id). */
export function FormField({
  id,
  label,
  hint,
  error,
  count,
  className = "grid gap-2",
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
} & MessageParts) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessage id={id} hint={hint} error={error} count={count} />
    </div>
  );
}
