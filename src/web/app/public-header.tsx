import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { Brand } from "./brand";
import { LANDING_SECTIONS, sectionLink } from "./public-links";
import { ThemeToggle } from "./theme-toggle";

/** The header is transparent over the top of the page and turns solid once scrolled past this. */
export const HEADER_SOLID_AFTER_PX = 50;

function useScrolledPast(offset: number): boolean {
  // Not scrolled at first, as the server rendered it; a page opened scrolled down catches up at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return scrolled;
}

export function PublicHeader() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200",
        solid ? "border-border bg-background shadow-sm" : "border-transparent bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Brand onClick={closeMenu} />

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <Link
                  to={sectionLink(pathname, id)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {/* Below 22rem the brand, the theme and the menu do not fit one row: the theme moves into the menu. */}
          <ThemeToggle className="max-[22rem]:hidden" />
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="ghost">
              <Link to="/login">Log in</Link>
            </Button>
            <Button asChild>
              <Link to="/signup">Sign up</Link>
            </Button>
          </div>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg md:hidden"
        >
          <ul className="flex flex-col">
            {LANDING_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <Link
                  to={sectionLink(pathname, id)}
                  onClick={closeMenu}
                  className="block rounded-md px-3 py-2.5 text-base font-medium hover:bg-muted"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between gap-2 border-t pt-4 min-[22rem]:hidden">
            <span className="text-sm font-medium">Theme</span>
            <ThemeToggle />
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-4">
            <Button asChild variant="outline">
              <Link to="/login" onClick={closeMenu}>
                Log in
              </Link>
            </Button>
            <Button asChild>
              <Link to="/signup" onClick={closeMenu}>
                Sign up
              </Link>
            </Button>
          </div>
        </nav>
      )}
    </header>
  );
}
