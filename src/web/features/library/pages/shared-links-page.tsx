import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { Share } from "@/domain/api/shares";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useShares } from "../api/shares";
import { EmptyState, ErrorState } from "../components/list-states";
import { PageHeader } from "../components/page-header";
import { ShareLink } from "../components/share-dialog";
import { formatDate } from "../lib/format-date";
import { SHARE_TEXTS } from "../messages";

const TITLE = "Shared links";

function SharedLinkItem({ share }: { share: Share }) {
  const titleId = useId();
  return (
    <li>
      <Card>
        <article aria-labelledby={titleId} className="grid gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={titleId} className="min-w-0 font-semibold wrap-anywhere">
              {share.promptTitle}
            </h2>
            <p className="text-xs text-muted-foreground">Shared {formatDate(share.createdAt)}</p>
          </div>
          <ShareLink share={share} label={`Link to ${share.promptTitle}`} />
        </article>
      </Card>
    </li>
  );
}

/** /shared-links: every prompt the user shares, with each link's views and expiry, and Revoke. */
export function SharedLinksPage() {
  useDocumentTitle(TITLE);
  const { query: shares, waiting } = useShares();
  return (
    <div className="grid gap-6">
      <PageHeader title={TITLE} lead="The prompts you share by link. Revoke a link and it stops opening at once.">
        <Button asChild variant="outline">
          <Link to="/saved-prompts">
            <ArrowLeft aria-hidden="true" />
            Saved Prompts
          </Link>
        </Button>
      </PageHeader>
      <section aria-label={TITLE} aria-busy={shares.isFetching || undefined}>
        {waiting ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading your shared links...
          </p>
        ) : shares.isError ? (
          <ErrorState text={SHARE_TEXTS.loadFailed} onRetry={() => void shares.refetch()} retrying={shares.isFetching} />
        ) : !shares.data?.length ? (
          <EmptyState text={SHARE_TEXTS.none}>
            <Button asChild variant="outline">
              <Link to="/saved-prompts">Go to Saved Prompts</Link>
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {shares.data.map((share) => (
              <SharedLinkItem key={share.id} share={share} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
