/**
 * Whom a piece reaches, for personalization. Merge fields (the reader's name, company, location) fit only a text
 * sent to each reader separately: an email, a letter, a message, a support reply, an assistant talking with a user.
 * A post, a page or a speech reaches everyone at once, and an internal email to one named person needs no merge
 * field. Industry trends follow the readers' own field when the brief names it ("ops managers at 3PL warehouses").
 */
import { andJoin } from "./prose";
import type { ContentKind } from "./text-profiles";

/** Kinds not addressed to one reader, where personalization does not apply. */
export const IMPERSONAL_KINDS: readonly ContentKind[] = ["legal", "code-review", "code", "image-prompt"];
/** Kinds that speak to people in an industry, where its current trends are worth a mention. */
export const TRENDS_KINDS: readonly ContentKind[] = ["web", "social", "email", "ad", "script", "outline", "document", "career"];
/** Kinds sent or spoken to one reader at a time. */
const PER_READER_KINDS: readonly ContentKind[] = ["email", "support", "system-prompt", "career"];
/** Custom types that are messages to one reader: "thank-you letter", "LinkedIn DM", "invitation". */
const MESSAGE = /\b(letter|message|dm|note|invitation|invite|card|reply|e-?mail|sms|text|inmail|follow-?up|outreach)\b/i;
/** A brief for one named, internal reader: "for our VP of Sales", "to my manager". */
const ONE_INTERNAL_READER =
  /\b(?:for|to)\s+(?:our|my)\s+(?:[\w-]+\s+){0,2}(?:vp|svp|ceo|cfo|cto|coo|cmo|founder|manager|boss|director|head|lead|supervisor|chair|board|colleague|mentor|team)\b/i;

/** Whether the piece is sent to each reader separately, where per-reader merge fields belong. */
export function sentPerReader(kind: ContentKind | undefined, label: string | undefined, topic: string): boolean {
  if (kind === undefined) return true;
  if (ONE_INTERNAL_READER.test(topic)) return false;
  return PER_READER_KINDS.includes(kind) || MESSAGE.test(label ?? "");
}

/** The readers' own field as the brief names it ("at mid-size 3PL warehouses" gives "3PL warehouses"). */
const SECTOR =
  /\b(?:at|in|for|to)\s+(?:(?:mid-?size[d]?|small|large|independent|regional|local|enterprise|growing|busy|b2b|b2c|u\.?s\.?|european)\s+)*((?:[\w&-]+\s+)?[\w&-]+\s+(?:warehouses|companies|firms|brands|retailers|clinics|hospitals|agencies|restaurants|schools|manufacturers|startups|stores|practices|banks|hotels|labs|fleets|carriers|distributors|wholesalers|dealerships|wineries|breweries|gyms|salons|insurers|lenders|law firms|nonprofits|charities|universities))\b/i;

export function readersField(topic: string): string | undefined {
  return SECTOR.exec(topic)?.[1];
}

/** The note when the per-reader fields were chosen but the piece is not sent per reader. */
export function perReaderNote(pieceName: string, topic: string, dropped: readonly string[]): string {
  const why = ONE_INTERNAL_READER.test(topic) ? "your brief names the one person it is for" : `${pieceName} is not sent to each reader separately`;
  return `The personalization by ${andJoin(dropped.map((name) => `{{${name}}}`))} was left out: ${why}, so no tool would fill ${dropped.length === 1 ? "it" : "them"} for each reader.`;
}
