import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "@/domain/plans";
import { Brand } from "./brand";
import { COMPANY_LINKS, LANDING_SECTIONS, LEGAL_LINKS, sectionLink } from "./public-links";

const linkClasses = "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground";

export function PublicFooter() {
  const { pathname } = useLocation();
  const columns = [
    { title: "Product", links: LANDING_SECTIONS.map(({ id, label }) => ({ to: sectionLink(pathname, id), label })) },
    { title: "Company", links: COMPANY_LINKS },
    { title: "Legal", links: LEGAL_LINKS },
  ];

  return (
    <footer className="border-t bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="max-w-xs">
          <Brand />
          <p className="mt-3 text-sm text-muted-foreground">
            Guided forms that turn a few choices into expert prompts for text and image generation.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map(({ title, links }) => (
            <div key={title}>
              <h2 className="text-sm font-semibold">{title}</h2>
              <ul className="mt-3 space-y-2">
                {links.map(({ to, label }) => (
                  <li key={label}>
                    <Link to={to} className={linkClasses}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t">
        {/* The server's year and the browser's differ for a few hours around New Year. */}
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6" suppressHydrationWarning>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
