import { useEffect } from "react";
import { PRODUCT_NAME } from "@/domain/plans";

/** Sets the tab title to "{title} · Promptsmith", or just the product name when no title is given. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
