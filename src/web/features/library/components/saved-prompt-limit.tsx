import { Link } from "react-router";
import type { toast as Toast } from "sonner";
import { SAVED_PROMPT_LIMIT_CODES } from "@/domain/plans";
import { ApiError } from "@/web/lib/api-client";

/**
 * Tells the user a prompt was not saved because the plan's limit was reached, with an Upgrade link to Billing
 * (not at the safety cap of an unlimited plan, where upgrading would not help). False for any other failure.
 * The caller hands in its toast: importing sonner here would load it (and the styles it injects) with every
 * page, as the library's index is part of the entry.
 */
export function toastSavedPromptLimit(toast: typeof Toast, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code !== SAVED_PROMPT_LIMIT_CODES.limit && error.code !== SAVED_PROMPT_LIMIT_CODES.cap) return false;
  toast.error(error.message, {
    // Long enough to read the sentence and reach the link.
    duration: 15_000,
    description:
      error.code === SAVED_PROMPT_LIMIT_CODES.limit ? (
        <Link to="/billing" className="font-medium text-brand-text underline underline-offset-2">
          Upgrade
        </Link>
      ) : undefined,
  });
  return true;
}
