import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";

/** The form only pretends to send (nothing leaves the browser); this is how long it pretends. */
export const SIMULATED_SEND_MS = 1500;

const EMPTY_MESSAGE = { name: "", email: "", subject: "", message: "" };
type ContactMessage = typeof EMPTY_MESSAGE;

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY_MESSAGE);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");
  const sendTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(sendTimer.current), []);

  const update = (field: keyof ContactMessage) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus("sending");
    sendTimer.current = window.setTimeout(() => {
      setValues(EMPTY_MESSAGE);
      setStatus("sent");
    }, SIMULATED_SEND_MS);
  };

  const sending = status === "sending";

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={update("name")}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update("email")}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input id="contact-subject" name="subject" required value={values.subject} onChange={update("subject")} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          value={values.message}
          onChange={update("message")}
        />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? "Sending..." : "Send message"}
        </Button>
        <p role="status" className="text-sm font-medium text-success-text">
          {status === "sent" && (
            <span className="inline-flex items-center gap-2">
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              Message sent successfully! We&apos;ll get back to you soon.
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
