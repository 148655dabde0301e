import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { ArrivedSessionContext, type ArrivedSession } from "./features/auth";
import { PageDataContext } from "./lib/page-data";
import { NotePageContext, type RenderedPage } from "./lib/rendered-page";

/**
 * A page as the app renders it for `url` with `session` (GET /api/session's answer) and the content the server
 * looked up for it (`data`: a shared prompt's), waiting for every lazily loaded screen. The server puts the HTML
 * into index.html's root and main.tsx hydrates it, so a page shows its content before any script has run. Built by
 * Vite into dist/web-server (vite.config.ts).
 */
export async function renderPage(
  url: string,
  session: ArrivedSession | undefined,
  signal?: AbortSignal,
  data?: unknown,
): Promise<{ html: string } & RenderedPage> {
  const page: RenderedPage = { talksToApi: false };
  const { prelude } = await prerender(
    <StrictMode>
      <NotePageContext value={(note) => Object.assign(page, note)}>
        <ArrivedSessionContext value={() => session}>
          <PageDataContext value={() => data}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </PageDataContext>
        </ArrivedSessionContext>
      </NotePageContext>
    </StrictMode>,
    // One piece of HTML: React would otherwise send large sections apart, to be put in place by inline
    // scripts, which the page's Content-Security-Policy refuses.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), ...page };
}
