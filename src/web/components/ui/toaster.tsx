import { Toaster as Sonner } from "sonner";
import { useThemePreference } from "@/web/lib/theme";

/** The spec's toast defaults: each toast stays 4 seconds and at most 3 are visible at once. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

export function Toaster() {
  const theme = useThemePreference();
  return (
    <Sonner
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      richColors
      position="top-right"
      // Named, the page's direction is not read from its computed style (a forced style pass) on every render.
      dir="ltr"
    />
  );
}
