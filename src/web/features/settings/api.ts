import { api, client, ok } from "@/web/lib/api-client";

export const updateName = (name: string) => ok(client.account.$patch({ json: { name } }));

/** better-auth mails a link to the new address; the e-mail changes only when it is opened. */
export const changeEmail = (newEmail: string, currentPassword: string) =>
  api<unknown>("/api/auth/change-email", { json: { newEmail, currentPassword, callbackURL: "/settings" } });

export const changePassword = (currentPassword: string, newPassword: string) =>
  api<unknown>("/api/auth/change-password", { json: { currentPassword, newPassword, revokeOtherSessions: true } });

/** Deletes the user and everything they own; the server clears the session cookie. */
export const deleteAccount = (currentPassword: string) => ok(client.account.$delete({ json: { currentPassword } }));
