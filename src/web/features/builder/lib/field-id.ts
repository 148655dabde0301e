/** The element id of a builder field, so labels, errors and focus agree. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}
