import { Settings2 } from "lucide-react";
import { useState } from "react";
import { displayName } from "@/domain/users";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useUsers } from "../api/get-users";
import { formatDate } from "../lib/format";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { ADMIN_MESSAGES } from "../messages";
import type { AdminUser } from "@/domain/api/admin";
import { ManageUserDialog } from "./manage-user-dialog";
import { AdminList } from "./paged-list";
import { AdminTable } from "./admin-table";
import { PlanBadge, StatusBadge } from "./user-badges";
import { UserSearch } from "./user-search";

/** User Management: search on the server, a table page by page, and the Manage dialog. */
export function UsersTab({ currentUserId }: { currentUserId: string | undefined }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const list = useUsers(q);
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [managing, setManaging] = useState<AdminUser | null>(null);

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h3">Users</CardTitle>
          <CardDescription>Find a user by name or email, then manage their status, plan and privileges.</CardDescription>
        </div>
        <UserSearch
          value={search}
          onChange={setSearch}
          label="Search users"
          searching={list.isPlaceholderData || (search.trim() !== q)}
        />
      </CardHeader>
      <CardContent aria-busy={list.isFetching || undefined}>
        <AdminList list={list} count={users.length} noun="users" failed={ADMIN_MESSAGES.loadUsersFailed} empty={ADMIN_MESSAGES.noUsers}>
          <UsersTable users={users} onManage={setManaging} />
        </AdminList>
      </CardContent>
      <ManageUserDialog user={managing} currentUserId={currentUserId} onClose={() => setManaging(null)} />
    </Card>
  );
}

function UsersTable({ users, onManage }: { users: AdminUser[]; onManage: (user: AdminUser) => void }) {
  return (
    <AdminTable label="Users table" columns={["Name", "Email", "Joined", "Plan", "Status"]} minWidth="min-w-[44rem]">
      {users.map((user) => {
        const name = displayName(user);
        return (
          <tr key={user.id}>
            {/* Long names and addresses wrap anywhere rather than hide behind an ellipsis. */}
            <td className="min-w-40 py-3 pr-4">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium wrap-anywhere">{name}</span>
                {user.isAdmin && <Badge variant="secondary">Admin</Badge>}
              </span>
            </td>
            <td className="min-w-48 py-3 pr-4 text-muted-foreground wrap-anywhere" title={user.email}>
              {user.email}
            </td>
            <td className="py-3 pr-4 whitespace-nowrap text-muted-foreground">
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </td>
            <td className="py-3 pr-4">
              <PlanBadge planId={user.planId} />
            </td>
            <td className="py-3 pr-4">
              <StatusBadge status={user.accountStatus} />
            </td>
            <td className="py-3 text-right">
              <Button variant="outline" size="sm" aria-label={`Manage ${name}`} onClick={() => onManage(user)}>
                <Settings2 aria-hidden="true" />
                Manage
              </Button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
