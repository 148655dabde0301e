import type { ReactNode } from "react";

/** The opening of a static page: eyebrow, the page's h1 and an optional lead. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-20">
      <p className="text-sm font-semibold tracking-wide text-brand-text uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {lead && <p className="mt-5 text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  );
}
