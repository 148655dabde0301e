import { LoaderCircle, type LucideIcon } from "lucide-react";

/** A button's content: its icon and label, or a spinner and the busy label while an action runs. */
export function PendingLabel({
  pending,
  label,
  pendingLabel,
  icon: Icon,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  icon?: LucideIcon;
}) {
  if (pending) {
    return (
      <>
        <LoaderCircle className="animate-spin" aria-hidden="true" />
        {pendingLabel}
      </>
    );
  }
  return (
    <>
      {Icon && <Icon aria-hidden="true" />}
      {label}
    </>
  );
}
