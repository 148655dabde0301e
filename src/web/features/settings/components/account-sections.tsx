import { LoaderCircle, LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useAuth } from "@/web/features/auth";
import { DeleteAccountDialog } from "./delete-account-dialog";

export function SecuritySection() {
  const { signOut } = useAuth();
  const [pending, setPending] = useState(false);

  const logOut = async () => {
    setPending(true);
    // On success the page is replaced with /login; on failure signOut has said so in a toast.
    await signOut();
    setPending(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Security</CardTitle>
        <CardDescription>Sign out of Promptsmith on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={pending} onClick={logOut}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          {pending ? "Logging out..." : "Log Out"}
        </Button>
      </CardContent>
    </Card>
  );
}

export function DangerZoneSection() {
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2">Danger Zone</CardTitle>
        <CardDescription>Delete your account, your saved prompts and inputs, and your subscription for good.</CardDescription>
      </CardHeader>
      <CardContent>
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}
