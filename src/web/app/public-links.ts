/** Landing page sections, in page order; the ids are the anchors the sections carry. */
export const LANDING_SECTIONS = [
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "testimonials", label: "Testimonials" },
  { id: "faq", label: "FAQ" },
] as const;

export const COMPANY_LINKS = [
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const LEGAL_LINKS = [
  { to: "/terms", label: "Terms" },
  { to: "/privacy", label: "Privacy" },
  { to: "/refunds", label: "Refund Policy" },
] as const;

const LANDING_PATHS = ["/", "/landing"];

/** A link to a landing section: stays on the current landing path, otherwise goes to `/`. */
export function sectionLink(currentPath: string, sectionId: string) {
  return { pathname: LANDING_PATHS.includes(currentPath) ? currentPath : "/", hash: `#${sectionId}` };
}
