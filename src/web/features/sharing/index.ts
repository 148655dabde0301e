import { lazy } from "react";

/**
 * The public page of a share link (/p/<token>), for anyone, signed in or not. It loads in a chunk of its own and
 * carries none of the signed-in app: the owner's side of sharing lives in the library.
 */
export const SharedPromptPage = lazy(() => import("./shared-prompt-page").then((m) => ({ default: m.SharedPromptPage })));
