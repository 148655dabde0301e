import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process";

/**
 * A local SMTP server that keeps every message it receives, for running the server in production mode (which
 * requires SMTP_URL and has no development mailbox) on this machine: benchmarks sign their users up through it.
 */
export async function startSmtpSink() {
  const messages: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to offer.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: decodeQuotedPrintable(raw) });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The first link of the newest message to `to`, once one has come. */
    async linkTo(to: string): Promise<string> {
      for (let attempt = 0; attempt < 100; attempt++) {
        const message = messages.findLast((m) => m.to.includes(to));
        const link = message?.text.match(/https?:\/\/[^\s"<>]+/)?.[0];
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** Mail bodies travel quoted-printable: soft line breaks removed, =XX bytes restored. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
