import { LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import { PLAN_IDS, type PlanId } from "@/domain/plans";
import { ACCOUNT_STATUSES, type AccountStatus, displayName } from "@/domain/users";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { Switch } from "@/web/components/ui/switch";
import { type UserChange, applyChange, useUpdateUser } from "../api/update-user";
import { planLabel, statusLabel } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import type { AdminUser } from "@/domain/api/admin";

/**
 * Manage a user: name and e-mail to read, and three controls that each apply their change at once
 * (with a toast). Save Changes only closes the dialog.
 */
export function ManageUserDialog({
  user,
  currentUserId,
  onClose,
}: {
  user: AdminUser | null;
  /** The signed-in admin, whose own admin switch is disabled. */
  currentUserId: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && (
        <DialogContent>
          <ManageUserForm key={user.id} user={user} self={user.id === currentUserId} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function Saving() {
  return (
    <span role="status" className="inline-flex items-center gap-1 text-xs font-normal text-muted-foreground">
      <LoaderCircle className="size-3 animate-spin" aria-hidden="true" />
      Saving...
    </span>
  );
}

function ManageUserForm({ user, self, onDone }: { user: AdminUser; self: boolean; onDone: () => void }) {
  const id = useId();
  // The row as last confirmed by the server; a control shows its pending value while it saves.
  const [current, setCurrent] = useState(user);
  const status = useUpdateUser();
  const plan = useUpdateUser();
  const admin = useUpdateUser();

  const apply = (mutation: ReturnType<typeof useUpdateUser>, change: UserChange) =>
    mutation.mutate(
      { id: user.id, change },
      { onSuccess: () => setCurrent((row) => applyChange(row, change)) },
    );
  const pendingChange = (mutation: ReturnType<typeof useUpdateUser>) =>
    mutation.isPending ? mutation.variables?.change : undefined;

  const statusChange = pendingChange(status);
  const planChange = pendingChange(plan);
  const adminChange = pendingChange(admin);
  const shownStatus = statusChange?.kind === "status" ? statusChange.status : current.accountStatus;
  const shownPlan = planChange?.kind === "plan" ? planChange.planId : current.planId;
  const shownAdmin = adminChange?.kind === "admin" ? adminChange.isAdmin : current.isAdmin;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Manage User</DialogTitle>
        <DialogDescription>Each change applies as soon as you make it.</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} value={displayName(current)} readOnly />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} value={current.email} title={current.email} readOnly />
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-status`}>Account status</Label>
            {status.isPending && <Saving />}
          </div>
          <Select
            id={`${id}-status`}
            value={shownStatus}
            disabled={status.isPending}
            onValueChange={(value) => apply(status, { kind: "status", status: value as AccountStatus })}
          >
            {ACCOUNT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </Select>
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-plan`}>Plan</Label>
            {plan.isPending && <Saving />}
          </div>
          <Select
            id={`${id}-plan`}
            value={shownPlan}
            disabled={plan.isPending}
            onValueChange={(value) => apply(plan, { kind: "plan", planId: value as PlanId })}
          >
            {PLAN_IDS.map((value) => (
              <option key={value} value={value}>
                {planLabel(value)}
              </option>
            ))}
          </Select>
        </div>

        <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Label htmlFor={`${id}-admin`}>Admin privileges</Label>
              {admin.isPending && <Saving />}
            </div>
            <p id={`${id}-admin-hint`} className="text-xs text-muted-foreground">
              {self ? ADMIN_MESSAGES.ownAdminHint : "Admins can open this dashboard and manage every user."}
            </p>
          </div>
          <Switch
            id={`${id}-admin`}
            aria-describedby={`${id}-admin-hint`}
            checked={shownAdmin}
            disabled={self || admin.isPending}
            onCheckedChange={(checked) => apply(admin, { kind: "admin", isAdmin: checked })}
          />
        </div>
      </div>

      <DialogFooter>
        <Button onClick={onDone}>Save Changes</Button>
      </DialogFooter>
    </>
  );
}
