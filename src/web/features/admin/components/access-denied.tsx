import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { ADMIN_MESSAGES } from "../messages";

/** What a signed-in user who is not an admin sees at /admin. */
export function AccessDenied() {
  useDocumentTitle(ADMIN_MESSAGES.accessDenied);
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{ADMIN_MESSAGES.accessDenied}</h1>
      <p className="text-muted-foreground">{ADMIN_MESSAGES.noPermission}</p>
      <Button asChild>
        <Link to="/build-text">{ADMIN_MESSAGES.goToHomepage}</Link>
      </Button>
    </Card>
  );
}
