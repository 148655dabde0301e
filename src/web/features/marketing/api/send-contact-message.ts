import type { ContactMessageInput } from "@/domain/contact";
import { api } from "@/web/lib/api-client";

/**
 * POST /api/contact: resolves once the server stored the message and mailed it to the team. The public pages
 * carry no query client, so the form calls this directly.
 */
export function sendContactMessage(message: ContactMessageInput): Promise<{ message: string }> {
  return api<{ message: string }>("/api/contact", { json: message });
}
