/**
 * Placeholders a platform fills: the user's own `{{ticket.requester.first_name}}` (Zendesk, Liquid, HubSpot) or any
 * placeholder in a brief that names the platform or its merge fields. They are kept verbatim, never replaced by a
 * personalization variable of our own, and the notes say the platform fills them, not the user before use.
 */
import type { Variable } from "./text-variables";

/** `{{ticket.id}}`, `{{ contact.firstname }}`: a dotted placeholder is a platform's by its syntax. */
const DOTTED = /\{\{\s*([A-Za-z_]\w*(?:\.\w+)+)\s*\}\}/g;
const PLATFORMS =
  /\b(Zendesk|Intercom|Freshdesk|Help ?Scout|Gorgias|HubSpot|Salesforce|Mailchimp|Klaviyo|Brevo|SendGrid|Marketo|Pardot|Shopify|Twilio|Customer\.io|ActiveCampaign|Salesloft|Lemlist)\b/i;
const PLATFORM_WORDS = /\b(merge (?:fields?|tags?)|custom fields?|liquid (?:tags?|variables?)|dynamic (?:fields?|content))\b/i;

/** The dotted placeholders the user wrote, in order, each once. */
export function platformVariables(text: string, where: string): Variable[] {
  return [...new Set(Array.from(text.matchAll(DOTTED), (m) => m[1] ?? ""))].map((name) => ({ name, meaning: `used in ${where}` }));
}

/** Who fills the user's placeholders when a platform does: its name, "your platform", or undefined when none does. */
export function placeholderFiller(text: string): string | undefined {
  const named = PLATFORMS.exec(text)?.[1];
  if (named !== undefined) return named;
  return (text.match(DOTTED) ?? []).length > 0 || PLATFORM_WORDS.test(text) ? "your platform" : undefined;
}
