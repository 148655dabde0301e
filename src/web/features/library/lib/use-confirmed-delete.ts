import { useRef, useState, type RefObject } from "react";
import { toast } from "sonner";

/**
 * A delete behind a confirmation dialog: which item is being confirmed, the deletion with its messages,
 * and where focus lands afterwards (the page heading, since the item's own buttons are gone).
 */
export function useConfirmedDelete<T extends { id: string }>({
  remove,
  deleted,
  failed,
  focusAfter,
}: {
  remove: (id: string) => Promise<unknown>;
  /** Success toast, or none. */
  deleted?: string;
  failed: string;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const removedRef = useRef(false);

  const confirm = async () => {
    if (!target || deleting) return;
    setDeleting(true);
    try {
      await remove(target.id);
    } catch {
      toast.error(failed);
      setDeleting(false);
      return;
    }
    if (deleted) toast.success(deleted);
    removedRef.current = true;
    setDeleting(false);
    setTarget(null);
  };

  return {
    target,
    ask: (item: T) => setTarget(item),
    dialog: {
      open: target !== null,
      deleting,
      onOpenChange: (open: boolean) => !open && setTarget(null),
      onConfirm: () => void confirm(),
      onCloseAutoFocus: (event: Event) => {
        if (!removedRef.current) return;
        removedRef.current = false;
        event.preventDefault();
        focusAfter.current?.focus();
      },
    },
  };
}
