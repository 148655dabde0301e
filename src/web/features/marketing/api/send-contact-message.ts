import type { ContactMessageInput } from "@/domain/contact";
import { client, ok } from "@/web/lib/api-client";

/**
 * POST /api/contact: resolves once the server stored the message and mailed it to the team. The public pages
 * carry no query client, so the form calls this directly.
 */
export const sendContactMessage = (message: ContactMessageInput) => ok(client.contact.$post({ json: message }));
