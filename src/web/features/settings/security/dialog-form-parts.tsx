import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/web/components/ui/button";
import { DialogClose, DialogFooter } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { FieldProblem } from "../components/field-problem";

/** The one field a two-factor dialog asks for at a time (password or code), with the server's refusal under it. */
export function DialogField({
  id,
  label,
  problem,
  ...input
}: { id: string; label: string; problem: string | null } & Omit<ComponentProps<typeof Input>, "id">) {
  const problemId = `${id}-problem`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        {...input}
      />
      <FieldProblem id={problemId}>{problem}</FieldProblem>
    </div>
  );
}

/** Cancel and the submit button; both wait, and the submit spins, while the server answers. */
export function DialogActions({ pending, label, destructive }: { pending: boolean; label: string; destructive?: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" variant={destructive ? "destructive" : undefined} disabled={pending}>
        {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
    </DialogFooter>
  );
}
