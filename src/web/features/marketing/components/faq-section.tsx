import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PLANS } from "@/domain/plans";
import { SectionHeading } from "./section-heading";

/** Built when rendered, so the Free plan's numbers are the price list's as it stands. */
const faqs = (): { question: string; answer: ReactNode }[] => [
  {
    question: "What is Promptsmith?",
    answer:
      "Promptsmith is a prompt builder. You answer a short guided form about what you need, for text content or for an image, and it writes a detailed, expert-quality prompt you can use with the AI model of your choice.",
  },
  {
    question: "Do I need any prompt-writing experience?",
    answer:
      "No. Every field offers sensible choices, and you can pick 'Other (Custom)' to type your own. Promptsmith takes care of the structure, wording and detail that make a prompt work.",
  },
  {
    question: "What do I get on the Free plan?",
    answer: `The Free plan includes ${PLANS.free.monthlyGenerations} generations every month, both prompt builders and room to save up to ${PLANS.free.savedPromptLimit} prompts. No credit card is required.`,
  },
  {
    question: "What counts as a generation?",
    answer:
      "Each time you press Generate and receive a new prompt, one generation is used. Copying, saving, editing and reusing prompts you already have never uses a generation.",
  },
  {
    question: "Can I use my prompts anywhere?",
    answer:
      "Yes. Your prompts are plain text, so you can paste them into any text or image generation tool you like. What you create with Promptsmith is yours to use.",
  },
  {
    question: "Can I change or cancel my plan?",
    answer: (
      <>
        Yes. Upgrade to {PLANS.pro.name} at any time from the Billing page. If you switch back to Free,{" "}
        {PLANS.pro.name} stays active until the end of your current billing period. All sales are final; see our{" "}
        <Link to="/refunds" className="font-medium text-brand-text underline underline-offset-2">
          Refund Policy
        </Link>
        .
      </>
    ),
  },
];

export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="faq-title"
          eyebrow="FAQ"
          title="Frequently asked questions"
          lead="Everything you need to know before you start."
        />
        <div className="mt-12 divide-y rounded-xl border bg-card shadow-sm">
          {faqs().map(({ question, answer }) => (
            <details key={question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-5 font-medium focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
                <span>{question}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-6 pb-5 leading-relaxed text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
