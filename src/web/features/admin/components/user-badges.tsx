import type { AccountStatus } from "@/domain/users";
import { Badge } from "@/web/components/ui/badge";
import { planLabel, statusLabel } from "../lib/format";

const STATUS_VARIANT = { active: "accent", inactive: "outline", suspended: "destructive" } as const;
const PLAN_VARIANT = { free: "outline", pro: "default", teams: "secondary" } as const;

export function StatusBadge({ status }: { status: AccountStatus }) {
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{statusLabel(status)}</Badge>;
}

export function PlanBadge({ planId }: { planId: string }) {
  const variant = PLAN_VARIANT[planId as keyof typeof PLAN_VARIANT] ?? "outline";
  return <Badge variant={variant}>{planLabel(planId)}</Badge>;
}
