import { ApiError, isSignedOut } from "@/web/lib/api-client";

/** The spec's settings texts (section 8), word for word. */
export const SETTINGS_MESSAGES = {
  mustBeLoggedIn: "You must be logged in to update your profile",
  nameUpdated: "Name updated successfully",
  nameFailed: (reason: string) => `Failed to update name: ${reason}`,
  emailSent: "Email update confirmation sent to your email",
  emailFailed: (reason: string) => `Failed to update email: ${reason}`,
  passwordUpdated: "Password updated successfully",
  passwordFailed: (reason: string) => `Failed to update password: ${reason}`,
  accountDeleted: "Account deleted successfully",
  deleteFailed: "Failed to delete account",
  deleteConfirm: "Are you sure you want to delete your account? This action cannot be undone.",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 8 characters long.",
  sameEmail: "This is already your e-mail address.",
  currentPasswordHint: "Signed up with Google and never set a password? Leave it empty.",
  signInAgainFailed: "Failed to sign in with Google",
} as const;

/** The delete-account dialog's own words, beyond the spec's confirmation question. */
export const DELETE_ACCOUNT_MESSAGES = {
  copyTitle: "Keep a copy first",
  copyLead: "Your saved prompts, inputs and history are deleted with the account. Download them as files to keep.",
  downloadFailed: "Failed to download your data. Please try again.",
  typeEmailLabel: "Type your e-mail address to confirm",
  typeEmailHint: (email: string) => `Delete Account turns on once this reads ${email}.`,
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/**
 * The toast for a failed profile change: the session has ended, or `failed(reason)` with the
 * server's explanation (a field's validation message first).
 */
export function profileFailure(error: unknown, failed: (reason: string) => string): string {
  if (error instanceof ApiError) {
    if (isSignedOut(error)) return SETTINGS_MESSAGES.mustBeLoggedIn;
    const fieldMessage = Object.values(error.fields).flat()[0];
    return failed(fieldMessage ?? error.message);
  }
  return failed(error instanceof Error ? error.message : "An unexpected error occurred. Please try again.");
}
