/** The builders' zod rules (domain/builders/schemas). */
export type FormRules = typeof import("@/domain/builders/schemas");

/**
 * Loads the rules that check a builder's form. They are most of a builder page's code, so the page
 * shows without them and fetches them when the user starts on the form, or at the latest on submit.
 */
export function loadFormRules(): Promise<FormRules> {
  return import("@/domain/builders/schemas");
}
