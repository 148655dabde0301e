import { Check, CircleAlert, Copy } from "lucide-react";
import { useState } from "react";
import { withThousands } from "@/domain/library";
import { fillVariables, VARIABLE_VALUE_MAX, variableParts } from "@/domain/prompt-variables";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { controlProps, FormField, overLimit } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useRecordPromptUse } from "../api/record-prompt-use";
import { UI_MESSAGES } from "../messages";
import type { SavedPrompt } from "../types";

export interface UsePromptDialogProps {
  /** The prompt being used; null closes the dialog. */
  prompt: SavedPrompt | null;
  onClose: () => void;
}

/** Fills in a saved prompt's `{{variables}}` (starting from the values used last time) and copies the result. */
export function UsePromptDialog({ prompt, onClose }: UsePromptDialogProps) {
  return (
    <Dialog open={prompt !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Use prompt</DialogTitle>
          <DialogDescription>Fill in its variables, then copy the prompt with your values.</DialogDescription>
        </DialogHeader>
        {/* Keyed by id so each opening starts from the prompt's last values. */}
        {prompt && <UsePromptForm key={prompt.id} prompt={prompt} />}
      </DialogContent>
    </Dialog>
  );
}

type Status = { kind: "copied" | "copied-not-kept" | "copy-failed" | "too-long" } | null;

/** What the server answers for a value it will not keep, said before copying. */
const MSG_VALUE_TOO_LONG = `A value can have at most ${withThousands(VARIABLE_VALUE_MAX)} characters`;

function UsePromptForm({ prompt }: { prompt: SavedPrompt }) {
  const recordUse = useRecordPromptUse();
  const [values, setValues] = useState<Record<string, string>>(() =>
    // Own keys only: a variable may be called "constructor".
    Object.fromEntries(prompt.variables.map((name) => [name, (Object.hasOwn(prompt.variableValues, name) && prompt.variableValues[name]) || ""])),
  );
  const [status, setStatus] = useState<Status>(null);
  // A blank field leaves its {{variable}} in the text, to be filled in later.
  const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
  const text = fillVariables(prompt.content, filled);

  // Values are kept as typed, spaces included, so they are counted whole.
  const countFor = (name: string) => ({ length: (values[name] ?? "").length, max: VARIABLE_VALUE_MAX });

  const copy = async () => {
    const over = prompt.variables.find((name) => overLimit(countFor(name)));
    if (over !== undefined) {
      setStatus({ kind: "too-long" });
      document.getElementById(`use-variable-${over}`)?.focus();
      return;
    }
    setStatus(null);
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      setStatus({ kind: "copy-failed" });
      return;
    }
    setStatus({ kind: "copied" });
    try {
      await recordUse.mutateAsync({ id: prompt.id, values });
    } catch {
      setStatus({ kind: "copied-not-kept" });
    }
  };

  return (
    <form
      noValidate
      aria-label="Use prompt"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void copy();
      }}
    >
      <div className="grid max-h-[30dvh] gap-3 overflow-y-auto p-0.5">
        {prompt.variables.map((name) => {
          const id = `use-variable-${name}`;
          const count = countFor(name);
          const error = status?.kind === "too-long" && overLimit(count) ? MSG_VALUE_TOO_LONG : undefined;
          return (
            <FormField key={name} id={id} label={name} count={count} error={error}>
              <Input
                {...controlProps(id, { count, error })}
                value={values[name] ?? ""}
                autoComplete="off"
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [name]: value }));
                  setStatus(null);
                }}
              />
            </FormField>
          );
        })}
      </div>
      <section aria-labelledby="use-prompt-preview" className="grid gap-2">
        <h3 id="use-prompt-preview" className="text-sm font-medium">
          Preview
        </h3>
        <div
          tabIndex={0}
          role="group"
          aria-labelledby="use-prompt-preview"
          data-testid="use-prompt-preview"
          className="max-h-[30dvh] overflow-y-auto rounded-lg border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap"
        >
          {/* Variables still to fill in stand out. */}
          {variableParts(text).map((part, i) =>
            part.kind === "variable" ? (
              <mark key={i} className="rounded bg-accent px-0.5 text-accent-foreground">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </div>
      </section>
      <DialogFooter className="items-center">
        <p role="status" className="mr-auto flex min-h-5 items-center gap-1.5 text-sm">
          {status?.kind === "copied" && (
            <>
              <Check className="size-4 text-success-text" aria-hidden="true" />
              {UI_MESSAGES.copiedShort}
            </>
          )}
          {status?.kind === "copied-not-kept" && UI_MESSAGES.valuesNotKept}
        </p>
        {status?.kind === "copy-failed" && (
          <p role="alert" className="mr-auto flex items-center gap-1.5 text-sm font-medium text-destructive">
            <CircleAlert className="size-4" aria-hidden="true" />
            {UI_MESSAGES.copyFailed}
          </p>
        )}
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button type="submit" disabled={recordUse.isPending}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </DialogFooter>
    </form>
  );
}
