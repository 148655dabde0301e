import { LoaderCircle, LogOut, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
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
import { CurrentPasswordField, type OwnerProblem, ownerProblem } from "./current-password-field";
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
  const [currentPassword, setCurrentPassword] = useState("");
  const [problem, setProblem] = useState<OwnerProblem | null>(null);

  const openChange = (next: boolean) => {
    if (deleting) return;
    setOpen(next);
    setCurrentPassword("");
    setProblem(null);
  };

  const confirmDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setDeleting(true);
    try {
      await deleteAccount(currentPassword);
    } catch (error) {
      const refusal = ownerProblem(error);
      if (refusal) setProblem(refusal);
      else toast.error(SETTINGS_MESSAGES.deleteFailed);
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
        <Dialog open={open} onOpenChange={openChange}>
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
            <form aria-label="Delete Account" className="grid gap-4" onSubmit={confirmDelete}>
              <CurrentPasswordField
                id="delete-account-current-password"
                value={currentPassword}
                onChange={setCurrentPassword}
                problem={problem}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={deleting}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" disabled={deleting}>
                  {deleting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                  {deleting ? "Deleting..." : "Delete Account"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
