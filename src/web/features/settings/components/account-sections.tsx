import { LoaderCircle, LogOut, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { leaveToLogin, useAuth } from "@/web/features/auth";
import { deleteAccount } from "../api";
import { SETTINGS_MESSAGES } from "../messages";

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
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await deleteAccount();
    } catch {
      toast.error(SETTINGS_MESSAGES.deleteFailed);
      setDeleting(false);
      return;
    }
    // The account and its session are gone: start afresh on /login, with nothing of it left in memory.
    leaveToLogin(SETTINGS_MESSAGES.accountDeleted);
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2">Danger Zone</CardTitle>
        <CardDescription>Delete your account, your saved prompts and inputs, and your subscription for good.</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete Account</DialogTitle>
              <DialogDescription>{SETTINGS_MESSAGES.deleteConfirm}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </DialogClose>
              <Button variant="destructive" disabled={deleting} onClick={confirmDelete}>
                {deleting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                {deleting ? "Deleting..." : "Delete Account"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
