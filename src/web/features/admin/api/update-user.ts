import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { PlanId } from "@/domain/plans";
import type { AccountStatus } from "@/domain/users";
import type { AdminUser, UsersPage } from "@/domain/api/admin";
import { ApiError, client, ok } from "@/web/lib/api-client";
import { planLabel } from "../lib/format";
import { ADMIN_MESSAGES } from "../messages";
import { adminKeys } from "./keys";

/** One change the Manage dialog applies at once. */
export type UserChange =
  | { kind: "status"; status: AccountStatus }
  | { kind: "plan"; planId: PlanId }
  | { kind: "admin"; isAdmin: boolean };

export interface UpdateUserVariables {
  id: string;
  change: UserChange;
}

/** PATCH /api/admin/users/{id}/{status|plan|admin}. */
export function updateUser({ id, change }: UpdateUserVariables): Promise<unknown> {
  const user = client.admin.users[":id"];
  const param = { id: encodeURIComponent(id) };
  switch (change.kind) {
    case "status":
      return ok(user.status.$patch({ param, json: { status: change.status } }));
    case "plan":
      return ok(user.plan.$patch({ param, json: { planId: change.planId } }));
    case "admin":
      return ok(user.admin.$patch({ param, json: { isAdmin: change.isAdmin } }));
  }
}

/** The row as it is once the change has been applied. */
export function applyChange(user: AdminUser, change: UserChange): AdminUser {
  switch (change.kind) {
    case "status":
      return { ...user, accountStatus: change.status };
    case "plan":
      return { ...user, planId: change.planId };
    case "admin":
      return { ...user, isAdmin: change.isAdmin };
  }
}

function successMessage(change: UserChange): string {
  switch (change.kind) {
    case "status":
      return ADMIN_MESSAGES.statusUpdated(change.status);
    case "plan":
      return ADMIN_MESSAGES.planUpdated(planLabel(change.planId));
    case "admin":
      return change.isAdmin ? ADMIN_MESSAGES.adminGranted : ADMIN_MESSAGES.adminRevoked;
  }
}

const FAILURES = {
  status: ADMIN_MESSAGES.statusFailed,
  plan: ADMIN_MESSAGES.planFailed,
  admin: ADMIN_MESSAGES.adminFailed,
} as const;

/**
 * Applies one change to a user. The toasts and the cache updates live here (not in the caller's
 * callbacks), so they still happen when the dialog has been closed while the request was on its way.
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_answer, { id, change }) => {
      toast.success(successMessage(change));
      queryClient.setQueriesData<InfiniteData<UsersPage>>({ queryKey: adminKeys.userLists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((user) => (user.id === id ? applyChange(user, change) : user)),
              })),
            }
          : data,
      );
      // The figures that depend on plans and statuses.
      for (const queryKey of [adminKeys.overview, adminKeys.subscriptions, adminKeys.analytics]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error, { change }) => {
      toast.error(FAILURES[change.kind], { description: error instanceof ApiError ? error.message : undefined });
    },
  });
}
