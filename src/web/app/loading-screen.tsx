import { useEffect, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

/** After this long the spinner offers a way out: a stuck session check should not trap the visitor. */
export const SLOW_LOADING_NOTICE_MS = 5000;

/** Full-screen spinner; after 5 seconds it adds 'Taking too long to load...' and a Refresh Page button. */
export function LoadingScreen() {
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOADING_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <Spinner size="lg" />
      {slow && (
        <>
          <p className="text-sm text-muted-foreground">Taking too long to load...</p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </>
      )}
    </main>
  );
}
