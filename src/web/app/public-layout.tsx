import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";

/**
 * Client-side navigation keeps the scroll position, so do what a page load would:
 * jump to the #section named in the address, or to the top of a new page.
 */
function useScrollOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const arrived = useRef(true);
  useEffect(() => {
    // The page as loaded: the browser has placed it, and the visitor may have scrolled already.
    if (arrived.current) {
      arrived.current = false;
      return;
    }
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname, hash, key]);
}

/** Header, page and footer for the landing and static pages. Renders `children`, or the matched route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  useScrollOnNavigation();
  return (
    <div className="relative isolate flex min-h-dvh flex-col">
      {/* A soft brand glow behind the top of the page; the transparent header sits over it. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-linear-to-b from-accent to-transparent"
      />
      <PublicHeader />
      <main className="flex-1">
        {/* The static pages load on demand; keep the header and footer in place meanwhile. */}
        <Suspense fallback={<div className="min-h-[60vh]" />}>{children ?? <Outlet />}</Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
