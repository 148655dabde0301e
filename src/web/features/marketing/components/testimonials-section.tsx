import { SectionHeading } from "./section-heading";

const TESTIMONIALS = [
  {
    quote:
      "I used to spend twenty minutes tweaking a prompt for every LinkedIn post. Now I pick my audience and tone, and the first draft already sounds like us.",
    name: "Maya Chen",
    role: "Content Marketing Lead",
  },
  {
    quote:
      "The art generator asks about lighting and composition the way an art director would. My image prompts finally produce what I have in my head.",
    name: "Daniel Okafor",
    role: "Illustrator and Designer",
  },
  {
    quote:
      "We saved our best inputs as templates, so everyone on the team writes product descriptions in the same voice. It took an afternoon to set up.",
    name: "Priya Raman",
    role: "E-commerce Founder",
  },
];

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-16 bg-surface py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Loved by people who write for a living"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ quote, name, role }) => (
            <li key={name}>
              <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <blockquote className="flex-1 leading-relaxed">“{quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
                  >
                    {initials(name)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{name}</span>
                    <span className="block text-sm text-muted-foreground">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
