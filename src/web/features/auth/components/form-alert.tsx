import { cva } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

// The text stays in the foreground colour and only the icon carries the tone, which keeps every
// message above AA contrast in both themes.
const alertVariants = cva("flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm text-foreground", {
  variants: {
    tone: {
      error: "border-destructive/40 bg-destructive/10",
      success: "border-success-text/40 bg-success-text/10",
      info: "border-ring/40 bg-accent",
    },
  },
});

const iconVariants = cva("mt-0.5 size-4 shrink-0", {
  variants: { tone: { error: "text-destructive", success: "text-success-text", info: "text-brand-text" } },
});

const ICONS: Record<Tone, LucideIcon> = { error: CircleAlert, success: CircleCheck, info: Info };

type Tone = "error" | "success" | "info";

/**
 * A message inside a form, or nothing when there is nothing to say. Inserted alerts are announced at
 * once (role alert); the other tones politely (role status).
 */
export function FormAlert({ tone, children }: { tone: Tone; children?: ReactNode }) {
  if (!children) return null;
  const Icon = ICONS[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={alertVariants({ tone })}>
      <Icon className={iconVariants({ tone })} aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** A short error under one field; give the field aria-describedby={id} and aria-invalid. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="flex items-center gap-1.5 text-sm text-foreground">
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      {children}
    </p>
  );
}
