import { Gem, HeartHandshake, Lightbulb, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { PageIntro } from "../components/page-intro";

const VALUES = [
  {
    icon: Lightbulb,
    title: "Clarity over cleverness",
    text: "Every field in our forms has to earn its place. If a choice does not make your prompt better, it does not belong.",
  },
  {
    icon: Gem,
    title: "Craft in the details",
    text: "Good prompts come from small decisions: the right audience, the right tone, the right light. We sweat those so you do not have to.",
  },
  {
    icon: ShieldCheck,
    title: "Your work is yours",
    text: "The prompts you create and the inputs you save belong to you. We keep them private and never sell your data.",
  },
  {
    icon: HeartHandshake,
    title: "Fair and simple",
    text: "A generous free plan, one clear paid plan and no surprises on your bill.",
  },
];

export function AboutPage() {
  useDocumentTitle("About");
  return (
    <div className="pb-20">
      <PageIntro
        eyebrow="About"
        title="We help everyone write prompts like an expert"
        lead="Promptsmith turns what you know about your audience, your brand and your vision into prompts that get great results the first time."
      />

      <div className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="mission-title" className="rounded-xl border bg-card p-8 shadow-sm">
          <h2 id="mission-title" className="text-2xl font-semibold tracking-tight">
            Our mission
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            AI models are only as good as the instructions they get, yet writing a great prompt is a skill most
            people never had time to learn. Our mission is to make that skill available to everyone: marketers,
            founders, writers and artists should spend their time on ideas, not on guessing which words a
            model wants to hear.
          </p>
        </section>
        <section aria-labelledby="story-title" className="rounded-xl border bg-card p-8 shadow-sm">
          <h2 id="story-title" className="text-2xl font-semibold tracking-tight">
            Our story
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            Promptsmith was founded in 2023 by a small group of copywriters and engineers who kept rewriting
            the same prompts for every new project. We noticed that the best prompts always answered the same
            questions: who is this for, what tone, what format, what should happen next. So we turned those
            questions into a guided form, and the form into a product.
          </p>
        </section>
      </div>

      <section aria-labelledby="values-title" className="mx-auto mt-16 max-w-5xl px-4 sm:px-6">
        <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight">
          What we value
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-title" className="mx-auto mt-16 max-w-3xl px-4 text-center sm:px-6">
        <h2 id="team-title" className="text-3xl font-bold tracking-tight">
          The team
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          We are a small, fully remote team of writers, designers and engineers. We use Promptsmith every day
          for our own work, and most of our roadmap comes straight from conversations with the people who use
          it. If you have an idea, a question or just want to say hello, we would love to{" "}
          <Link to="/contact" className="font-medium text-brand-text underline underline-offset-2">
            hear from you
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
