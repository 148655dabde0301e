import { use, useEffect } from "react";
import { PRODUCT_NAME } from "@/domain/plans";
import { NotePageContext } from "./rendered-page";

/** Sets the tab title to "{title} · Promptsmith", or just the product name when no title is given. */
export function useDocumentTitle(title?: string): void {
  const full = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  // The server's rendering puts it into the page it sends (rendered-page.ts).
  use(NotePageContext)({ title: full });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
