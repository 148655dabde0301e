import { useSyncExternalStore } from "react";

/**
 * The colour theme: the user's preference (system, light or dark) lives in localStorage and resolves to
 * a `.dark` or `.light` class on <html>. main.tsx calls startThemeSync() before the first render, so the
 * app never renders in the wrong theme, and no inline script is needed (the CSP forbids one).
 */
export const THEME_PREFERENCES = ["system", "light", "dark"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export const THEME_STORAGE_KEY = "promptsmith.theme";

const listeners = new Set<() => void>();
let preference: ThemePreference = readStoredPreference();

function readStoredPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_PREFERENCES.find((value) => value === stored) ?? "system";
  } catch {
    // Storage can be disabled (private modes, strict privacy settings): fall back to the system theme.
    return "system";
  }
}

function systemDarkQuery(): MediaQueryList {
  return window.matchMedia("(prefers-color-scheme: dark)");
}

function applyTheme(): void {
  const dark = preference === "dark" || (preference === "system" && systemDarkQuery().matches);
  // Exactly one of the two classes is set from now on; before, index.css follows the system (color-scheme).
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.classList.toggle("light", !dark);
}

export function getThemePreference(): ThemePreference {
  return preference;
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not persisted, but still applied for this visit.
  }
  applyTheme();
  listeners.forEach((notify) => notify());
}

/** Applies the stored theme now and follows the system setting while the preference is "system". */
export function startThemeSync(): void {
  applyTheme();
  systemDarkQuery().addEventListener("change", () => {
    if (preference === "system") applyTheme();
  });
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useThemePreference(): ThemePreference {
  // A page rendered by the server shows "system"; the browser then shows the stored preference.
  return useSyncExternalStore(subscribe, getThemePreference, () => "system");
}
