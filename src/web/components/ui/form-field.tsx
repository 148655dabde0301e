import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Label } from "./label";

/** The ids a control's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(id: string, parts: { hint?: string; error?: string }): string | undefined {
  const ids = [parts.hint && `${id}-hint`, parts.error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The attributes that tie a control to its label, hint and error. */
export function controlProps(id: string, parts: { hint?: string; error?: string }) {
  return { id, "aria-invalid": parts.error ? true : undefined, "aria-describedby": describedBy(id, parts) } as const;
}

/** A control's hint and error lines (the error is announced when it appears), with the ids describedBy() names. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled control with its hint and error. Give the control `controlProps(id, …)` (or at least the id). */
export function FormField({
  id,
  label,
  hint,
  error,
  className = "grid gap-2",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
