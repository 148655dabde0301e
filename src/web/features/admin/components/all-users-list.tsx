import { BarChart3 } from "lucide-react";
import { useState } from "react";
import { displayName } from "@/domain/users";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useUsers } from "../api/get-users";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { ADMIN_MESSAGES } from "../messages";
import { AdminList } from "./paged-list";
import { PlanBadge } from "./user-badges";
import { UserSearch } from "./user-search";
import type { StatsTarget } from "./user-stats-dialog";

/** Every user, searchable, in a 500 px scrolling list with a View Stats button each. */
export function AllUsersList({ onStats }: { onStats: (target: StatsTarget) => void }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const list = useUsers(q);
  const users = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="grid gap-1.5">
          <CardTitle as="h3">All Users</CardTitle>
          <CardDescription>Open any user&apos;s prompt statistics.</CardDescription>
        </div>
        <UserSearch
          value={search}
          onChange={setSearch}
          label="Search all users"
          searching={list.isPlaceholderData || search.trim() !== q}
        />
      </CardHeader>
      <CardContent>
        <div
          role="region"
          aria-label="All users list"
          aria-busy={list.isFetching || undefined}
          tabIndex={0}
          className="h-[500px] overflow-y-auto rounded-lg border"
        >
          <div className="p-3">
            <AdminList
              list={list}
              count={users.length}
              noun="users"
              failed={ADMIN_MESSAGES.loadUsersFailed}
              empty={ADMIN_MESSAGES.noUsers}
              skeleton={{ rows: 6, height: "h-14" }}
            >
              <ul className="divide-y">
                {users.map((user) => {
                  const name = displayName(user);
                  return (
                    <li key={user.id} className="flex items-center gap-3 py-2.5 first:pt-0">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium wrap-anywhere">{name}</p>
                        <p className="text-sm text-muted-foreground wrap-anywhere" title={user.email}>
                          {user.email}
                        </p>
                      </div>
                      <PlanBadge planId={user.planId} />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`View Stats for ${name}`}
                        onClick={() => onStats({ id: user.id, name, email: user.email })}
                      >
                        <BarChart3 aria-hidden="true" />
                        {/* Icon only on phones, where the name needs the room; the label names it. */}
                        <span className="hidden sm:inline">View Stats</span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </AdminList>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
