import { Mail } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { ContactForm } from "../components/contact-form";
import { PageIntro } from "../components/page-intro";

export function ContactPage() {
  useDocumentTitle("Contact");
  return (
    <div className="pb-20">
      <PageIntro
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions, feedback or a partnership idea? Send us a message and we'll get back to you soon."
      />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="message-title" className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
          <h2 id="message-title" className="text-xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">All fields are required.</p>
          <ContactForm />
        </section>

        <aside aria-label="How we answer" className="grid content-start gap-6">
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <Mail className="size-6 text-brand-text" aria-hidden="true" />
            <h2 className="mt-4 font-semibold">Personal replies</h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              Every message sent with this form goes to our team, and a person replies by e-mail to the address
              you give. Billing question? Our{" "}
              <Link to="/refunds" className="font-medium text-brand-text underline underline-offset-2">
                Refund Policy
              </Link>{" "}
              may already have the answer.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
