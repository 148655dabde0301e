import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PLANS } from "@/domain/plans";
import { Button } from "@/web/components/ui/button";

export function CallToActionSection() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl shadow-indigo-500/20 sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready to write your best prompt yet?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Create a free account and get {PLANS.free.monthlyGenerations} generations every month.
        </p>
        <Button asChild size="lg" variant="inverse" className="mt-8">
          <Link to="/signup">
            Start for free
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
