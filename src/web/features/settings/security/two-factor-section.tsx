import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useTwoFactorStatus } from "./api";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { EnableTwoFactorDialog } from "./enable-two-factor-dialog";
import { LoadState } from "./load-state";
import { SECURITY_MESSAGES } from "./messages";

/** Settings' two-factor card: whether it is on, and the way to turn it on or off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [dialog, setDialog] = useState<"enable" | "disable" | null>(null);
  const openChange = (which: "enable" | "disable") => (open: boolean) => setDialog(open ? which : null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor authentication</CardTitle>
        <CardDescription>Ask for a code from an authenticator app as well as your password when signing in.</CardDescription>
      </CardHeader>
      <CardContent>
        {status.data ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm">
              Status:
              <Badge variant={status.data.enabled ? "default" : "secondary"}>{status.data.enabled ? "On" : "Off"}</Badge>
            </p>
            {status.data.enabled ? (
              <Button variant="outline" onClick={() => setDialog("disable")}>
                <ShieldOff aria-hidden="true" />
                Disable two-factor
              </Button>
            ) : (
              <Button onClick={() => setDialog("enable")}>
                <ShieldCheck aria-hidden="true" />
                Enable two-factor
              </Button>
            )}
          </div>
        ) : (
          <LoadState
            loading="Loading two-factor settings"
            failure={status.isError ? SECURITY_MESSAGES.twoFactorLoadFailed : null}
            onRetry={() => void status.refetch()}
          />
        )}
        <EnableTwoFactorDialog open={dialog === "enable"} onOpenChange={openChange("enable")} />
        <DisableTwoFactorDialog open={dialog === "disable"} onOpenChange={openChange("disable")} />
      </CardContent>
    </Card>
  );
}
