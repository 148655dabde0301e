import {
  CUSTOM_TEXT_MAX,
  customPlaceholder,
  menuOptions,
  OTHER_VALUE,
  selectPlaceholder,
  type ChoiceField as ChoiceFieldSpec,
} from "@/domain/builders";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { cn } from "@/web/lib/cn";
import { fieldId } from "../lib/field-id";
import { countOf, describedBy, FieldMessage } from "@/web/components/ui/form-field";

export interface ChoiceFieldProps {
  formId: string;
  field: ChoiceFieldSpec;
  value: string;
  onValueChange: (value: string) => void;
  /** The custom companion's text; used when the field has one and 'Other (Custom)' is chosen. */
  customValue?: string;
  onCustomChange?: (value: string) => void;
  error?: string;
  customError?: string;
  /** A line under the select (what the choice changes). */
  hint?: string;
  className?: string;
}

/**
 * A select of a builder, from the domain's field descriptor: 'Select {label}' until chosen, every option
 * by its label, 'Other (Custom)' last when the field has a custom companion, which then reveals an input
 * 'Enter custom {label lowercased}'.
 */
export function ChoiceField({
  formId,
  field,
  value,
  onValueChange,
  customValue = "",
  onCustomChange,
  error,
  customError,
  hint,
  className,
}: ChoiceFieldProps) {
  const id = fieldId(formId, field.name);
  const customName = field.customName;
  const showCustom = customName !== undefined && value === OTHER_VALUE;
  const customId = customName === undefined ? "" : fieldId(formId, customName);
  const customCount = countOf(customValue, CUSTOM_TEXT_MAX);
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{field.label}</Label>
      <Select
        id={id}
        value={value}
        onValueChange={onValueChange}
        placeholder={selectPlaceholder(field.label)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        {menuOptions(field).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldMessage id={id} hint={hint} error={error} />
      {showCustom && (
        <>
          <Input
            id={customId}
            name={customName}
            aria-label={`Custom ${field.label.toLowerCase()}`}
            placeholder={customPlaceholder(field.label)}
            value={customValue}
            onChange={(event) => onCustomChange?.(event.target.value)}
            aria-invalid={customError ? true : undefined}
            aria-describedby={describedBy(customId, { count: customCount, error: customError })}
          />
          <FieldMessage id={customId} count={customCount} error={customError} />
        </>
      )}
    </div>
  );
}
