import { controlProps, countOf, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** The longest text the form's rules allow, counted under the field. */
  max: number;
  multiline?: boolean;
  className?: string;
}

/** A labelled text input or textarea with its hint, its character count and its error. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  placeholder,
  hint,
  error,
  max,
  multiline = false,
  className,
}: TextFieldProps) {
  const count = countOf(value, max);
  const shared = { ...controlProps(id, { hint, count, error }), value, placeholder };
  return (
    <FormField id={id} label={label} hint={hint} count={count} error={error} className={cn("grid content-start gap-2", className)}>
      {multiline ? (
        <Textarea {...shared} rows={3} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <Input {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </FormField>
  );
}
