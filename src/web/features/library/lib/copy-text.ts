import { toast } from "sonner";
import { UI_MESSAGES } from "../messages";

/** Copies `text`, saying so in a toast (in `messages`' words if given); answers whether it was copied. */
export async function copyText(
  text: string,
  messages: { copied: string; failed: string } = { copied: UI_MESSAGES.copied, failed: UI_MESSAGES.copyFailed },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(messages.copied);
    return true;
  } catch {
    toast.error(messages.failed);
    return false;
  }
}
