import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useContactMessages } from "../api/get-contact-messages";
import { formatDate } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import { AdminList } from "./paged-list";

/** Messages sent with the contact form, newest first: sender, subject, date and the message, a page at a time. */
export function MessagesTab() {
  const list = useContactMessages();
  const messages = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Messages</CardTitle>
        <CardDescription>Sent with the contact form; reply by e-mail to the sender.</CardDescription>
      </CardHeader>
      <CardContent aria-busy={list.isFetching || undefined}>
        <AdminList
          list={list}
          count={messages.length}
          noun="messages"
          failed={ADMIN_MESSAGES.loadMessagesFailed}
          empty={ADMIN_MESSAGES.noMessages}
          skeleton={{ rows: 3, height: "h-24" }}
        >
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
        </AdminList>
      </CardContent>
    </Card>
  );
}
