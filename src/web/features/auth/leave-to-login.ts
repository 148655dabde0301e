/** Carries one success message across a full page load, for the toast on the page that follows. */
const FLASH_KEY = "promptsmith.flash";

/**
 * Replaces the whole page with /login and shows `message` there. A full load (not a client-side
 * navigation) drops every cached piece of the previous user's data, and the replaced entry keeps Back
 * from returning to a signed-in screen.
 */
export function leaveToLogin(message: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage disabled: the user still lands on /login, only without the toast.
  }
  window.location.replace("/login");
}

/** The message left by leaveToLogin, once. */
export function takeFlashMessage(): string | null {
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
