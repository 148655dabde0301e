/**
 * Zod building blocks shared by the text and art schemas, so the browser form and the server request are
 * checked by the same rules and report the same messages.
 */
import { z } from "zod";
import { documentedChoices, OTHER_OPTION, OTHER_VALUE, valuesOf, type ChoiceOption, type ChoiceValue } from "./choices";
import { CUSTOM_TEXT_MAX } from "./limits";
import { SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN, type SliderBand } from "./sliders";

/** The spec's first version sent empty values as 'N/A' (and an empty negative prompt as 'None'). */
function isLegacyEmpty(value: string): boolean {
  return /^(n\/a|none)$/i.test(value);
}

/** The values a select accepts: '', a list value, and 'other' when it has a custom companion. */
export type Allowed<V extends string, C extends boolean> = C extends true ? ChoiceValue<V> : "" | V;

/**
 * A select: '' (unset), one of the list values, or 'other' when the field has a custom companion. A label
 * stands for its value, in any case ("Square (1:1)", "1920x1080 (HD)"), as the spec's client sends them.
 * Surrounding spaces are ignored and the legacy 'N/A' means unset. Missing means `fallback` ('' unless given).
 */
export function choiceSchema<V extends string, C extends boolean>(
  options: readonly ChoiceOption<V>[],
  label: string,
  { custom, fallback, customName }: { custom: C; fallback?: Allowed<V, C>; customName?: string },
): z.ZodDefault<z.ZodType<Allowed<V, C>, string>> {
  const values = valuesOf(options);
  const allowed: [string, ...string[]] = custom ? ["", ...values, OTHER_VALUE] : ["", ...values];
  const byName = new Map<string, string>();
  for (const o of custom ? [...options, OTHER_OPTION] : options) {
    byName.set(o.label.toLowerCase(), o.value);
    byName.set(o.value.toLowerCase(), o.value);
  }
  const choices = values.map((v) => `"${v}"`).join(", ");
  const hint = custom ? `${choices}, or "${OTHER_VALUE}" with a custom value` : choices;
  const schema = z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((v) => (isLegacyEmpty(v) ? "" : (byName.get(v.toLowerCase()) ?? v)))
    .pipe(
      z.enum(allowed, {
        error: (issue) => `Unknown ${label.toLowerCase()} "${String(issue.input)}". Choose one of ${hint}.`,
      }),
    )
    .default(fallback ?? "")
    .meta({ description: `${label}. A label (any case) stands for its value.`, ...documentedChoices(options, customName) });
  // z.enum over a computed list types its output as string; the list is exactly Allowed<V, C>.
  return schema as unknown as z.ZodDefault<z.ZodType<Allowed<V, C>, string>>;
}

/** Free text, trimmed, at most `max` characters once trimmed; the legacy 'N/A' / 'None' mean empty. */
export function textSchema(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((v) => (isLegacyEmpty(v) ? "" : v))
    .default("");
}

/** A custom companion ('Enter custom …'), at most 100 characters. */
export function customSchema(label: string) {
  return textSchema(`Custom ${label.toLowerCase()}`, CUSTOM_TEXT_MAX);
}

/**
 * A choice field that offers "Other" and the text that goes with it: `{ [key], custom<Key> }`, as both
 * builders name them.
 */
export function choiceWithCustom<K extends string, V extends string>(
  key: K,
  field: { options: readonly ChoiceOption<V>[]; label: string },
  fallback?: Allowed<V, true>,
) {
  const customKey = `custom${key.charAt(0).toUpperCase()}${key.slice(1)}` as `custom${Capitalize<K>}`;
  return {
    [key]: choiceSchema(field.options, field.label, { custom: true, fallback, customName: customKey }),
    [customKey]: customSchema(field.label),
  } as Record<K, ReturnType<typeof choiceSchema<V, true>>> & Record<`custom${Capitalize<K>}`, ReturnType<typeof customSchema>>;
}

/**
 * A slider value from 0 to 1, as a number, a numeric string, a slider label ('High Detail', any case: it
 * stands for its band's typical value) or any of these in a one-element list (the form's shape). The
 * spec's client sends the detail level as its label.
 */
function sliderValueSchema(label: string, bands: readonly SliderBand[]) {
  const byLabel = new Map(bands.map((b) => [b.label.toLowerCase(), b.typical]));
  const error = `${label} must be a number from 0 to 1 or one of ${bands.map((b) => `"${b.label}"`).join(", ")}`;
  const scalar = z.union([z.number(), z.string()]);
  return z
    .union([scalar, z.tuple([scalar])], { error })
    .transform((input, ctx) => {
      const v = Array.isArray(input) ? input[0] : input;
      if (typeof v === "number") return v;
      const text = v.trim();
      const value = byLabel.get(text.toLowerCase()) ?? (text === "" ? NaN : Number(text));
      if (Number.isNaN(value)) {
        ctx.issues.push({ code: "custom", input, message: error });
        return z.NEVER;
      }
      return value;
    })
    .pipe(
      z
        .number({ error })
        .min(SLIDER_MIN, { error: `${label} must be between 0 and 1` })
        .max(SLIDER_MAX, { error: `${label} must be between 0 and 1` }),
    );
}

/** A slider value as the API carries it: a number from 0 to 1 (see sliderValueSchema for what it accepts). */
export function unitSchema(label: string, bands: readonly SliderBand[]) {
  return sliderValueSchema(label, bands).default(SLIDER_DEFAULT);
}

/** A slider value as the form keeps it: a one-element list (a bare number or label is accepted and wrapped). */
export function sliderListSchema(label: string, bands: readonly SliderBand[]) {
  return sliderValueSchema(label, bands)
    .transform((v): [number] => [v])
    .default((): [number] => [SLIDER_DEFAULT]);
}

export function booleanSchema(label: string) {
  return z.boolean({ error: `${label} must be true or false` }).default(false);
}
