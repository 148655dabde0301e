import { Link } from "react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { LegalDocument } from "../components/legal-document";

export function TermsPage() {
  useDocumentTitle("Terms of Service");
  return (
    <LegalDocument title="Terms of Service" dateLine="Last updated: 28/04/2025">
      <h2>1. Agreement to these terms</h2>
      <p>
        These Terms of Service govern your use of Promptsmith, including our website and the prompt builders
        available after you sign in (together, the “Service”). By creating an account or using the Service you
        agree to these terms. If you do not agree, please do not use the Service.
      </p>

      <h2>2. The Service</h2>
      <p>
        Promptsmith helps you create prompts for text content and image generation. You fill in a guided form,
        and the Service writes a prompt based on your choices. You can save prompts and form inputs, edit them
        and reuse them later.
      </p>

      <h2>3. Your account</h2>
      <p>
        You must provide accurate information when you sign up and keep your password secure. You are
        responsible for all activity under your account. Tell us promptly if you suspect unauthorized use.
      </p>

      <h2>4. Plans, allowances and payment</h2>
      <p>
        Each plan includes a number of generations per monthly period, as shown on our pricing page. Unused
        generations do not carry over to the next period. Paid plans are billed monthly in advance through our
        payment provider and renew automatically until you switch back to the Free plan. When you downgrade,
        your paid plan stays active until the end of the current billing period.
      </p>
      <p>
        All sales are final. Please read our <Link to="/refunds">Refund Policy</Link> before you purchase.
      </p>

      <h2>5. Acceptable use</h2>
      <p>You agree not to use the Service to:</p>
      <ul>
        <li>create content that is unlawful, harassing, hateful or that infringes the rights of others;</li>
        <li>attempt to gain unauthorized access to the Service, other accounts or our systems;</li>
        <li>overload, scrape or reverse-engineer the Service, or resell it without our written permission.</li>
      </ul>

      <h2>6. Your content</h2>
      <p>
        You keep ownership of the inputs you provide and the prompts the Service generates for you. You grant
        us a limited licence to store and process that content only as needed to run the Service for you.
      </p>

      <h2>7. AI-generated output</h2>
      <p>
        Prompts are produced with the help of automated systems and may occasionally be inaccurate or
        unsuitable. Review every prompt before you use it; you are responsible for how you use the results.
      </p>

      <h2>8. Suspension and termination</h2>
      <p>
        You may stop using the Service and delete your account at any time from Settings. We may suspend or
        close accounts that break these terms or put the Service or other users at risk.
      </p>

      <h2>9. Disclaimers and limitation of liability</h2>
      <p>
        The Service is provided “as is” without warranties of any kind. To the fullest extent permitted by law,
        Promptsmith is not liable for indirect, incidental or consequential damages, and our total liability is
        limited to the amount you paid us in the twelve months before the claim.
      </p>

      <h2>10. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. For material changes we will give you at least 30 days'
        notice by email or in the app before they take effect. Continuing to use the Service after that date
        means you accept the updated terms.
      </p>

      <h2>11. Contact</h2>
      <p>
        Questions about these terms? <Link to="/contact">Contact us</Link>.
      </p>
    </LegalDocument>
  );
}
