/**
 * The two series colours of the admin charts and bars, as CSS variables: text prompts take the brand
 * colour, art prompts a pink that keeps 3:1 contrast on cards in both themes. Set on each element that
 * draws them (dialogs render in a portal, outside the page).
 */
export const CHART_TOKENS = "[--chart-text:var(--primary)] [--chart-art:#db2777] dark:[--chart-art:#f472b6]";

export const SERIES = {
  text: { label: "Text", color: "var(--chart-text)" },
  art: { label: "Art", color: "var(--chart-art)" },
} as const;
