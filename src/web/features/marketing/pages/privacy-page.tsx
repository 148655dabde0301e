import { Link } from "react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { LegalDocument } from "../components/legal-document";

export function PrivacyPage() {
  useDocumentTitle("Privacy Policy");
  return (
    <LegalDocument title="Privacy Policy" dateLine="Last updated: 28/04/2025">
      <h2>1. Who we are</h2>
      <p>
        This policy explains how Promptsmith collects, uses and protects your personal information when you use
        our website and prompt builders.
      </p>

      <h2>2. Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, email address and password (stored only as a secure
          hash), or the basic profile shared by a social sign-in provider you choose to use.
        </li>
        <li>
          <strong>Your content:</strong> the form inputs you submit, the prompts generated for you, and the
          prompts and inputs you save.
        </li>
        <li>
          <strong>Usage and billing:</strong> how many generations you use, your plan, and payment records. Card
          details are handled by our payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Technical data:</strong> basic logs such as IP address, browser type and timestamps, used to
          keep the Service secure and reliable.
        </li>
      </ul>

      <h2>3. How we use your information</h2>
      <p>
        We use your information to provide and improve the Service, generate your prompts, manage your plan and
        allowance, process payments, respond to your requests, send essential account emails and protect
        against fraud and abuse. We do not sell your personal information.
      </p>

      <h2>4. Cookies</h2>
      <p>
        We use a strictly necessary cookie to keep you signed in, and local storage to remember preferences such
        as your colour theme. We do not use advertising cookies.
      </p>

      <h2>5. Sharing</h2>
      <p>
        We share information only with service providers that help us run Promptsmith, such as hosting,
        payment processing, email delivery and AI model providers, and only as needed for them to perform those
        services. We may also disclose information when the law requires it.
      </p>

      <h2>6. Retention and security</h2>
      <p>
        We keep your information for as long as your account is active. When you delete your account, we delete
        your profile, saved prompts and saved inputs, except for records we must keep by law, such as billing
        records. We protect your data with encryption in transit, hashed passwords and restricted access.
      </p>

      <h2>7. Your rights</h2>
      <p>
        You can view and update your profile in Settings and delete your account at any time. Depending on where
        you live, you may also have the right to access, correct, export or restrict the use of your personal
        information. <Link to="/contact">Contact us</Link> to make a request.
      </p>

      <h2>8. Children</h2>
      <p>
        Promptsmith is not intended for children under 16, and we do not knowingly collect personal information
        from them. If you believe a child under 16 has given us personal information, please contact us and we
        will delete it.
      </p>

      <h2>9. Changes to this policy</h2>
      <p>
        We may update this policy from time to time. When we make significant changes, we will let you know by
        email or in the app before they take effect.
      </p>
    </LegalDocument>
  );
}
