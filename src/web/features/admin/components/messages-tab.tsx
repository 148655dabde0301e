import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useContactMessages } from "../api/get-contact-messages";
import { formatDate } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import { LoadMoreButton } from "./load-more-button";
import { EmptyNote, InlineError } from "./states";

/** Messages sent with the contact form, newest first: sender, subject, date and the message, a page at a time. */
export function MessagesTab() {
  const list = useContactMessages();
  const messages = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) {
    body = (
      <div className="grid gap-2" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    );
  } else if (list.isError && messages.length === 0) {
    body = <InlineError text={ADMIN_MESSAGES.loadMessagesFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (messages.length === 0) {
    body = <EmptyNote text={ADMIN_MESSAGES.noMessages} />;
  } else {
    body = (
      <>
        <ul className="grid gap-3" aria-label="Received messages">
          {messages.map((m) => (
            <li key={m.id}>
              <article aria-label={m.subject} className="grid gap-2 rounded-lg border p-4">
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h4 className="font-semibold wrap-anywhere">{m.subject}</h4>
                  <time dateTime={m.createdAt} className="text-sm text-muted-foreground">
                    {formatDate(m.createdAt)}
                  </time>
                </header>
                <p className="text-sm text-muted-foreground wrap-anywhere">
                  {m.name} ·{" "}
                  <a href={`mailto:${m.email}`} className="font-medium text-brand-text underline underline-offset-2">
                    {m.email}
                  </a>
                  {m.userId && " · signed in"}
                </p>
                <p className="text-sm whitespace-pre-wrap wrap-anywhere">{m.message}</p>
              </article>
            </li>
          ))}
        </ul>
        {list.isFetchNextPageError && (
          <p role="alert" className="pt-3 text-center text-sm">
            {ADMIN_MESSAGES.loadMessagesFailed}
          </p>
        )}
        <LoadMoreButton
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label="Load more messages"
        />
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Messages</CardTitle>
        <CardDescription>Sent with the contact form; reply by e-mail to the sender.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={list.isFetching || undefined}>{body}</CardContent>
    </Card>
  );
}
