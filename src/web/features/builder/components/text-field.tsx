import { controlProps, FormField } from "@/web/components/ui/form-field";
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
  const shared = { ...controlProps(id, { hint, error }), value, placeholder };
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={cn("grid content-start gap-2", className)}>
      {multiline ? (
        <Textarea {...shared} rows={3} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <Input {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </FormField>
  );
}
