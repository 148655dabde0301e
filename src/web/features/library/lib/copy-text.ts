import { toast } from "sonner";
import { UI_MESSAGES } from "../messages";

/** Copies `text`, saying so in a toast; answers whether it was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(UI_MESSAGES.copied);
    return true;
  } catch {
    toast.error(UI_MESSAGES.copyFailed);
    return false;
  }
}
