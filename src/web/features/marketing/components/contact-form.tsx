import { CircleAlert, CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  contactMessageSchema,
} from "@/domain/contact";
import { Button } from "@/web/components/ui/button";
import { controlProps, countOf, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { fieldErrorsOfApi, fieldErrorsOfZod, type FieldErrors } from "@/web/lib/field-errors";
import { sendContactMessage } from "../api/send-contact-message";

const EMPTY_MESSAGE = { name: "", email: "", subject: "", message: "" };
type ContactFields = typeof EMPTY_MESSAGE;
const LIMITS: Record<keyof ContactFields, number> = {
  name: CONTACT_NAME_MAX,
  email: CONTACT_EMAIL_MAX,
  subject: CONTACT_SUBJECT_MAX,
  message: CONTACT_MESSAGE_MAX,
};

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/**
 * The contact form: checked here with the server's own rules, then sent. It says the message was sent only
 * once the server confirmed; on failure it says why and keeps what was typed.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactFields>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const update = (field: keyof ContactFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOfZod(parsed.error));
      setStatus({ kind: "idle" });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      await sendContactMessage(parsed.data);
    } catch (error) {
      setErrors(fieldErrorsOfApi(error));
      setStatus({ kind: "failed", message: error instanceof Error ? error.message : CONTACT_MESSAGES.sendFailed });
      return;
    }
    setValues(EMPTY_MESSAGE);
    setErrors({});
    setStatus({ kind: "sent" });
  };

  const sending = status.kind === "sending";
  const count = (name: keyof ContactFields) => countOf(values[name], LIMITS[name]);
  const field = (name: keyof ContactFields) => controlProps(`contact-${name}`, { count: count(name), error: errors[name] });

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" count={count("name")} label="Name" error={errors.name}>
          <Input {...field("name")} name="name" autoComplete="name" required value={values.name} onChange={update("name")} />
        </FormField>
        <FormField id="contact-email" count={count("email")} label="Email" error={errors.email}>
          <Input
            {...field("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={update("email")}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" count={count("subject")} label="Subject" error={errors.subject}>
        <Input {...field("subject")} name="subject" required value={values.subject} onChange={update("subject")} />
      </FormField>
      <FormField id="contact-message" count={count("message")} label="Message" error={errors.message}>
        <Textarea
          {...field("message")}
          name="message"
          rows={6}
          required
          minLength={CONTACT_MESSAGE_MIN}
          value={values.message}
          onChange={update("message")}
        />
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {sending ? "Sending..." : "Send message"}
        </Button>
        <p role="status" className="text-sm font-medium text-success-text">
          {status.kind === "sent" && (
            <span className="inline-flex items-center gap-2">
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              {CONTACT_MESSAGES.sent}
            </span>
          )}
        </p>
      </div>
      {status.kind === "failed" && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {status.message}
        </p>
      )}
    </form>
  );
}
