import { CONTENT_TYPE_OPTIONS, STYLE_OPTIONS, optionLabel } from "@/domain/builders";
import { planOf } from "@/domain/plans";
import type { AccountStatus } from "@/domain/users";

const counts = new Intl.NumberFormat("en-US");

/** 1234 -> "1,234". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** 62.5 -> "62.5%", 60 -> "60%". */
export function formatPercent(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}

/** 123456 cents in USD -> "$1,234.56"; whole amounts keep no decimals ("$1,000"). */
export function formatMoney(cents: number, currency = "USD"): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** An ISO timestamp as "Jan 5, 2026" (the reader's time zone). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

/** A UTC day "2026-01-05" as "Jan 5". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/** The admin label of a plan id: Free, Pro, Team (unknown tiers count as Free). */
export function planLabel(planId: string | null | undefined): string {
  return planOf(planId).adminLabel;
}

const STATUS_LABELS: Record<AccountStatus, string> = { active: "Active", inactive: "Inactive", suspended: "Suspended" };

export function statusLabel(status: AccountStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** The label of a top content type ('blog-post' -> 'Blog Post'); an unknown value shows as stored. */
export function contentTypeLabel(value: string): string {
  return optionLabel(CONTENT_TYPE_OPTIONS, value) ?? value;
}

/** The label of a top art style ('digital-painting' -> 'Digital Painting'); an unknown value shows as stored. */
export function artStyleLabel(value: string): string {
  return optionLabel(STYLE_OPTIONS, value) ?? value;
}

/** A top-category card's text: 'Blog Post (75%)'. */
export function categoryText(label: string, percent: number): string {
  return `${label} (${formatPercent(percent)})`;
}

/** "1 prompt", "1,234 prompts". */
export function countOf(count: number, noun: string): string {
  return `${formatCount(count)} ${count === 1 ? noun : `${noun}s`}`;
}
