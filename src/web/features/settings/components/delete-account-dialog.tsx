import { Download, LoaderCircle, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
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
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { leaveToLogin, useAuth } from "@/web/features/auth";
import { exportHistory, exportSavedInputs, exportSavedPrompts, saveFile } from "@/web/features/library";
import { ApiError } from "@/web/lib/api-client";
import { deleteAccount } from "../api";
import { DELETE_ACCOUNT_MESSAGES, SETTINGS_MESSAGES } from "../messages";
import { CurrentPasswordField, type OwnerProblem, ownerProblem } from "./current-password-field";

const DOWNLOADS = {
  prompts: { label: "Download prompts", fetch: () => exportSavedPrompts("json") },
  inputs: { label: "Download inputs", fetch: exportSavedInputs },
  history: { label: "Download history", fetch: exportHistory },
} as const;
type Download = keyof typeof DOWNLOADS;

/** The user's saved prompts, inputs and history as files (the library's JSON exports), offered before they are deleted. */
function KeepACopy() {
  const [downloading, setDownloading] = useState<Download | null>(null);
  const download = async (what: Download) => {
    setDownloading(what);
    try {
      saveFile(await DOWNLOADS[what].fetch());
    } catch {
      toast.error(DELETE_ACCOUNT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <section aria-labelledby="delete-account-copy" className="grid gap-2 rounded-lg border bg-muted/40 p-3">
      <h3 id="delete-account-copy" className="text-sm font-semibold">
        {DELETE_ACCOUNT_MESSAGES.copyTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{DELETE_ACCOUNT_MESSAGES.copyLead}</p>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(DOWNLOADS) as Download[]).map((what) => (
          <Button key={what} variant="outline" size="sm" disabled={downloading !== null} onClick={() => void download(what)}>
            {downloading === what ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {DOWNLOADS[what].label}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * Delete Account behind a dialog that first offers a copy of the library, then asks for the account's
 * e-mail address typed out (Delete stays off until it matches) and the current password.
 */
export function DeleteAccountDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [typedEmail, setTypedEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [problem, setProblem] = useState<OwnerProblem | null>(null);
  const email = user?.email ?? "";
  const confirmed = email !== "" && typedEmail.trim().toLowerCase() === email.toLowerCase();

  const openChange = (next: boolean) => {
    if (deleting) return;
    setOpen(next);
    setTypedEmail("");
    setCurrentPassword("");
    setProblem(null);
  };

  const confirmDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    setProblem(null);
    setDeleting(true);
    try {
      await deleteAccount(currentPassword);
    } catch (error) {
      const refusal = ownerProblem(error);
      if (refusal) setProblem(refusal);
      // A team with other members needs its ownership handed over first: the server says which team.
      else if (error instanceof ApiError && error.code === "team_owner") toast.error(error.message);
      else toast.error(SETTINGS_MESSAGES.deleteFailed);
      setDeleting(false);
      return;
    }
    // The account and its session are gone: start afresh on /login, with nothing of it left in memory.
    leaveToLogin(SETTINGS_MESSAGES.accountDeleted);
  };

  const confirmParts = { hint: DELETE_ACCOUNT_MESSAGES.typeEmailHint(email) };
  return (
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
        <KeepACopy />
        <form aria-label="Delete Account" className="grid gap-4" onSubmit={confirmDelete}>
          <FormField id="delete-account-email" label={DELETE_ACCOUNT_MESSAGES.typeEmailLabel} {...confirmParts}>
            <Input
              {...controlProps("delete-account-email", confirmParts)}
              name="confirm-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
            />
          </FormField>
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
            <Button type="submit" variant="destructive" disabled={deleting || !confirmed}>
              {deleting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              {deleting ? "Deleting..." : "Delete Account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
