import { useEffect } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";

/** What the app answers to from the keyboard, as the shortcuts dialog lists it. */
const SHORTCUTS: { keys: string[]; action: string }[] = [
  { keys: ["Ctrl", "Enter"], action: "Generate the prompt, in a builder (⌘ Enter on a Mac)" },
  { keys: ["?"], action: "Show these shortcuts" },
  { keys: ["Esc"], action: "Close a dialog or menu" },
];

/** Whether a key pressed here is typing (a field, a select, editable text), not a command. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches("input, textarea, select"));
}

/** Calls `open` when `?` is pressed anywhere but in a field. */
export function useShortcutsKey(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "?" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
}

export function KeyboardShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Work without reaching for the mouse.</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          {SHORTCUTS.map(({ keys, action }) => (
            <div key={action} className="flex items-center justify-between gap-4">
              <dt className="text-muted-foreground">{action}</dt>
              <dd className="flex shrink-0 gap-1">
                {keys.map((key) => (
                  <kbd key={key} className="rounded-md border bg-muted px-1.5 py-0.5 font-mono text-xs font-medium">
                    {key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
