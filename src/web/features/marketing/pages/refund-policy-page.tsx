import { Link } from "react-router";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { LegalDocument } from "../components/legal-document";

/** Served at /refunds and, for old links, at /blogone. */
export function RefundPolicyPage() {
  useDocumentTitle("Refund Policy");
  return (
    <LegalDocument title="Refund Policy" dateLine="Effective date: 28/04/2025">
      <h2>All sales are final</h2>
      <p>
        Promptsmith gives you instant access to everything a plan includes as soon as your payment is confirmed.
        For that reason, all sales are final and we do not offer refunds, in whole or in part, for any plan or
        billing period.
      </p>

      <h2>What this covers</h2>
      <ul>
        <li>Subscription fees for the current or any past billing period.</li>
        <li>Unused generations or unused time left in a billing period.</li>
        <li>Upgrades, and downgrades made partway through a billing period.</li>
      </ul>

      <h2>Try before you buy</h2>
      <p>
        The Free plan lets you use both prompt builders every month at no cost, so you can make sure Promptsmith
        fits your work before you upgrade.
      </p>

      <h2>Cancelling your plan</h2>
      <p>
        You can switch back to the Free plan at any time from the Billing page. Your paid plan stays active until
        the end of the current billing period and is not renewed after that. No further charges are made.
      </p>

      <h2>Billing problems</h2>
      <p>
        If you think you were charged by mistake, for example twice for the same period, please{" "}
        <Link to="/contact">contact us</Link> and we will look into it right away.
      </p>
    </LegalDocument>
  );
}
