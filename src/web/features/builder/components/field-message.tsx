/** The ids a field's aria-describedby lists: its hint and its error, when shown. */
export function describedBy(id: string, parts: { hint?: string; error?: string }): string | undefined {
  const ids = [parts.hint && `${id}-hint`, parts.error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A field's hint and error lines, with the ids describedBy() points at. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
