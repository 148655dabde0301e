import { Toaster as Sonner } from "sonner";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { useThemePreference } from "@/web/lib/theme";

/** The spec's toast defaults: each toast stays 4 seconds and at most 3 are visible at once. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

/** Where sonner lays toasts out full width (its own stylesheet's breakpoint). */
export const PHONE_QUERY = "(max-width: 600px)";
/** Below the phone header (4rem high), so a toast never covers its navigation button. */
const PHONE_OFFSET = { top: 72 };

/**
 * Toasts sit where no control is: bottom-right on wider screens (the top-right holds the usage box and
 * the page's actions), top-center on phones, under the header, where a full-width toast leaves the
 * thumb's reach free.
 */
export function Toaster() {
  const theme = useThemePreference();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Sonner
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      richColors
      position={phone ? "top-center" : "bottom-right"}
      mobileOffset={PHONE_OFFSET}
      // Named, the page's direction is not read from its computed style (a forced style pass) on every render.
      dir="ltr"
    />
  );
}
