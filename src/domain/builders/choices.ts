/**
 * Choice fields: the option shape every select uses, the 'Other (Custom)' entry, the placeholders derived
 * from a field's label, and how a choice plus its custom companion resolves to what a prompt says.
 */

/** One entry of a select: the stored value and the label shown to people. */
export interface ChoiceOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The value of the final 'Other (Custom)' entry; when chosen, the custom companion field is used. */
export const OTHER_VALUE = "other";
export type OtherValue = typeof OTHER_VALUE;
export const OTHER_LABEL = "Other (Custom)";
export const OTHER_OPTION: ChoiceOption<OtherValue> = { value: OTHER_VALUE, label: OTHER_LABEL };

/** The value of a choice field in a form or request: unset (''), a list value, or 'other'. */
export type ChoiceValue<V extends string> = "" | V | OtherValue;

/** A select of a builder: its label and options, and the name of its custom companion when it has one. */
export interface ChoiceField<V extends string = string, N extends string = string, C extends string = string> {
  readonly name: N;
  readonly label: string;
  readonly options: readonly ChoiceOption<V>[];
  /** Name of the free-text companion (customIndustry…); absent when the field offers no 'Other (Custom)'. */
  readonly customName?: C;
}

/** 'Select Industry' for the label 'Industry'. */
export function selectPlaceholder(label: string): string {
  return `Select ${label}`;
}

/** 'Enter custom tone of voice' for the label 'Tone of Voice'. */
export function customPlaceholder(label: string): string {
  return `Enter custom ${label.toLowerCase()}`;
}

/** The options to show in a field's dropdown: its list, then 'Other (Custom)' when the field has a companion. */
export function menuOptions<V extends string>(field: ChoiceField<V>): readonly ChoiceOption<V | OtherValue>[] {
  return field.customName === undefined ? field.options : [...field.options, OTHER_OPTION];
}

/** The option with this value, if any. */
export function findOption<O extends ChoiceOption>(options: readonly O[], value: string): O | undefined {
  return options.find((o) => o.value === value);
}

/** The label of a value ('Other (Custom)' for 'other'); undefined for '' and unknown values. */
export function optionLabel(options: readonly ChoiceOption[], value: string): string | undefined {
  if (value === OTHER_VALUE) return OTHER_LABEL;
  return findOption(options, value)?.label;
}

/** The list values of some options, typed as a non-empty tuple for z.enum. */
export function valuesOf<V extends string>(options: readonly ChoiceOption<V>[]): [V, ...V[]] {
  return options.map((o) => o.value) as [V, ...V[]];
}

/**
 * A choice field as the API document shows it (`.meta()`): the values a request may send, each described by the
 * label the form shows for it, so a generated client offers exactly the form's choices.
 */
export function documentedChoices(options: readonly ChoiceOption[], customName?: string) {
  const described: [string, string][] = [["", "Not set."], ...options.map((o): [string, string] => [o.value, o.label])];
  if (customName !== undefined) described.push([OTHER_VALUE, `${OTHER_LABEL}: the text in \`${customName}\` is used.`]);
  return { enum: described.map(([value]) => value), "x-enumDescriptions": Object.fromEntries(described) };
}

/** What a choice field stands for once its custom companion is taken into account. */
export type Resolved<O> = { kind: "option"; option: O } | { kind: "custom"; text: string };

/**
 * A custom text always replaces its choice; otherwise a list value gives its option. Unset (''), 'other'
 * without a text and unknown values resolve to undefined, and the composers leave the field out.
 */
export function resolveChoice<O extends ChoiceOption>(
  options: readonly O[],
  value: string,
  custom?: string,
): Resolved<O> | undefined {
  const text = cleanInline(custom ?? "");
  if (text !== "") return { kind: "custom", text };
  const option = findOption(options, value);
  return option === undefined ? undefined : { kind: "option", option };
}

/**
 * A piece of user text made safe to place inline in a sentence or a list: one line, single spaces, no
 * trailing separator (so joining it never produces ', ,' or '..').
 */
export function cleanInline(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;:.]+$/u, "")
    .replace(/^[\s,;:]+/u, "");
}
