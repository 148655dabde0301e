import { useDocumentTitle } from "@/web/lib/use-document-title";
import { CallToActionSection } from "../components/call-to-action-section";
import { FaqSection } from "../components/faq-section";
import { FeaturesSection } from "../components/features-section";
import { HeroSection } from "../components/hero-section";
import { PricingSection } from "../components/pricing-section";
import { TestimonialsSection } from "../components/testimonials-section";

export function LandingPage() {
  useDocumentTitle("Expert prompts for text and images");
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
      <CallToActionSection />
    </>
  );
}
