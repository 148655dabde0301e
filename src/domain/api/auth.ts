import { z } from "zod";

/** GET /api/auth/providers: the sign-in methods beyond e-mail and password that this server offers. */
export const signInProvidersSchema = z.object({ google: z.boolean() });

/** POST /api/auth/sign-out: better-auth's answer (a provider's logout page, when one signed in with it). */
export const signedOutSchema = z.object({ success: z.boolean(), url: z.string().optional(), redirect: z.boolean().optional() });
