import { client, ok } from "@/web/lib/api-client";

/** GET /api/shared/{token}: the prompt behind a link (a public page carries no query client: plain calls). */
export const readSharedPrompt = (token: string, signal?: AbortSignal) =>
  ok(client.shared[":token"].$get({ param: { token } }, { init: { signal } }));

/** POST /api/shared/{token}/save: a copy in the signed-in visitor's library. */
export const saveSharedPrompt = (token: string) => ok(client.shared[":token"].save.$post({ param: { token } }));

/** Where a visitor's wish to save a link waits while they sign in: this tab only, so no link can plant it. */
const SAVE_AFTER_SIGN_IN_KEY = "promptsmith.save-shared";

export function saveAfterSignIn(token: string): void {
  try {
    sessionStorage.setItem(SAVE_AFTER_SIGN_IN_KEY, token);
  } catch {
    // Storage disabled: back from signing in, the visitor presses Save again.
  }
}

/** Whether the visitor asked to save `token` before signing in; asked once, then forgotten. */
export function takeSaveAfterSignIn(token: string): boolean {
  try {
    const wanted = sessionStorage.getItem(SAVE_AFTER_SIGN_IN_KEY);
    if (wanted !== token) return false;
    sessionStorage.removeItem(SAVE_AFTER_SIGN_IN_KEY);
    return true;
  } catch {
    return false;
  }
}
