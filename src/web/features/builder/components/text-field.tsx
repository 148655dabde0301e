import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";
import { FieldMessage, describedBy } from "./field-message";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  multiline?: boolean;
  className?: string;
}

/** A labelled text input or textarea with its hint and error. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  placeholder,
  hint,
  error,
  multiline = false,
  className,
}: TextFieldProps) {
  const shared = {
    id,
    value,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, { hint, error }),
  };
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} rows={3} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <Input {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
