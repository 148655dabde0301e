import { useRef, useState, type RefObject } from "react";
import { toast } from "sonner";
import { type ItemKind, useDeleteItem, useRestoreItem } from "../api/library-items";

/** How long the success toast offers Undo; the server keeps a deleted item restorable for longer (60 s). */
export const UNDO_TOAST_MS = 10_000;

/** Bringing a deleted item back from its success toast. */
export interface UndoDelete {
  /** Toast once the item is back. */
  restored: string;
  /** Says why the item could not come back. */
  failed: (error: unknown) => void;
}

/**
 * A delete of a saved item of `kind` behind a confirmation dialog: which item is being confirmed, the deletion with
 * its messages and its Undo, and where focus lands afterwards (the page heading, since the item's own buttons are gone).
 */
export function useConfirmedDelete<T extends { id: string }>({
  kind,
  deleted,
  failed,
  undo,
  focusAfter,
}: {
  kind: ItemKind;
  /** Success toast, which offers Undo. */
  deleted: string;
  failed: string;
  undo: UndoDelete;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const { mutateAsync: remove } = useDeleteItem(kind);
  const { mutateAsync: restoreItem } = useRestoreItem(kind);
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const removedRef = useRef(false);

  const restore = async (id: string) => {
    // The toast and its Undo button are gone: a keyboard user goes on from the heading, as after the delete.
    if (document.activeElement === document.body || document.activeElement?.closest("[data-sonner-toaster]")) {
      focusAfter.current?.focus();
    }
    try {
      await restoreItem(id);
    } catch (error) {
      undo.failed(error);
      return;
    }
    toast.success(undo.restored);
  };

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
    const { id } = target;
    toast.success(deleted, { duration: UNDO_TOAST_MS, action: { label: "Undo", onClick: () => void restore(id) } });
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
