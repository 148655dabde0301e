import { SHARE_PAGE_PATTERN, type SharedPromptPageData } from "@/domain/api/shares";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import type { DataPage } from "../http/web-app";
import { sharesService } from "./shares";

/**
 * The public page of a share link, /p/<token>: the prompt, looked up before the page renders, with its view
 * counted (once per page the server sends; the API's read counts none). A link that no longer opens is a 404
 * page. Neither is for search engines.
 */
export function sharePage({ db, clock, appUrl }: { db: Db; clock: Clock; appUrl: string }) {
  const shares = sharesService(db, clock, appUrl);
  return (path: string): DataPage | undefined => {
    const token = SHARE_PAGE_PATTERN.exec(path)?.[1];
    if (token === undefined) return undefined;
    return {
      noindex: true,
      async load() {
        const prompt = (await shares.view(token)) ?? null;
        const data: SharedPromptPageData = { token, prompt };
        return { status: prompt ? 200 : 404, data };
      },
    };
  };
}
