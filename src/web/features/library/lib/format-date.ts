/** A formatter of ISO timestamps that answers '' for one it cannot read. */
function isoFormatter(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat("en", options);
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? "" : format.format(date);
  };
}

/** "Jan 5, 2026". */
export const formatDate = isoFormatter({ dateStyle: "medium" });

/** "Jan 5, 2026, 3:04 PM". */
export const formatDateTime = isoFormatter({ dateStyle: "medium", timeStyle: "short" });
