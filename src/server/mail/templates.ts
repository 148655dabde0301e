/** The e-mails the product sends, as plain text and simple HTML. Links always come from APP_URL. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when it is not the sender (a contact message is answered to whoever wrote it). */
  replyTo?: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function linkMail(subject: string, intro: string, action: string, url: string, outro: string): MailContent {
  return {
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— Promptsmith`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— Promptsmith</p>`,
  };
}

export const mailTemplates = {
  teamInvitation: (teamName: string, inviterName: string, role: string, url: string) =>
    linkMail(
      `${inviterName} invited you to ${teamName} on Promptsmith`,
      `${inviterName} invited you to join the team "${teamName}" on Promptsmith as ${role}. Accepting needs a Promptsmith account with this e-mail address; you can create one on the way.`,
      "Accept the invitation",
      url,
      "The link expires in 7 days. If you were not expecting it, you can ignore this message.",
    ),
  confirmEmail: (url: string) =>
    linkMail(
      "Confirm your Promptsmith account",
      "Welcome to Promptsmith! Please confirm your e-mail address to finish creating your account.",
      "Confirm my e-mail",
      url,
      "If you did not sign up, you can ignore this message.",
    ),
  existingAccount: (loginUrl: string, resetUrl: string) => ({
    subject: "Someone tried to sign up with your e-mail",
    text:
      "Someone (perhaps you) tried to create a Promptsmith account with this e-mail address, but you already have one.\n\n" +
      `Sign in: ${loginUrl}\nForgot your password? ${resetUrl}\n\nIf it was not you, you can ignore this message.\n\n— Promptsmith`,
    html:
      "<p>Someone (perhaps you) tried to create a Promptsmith account with this e-mail address, but you already have one.</p>" +
      `<p><a href="${escapeHtml(loginUrl)}">Sign in</a> · <a href="${escapeHtml(resetUrl)}">Reset your password</a></p>` +
      "<p>If it was not you, you can ignore this message.</p><p>— Promptsmith</p>",
  }),
  resetPassword: (url: string) =>
    linkMail(
      "Reset your Promptsmith password",
      "We received a request to reset your password. The link works once and expires in one hour.",
      "Choose a new password",
      url,
      "If you did not ask for this, you can ignore this message; your password stays the same.",
    ),
  changeEmail: (url: string) =>
    linkMail(
      "Confirm your new e-mail address",
      "You asked to use this address for your Promptsmith account.",
      "Confirm this e-mail address",
      url,
      "If you did not ask for this, you can ignore this message.",
    ),
  /** Something changed in how the account is protected: `what` says what, in one or two sentences. */
  securityNotice: (what: string): MailContent => {
    const outro = "If this was not you, reset your password right away and contact support.";
    return {
      subject: "Security notice for your Promptsmith account",
      text: `${what}\n\n${outro}\n\n— Promptsmith`,
      html: `<p>${escapeHtml(what)}</p><p>${escapeHtml(outro)}</p><p>— Promptsmith</p>`,
    };
  },
  /** A message from the contact form, for the support inbox; replying answers the sender. */
  contactMessage: (m: { name: string; email: string; subject: string; message: string; userId: string | null }): MailContent => {
    const from = `${m.name} <${m.email}>${m.userId ? ` (signed in, user ${m.userId})` : ""}`;
    return {
      // One line: a subject typed with line breaks must not break the mail's headers.
      subject: `Contact form: ${m.subject.replace(/\s+/g, " ")}`,
      text: `From: ${from}\nSubject: ${m.subject}\n\n${m.message}\n\n— Promptsmith contact form`,
      html:
        `<p>From: ${escapeHtml(from)}<br>Subject: ${escapeHtml(m.subject)}</p>` +
        `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p><p>— Promptsmith contact form</p>`,
      replyTo: m.email,
    };
  },
};
