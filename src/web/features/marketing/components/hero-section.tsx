import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PLANS } from "@/domain/plans";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";

const EXAMPLE_CHOICES = [
  ["Industry", "Marketing"],
  ["Content type", "LinkedIn post"],
  ["Tone of voice", "Persuasive"],
  ["Audience", "B2B"],
  ["Length", "Short (50-100 words)"],
] as const;

const EXAMPLE_PROMPT =
  "You are a senior B2B marketing copywriter. Write a persuasive LinkedIn post of 50-100 words for decision-makers at mid-sized companies. Open with a sharp insight, back it with one concrete figure, and close with a clear invitation to learn more. Keep the language professional but human, and avoid jargon.";

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-20">
      <div className="mx-auto max-w-3xl text-center">
        <Badge variant="accent" size="lg">
          <Sparkles aria-hidden="true" />
          Prompt builder for text and images
        </Badge>
        <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Turn a few choices into an <span className="text-brand-text">expert AI prompt</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Pick your industry, audience, tone and style in a guided form. Promptsmith writes a detailed,
          ready-to-use prompt for blog posts, emails and ads, or for your next piece of AI art.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/signup">
              Start for free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={{ hash: "#features" }}>See what it does</Link>
          </Button>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          {PLANS.free.monthlyGenerations} free generations every month. No credit card required.
        </p>
      </div>

      <figure className="mx-auto mt-16 grid max-w-5xl overflow-hidden rounded-2xl border bg-card shadow-xl shadow-indigo-500/10 md:grid-cols-[2fr_3fr]">
        <div className="border-b p-6 md:border-r md:border-b-0">
          <p className="text-sm font-semibold">Your choices</p>
          <dl className="mt-4 space-y-3">
            {EXAMPLE_CHOICES.map(([field, value]) => (
              <div key={field} className="flex items-center justify-between gap-4 rounded-lg border bg-surface px-3 py-2">
                <dt className="text-sm text-muted-foreground">{field}</dt>
                <dd className="text-right text-sm font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col p-6">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">Your prompt</p>
            <Badge variant="secondary">Text</Badge>
          </div>
          <blockquote className="mt-4 flex-1 rounded-lg bg-accent p-4 font-mono text-sm leading-relaxed text-accent-foreground">
            {EXAMPLE_PROMPT}
          </blockquote>
          <figcaption className="mt-4 text-sm text-muted-foreground">
            An example: five choices in, one expert prompt out.
          </figcaption>
        </div>
      </figure>
    </section>
  );
}
