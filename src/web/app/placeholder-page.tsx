import { Construction } from "lucide-react";
import { Card, CardDescription, CardHeader } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Stands in for a screen that is not built yet: its title and a one-line notice. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Card>
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Construction className="size-5" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription>This screen is coming soon.</CardDescription>
      </CardHeader>
    </Card>
  );
}
