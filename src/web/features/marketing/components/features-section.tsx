import { Bookmark, FileText, Palette, Zap } from "lucide-react";
import { SectionHeading } from "./section-heading";

const FEATURES = [
  {
    icon: FileText,
    title: "Text prompt builder",
    description:
      "Choose industry, content type, tone, audience, length and writing style, then add SEO, a call to action and personal touches. Get a prompt tuned for blog posts, emails, ads and more.",
  },
  {
    icon: Palette,
    title: "Art prompt generator",
    description:
      "Describe style, mood, lighting, palette, camera angle and composition. Promptsmith turns your picks into a rich image prompt, complete with resolution, aspect ratio and a negative prompt.",
  },
  {
    icon: Bookmark,
    title: "Save and organize",
    description:
      "Keep the prompts that work. Tag them, edit them, and save your form inputs so you can reuse a winning setup in one click.",
  },
  {
    icon: Zap,
    title: "Instant results",
    description:
      "Your prompt is ready in seconds. Copy it with one click and paste it straight into the AI tool you already use.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to prompt like an expert"
          lead="Structured choices in, expert prompts out. No prompt-writing experience required."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
