import type { ReactNode } from "react";
import { PageIntro } from "./page-intro";

/**
 * A legal page: title, date line and the document body. The body is plain h2/p/ul markup;
 * the styles below give it readable typography without a typography plugin.
 */
export function LegalDocument({ title, dateLine, children }: { title: string; dateLine: string; children: ReactNode }) {
  return (
    <article className="pb-20">
      <PageIntro eyebrow="Legal" title={title} lead={dateLine} />
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="rounded-xl border bg-card p-6 leading-relaxed shadow-sm sm:p-10 [&_a]:font-medium [&_a]:text-brand-text [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2:first-child]:mt-0 [&_li]:mt-2 [&_p]:mt-4 [&_p]:text-muted-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:text-muted-foreground">
          {children}
        </div>
      </div>
    </article>
  );
}
