import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { useThemePreference } from "@/web/lib/theme";

/** The spec's toast defaults: each toast stays 4 seconds and at most 3 are visible at once. */
export const TOAST_DURATION_MS = 4000;
export const VISIBLE_TOASTS = 3;

/** Where sonner lays toasts out full width (its own stylesheet's breakpoint). */
export const PHONE_QUERY = "(max-width: 600px)";
/** Where the app's sidebar stands beside the page (Tailwind's lg, as in app-layout.tsx). */
export const SIDEBAR_QUERY = "(min-width: 1024px)";

/**
 * Toasts sit where no control is. With the sidebar shown, in its empty middle: as wide as the sidebar's items
 * (w-72 less its padding) and above its lower group (Settings, Billing and the account menu), where the page's
 * own controls never reach, however it scrolls. On phones, top-center under the header (4rem), leaving the
 * thumb's reach free. In between, bottom-right, clear of the usage box and the header's actions at the top.
 */
const PLACEMENTS: Record<"phone" | "sidebar" | "between", Pick<ToasterProps, "position" | "offset" | "mobileOffset" | "style">> = {
  phone: { position: "top-center", mobileOffset: { top: 72 } },
  sidebar: { position: "bottom-left", offset: { left: 16, bottom: 184 }, style: { "--width": "256px" } as ToasterProps["style"] },
  between: { position: "bottom-right" },
};

export function Toaster() {
  const theme = useThemePreference();
  const phone = useMediaQuery(PHONE_QUERY);
  const sidebar = useMediaQuery(SIDEBAR_QUERY);
  return (
    <Sonner
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      closeButton
      richColors
      {...PLACEMENTS[phone ? "phone" : sidebar ? "sidebar" : "between"]}
      // Named, the page's direction is not read from its computed style (a forced style pass) on every render.
      dir="ltr"
    />
  );
}
