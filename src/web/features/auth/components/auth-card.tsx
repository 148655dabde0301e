import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/web/components/ui/card";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** The frame of every auth screen: the page's one heading, an optional line under it, then the form. */
export function AuthCard({
  title,
  description,
  footer,
  children,
}: {
  title: string;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
      {footer && <CardFooter className="justify-center text-center text-sm text-muted-foreground">{footer}</CardFooter>}
    </Card>
  );
}
