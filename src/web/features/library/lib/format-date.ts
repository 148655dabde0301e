const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium" });

/** "Jan 5, 2026" for an ISO timestamp ('' when it cannot be read). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}
