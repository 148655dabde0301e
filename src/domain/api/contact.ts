import { z } from "zod";

/** POST /api/contact: the message was stored and mailed to the team; `message` is the text to show the sender. */
export const contactSentSchema = z.object({ message: z.string() });

/** A message sent with the contact form, as the admin dashboard lists it; userId is the sender's account if signed in. */
export const receivedContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReceivedContactMessage = z.infer<typeof receivedContactMessageSchema>;
