/**
 * The contact form: its limits, messages and zod rules, shared by the contact page and POST /api/contact.
 * The success text comes from the specification (static pages, contact).
 */
import { z } from "zod";
import { withThousands } from "./library";

export const CONTACT_NAME_MAX = 100;
/** The longest address SMTP can carry. */
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5_000;

export const CONTACT_MESSAGES = {
  sent: "Message sent successfully! We'll get back to you soon.",
  sendFailed: "Your message could not be sent just now. Please try again in a few minutes.",
} as const;

/** The answer once a sender has sent several messages in a short time. */
export function tooManyContactMessages(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before sending another.`;
}

const required = (what: string, max: number) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, `Please enter ${what}`)
    .max(max, `This can have at most ${withThousands(max)} characters`);

/** Strict: a field the form does not have (a user id, say) is refused, never quietly stored or dropped. */
export const contactMessageSchema = z.strictObject({
  name: required("your name", CONTACT_NAME_MAX),
  email: z
    .string({ error: "Please enter your e-mail address" })
    .trim()
    .max(CONTACT_EMAIL_MAX, `An e-mail address has at most ${CONTACT_EMAIL_MAX} characters`)
    .pipe(z.email({ error: "Please enter a valid e-mail address" })),
  subject: required("a subject", CONTACT_SUBJECT_MAX),
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `A message can have at most ${withThousands(CONTACT_MESSAGE_MAX)} characters`),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
