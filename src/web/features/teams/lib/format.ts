const day = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
const moment = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/** "Mar 5, 2026". */
export const formatDay = (iso: string) => day.format(new Date(iso));
/** "Mar 5, 2026, 10:00 AM". */
export const formatMoment = (iso: string) => moment.format(new Date(iso));
