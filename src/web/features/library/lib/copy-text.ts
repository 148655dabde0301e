import { toast } from "sonner";
import { UI_MESSAGES } from "../messages";

export async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(UI_MESSAGES.copied);
  } catch {
    toast.error(UI_MESSAGES.copyFailed);
  }
}
