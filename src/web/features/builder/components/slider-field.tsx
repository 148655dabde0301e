import { formatSliderValue, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP } from "@/domain/builders";
import { Slider } from "@/web/components/ui/slider";
import { cn } from "@/web/lib/cn";
import { controlProps, FieldMessage } from "@/web/components/ui/form-field";

export interface SliderFieldProps {
  id: string;
  label: string;
  /** The form keeps slider values as one-element lists. */
  value: [number];
  onValueChange: (value: [number]) => void;
  /** The band label of a value: creativityLabel or detailLabel. */
  describe: (value: number) => string;
  error?: string;
  className?: string;
}

/**
 * A 0–1 slider in steps of 0.1 with its value and its band label ('Balanced Creativity'…) beside the name.
 * Screen readers hear the same pair as the slider's value text ("0.5, Balanced Creativity").
 */
export function SliderField({ id, label, value, onValueChange, describe, error, className }: SliderFieldProps) {
  const current = value[0];
  return (
    <div className={cn("grid content-start gap-3", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id={`${id}-label`} className="text-sm leading-none font-medium">
          {label}
        </span>
        <output id={`${id}-value`} aria-live="polite" className="text-sm text-muted-foreground">
          <span className="tabular-nums">{formatSliderValue(current)}</span>
          {" · "}
          <span className="font-medium text-brand-text">{describe(current)}</span>
        </output>
      </div>
      <Slider
        {...controlProps(id, { error })}
        aria-label={label}
        aria-valuetext={`${formatSliderValue(current)}, ${describe(current)}`}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={SLIDER_STEP}
        value={current}
        onValueChange={(next) => onValueChange([next])}
        className="py-1"
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}
