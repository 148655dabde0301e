/**
 * `{{variable}}` placeholders in a text prompt: what the user fills in before sending it (the topic when
 * none is given, the personalization fields, any placeholder they typed themselves). Which text is a
 * placeholder is decided once, in domain/prompt-variables.ts. A variable the user wrote is kept, and the
 * composer never adds a second one for what it already holds: `{{first_name}}` is the reader's name, so the
 * Name personalization uses it instead of adding `{{name}}`.
 */
import { cleanInline } from "./choices";
import { andJoin, capitalize, sentence } from "./prose";
import { placeholder, variablesOf } from "../prompt-variables";
import type { TextPromptRequest } from "./text-form";

export interface Variable {
  /** Letters, digits and underscores. */
  readonly name: string;
  /** What to put in its place, for the list at the end of the prompt. */
  readonly meaning: string;
}

/** The placeholders a user wrote in `text`, in order of first use, each said to come from `where`. */
export function variablesIn(text: string, where: string): Variable[] {
  return variablesOf(text).map((name) => ({ name, meaning: `used in ${where}` }));
}

/** People a name variable can belong to ("{{customer_name}}", "{{first_name}}"), not things ("{{product_name}}"). */
const PERSON = "first|full|given|last|customer|client|lead|contact|recipient|reader|member|prospect|attendee|guest|user|patient|student|employee|candidate|buyer|subscriber|donor|person|name";

/** The personalization fields, each with what it asks of the writer and the user variables that already hold it. */
const PERSONAL_VARIABLES = {
  name: {
    variable: { name: "name", meaning: "the reader's name" },
    holds: new RegExp(`^(?:(?:${PERSON})_)*(?:first_)?name$|^(?:first|given)_?name$|^(?:${PERSON})$`, "i"),
    ask: (v: string) => `address the reader by name as ${v}`,
  },
  company: {
    variable: { name: "company", meaning: "the reader's company" },
    holds: /^(?:(?:customer|client|lead|prospect|their|reader)_)?(?:company|organi[sz]ation|org|business|employer|firm|account)(?:_name)?$/i,
    ask: (v: string) => `refer to their company as ${v}`,
  },
  location: {
    variable: { name: "location", meaning: "the reader's city or region" },
    holds: /^(?:(?:customer|client|lead|prospect|their|reader)_)?(?:location|city|town|region|country|state|area)$/i,
    ask: (v: string) => `mention their location, ${v}, where it adds relevance`,
  },
} as const;

/**
 * The personalization line and the variables it adds. `own` are the variables the user wrote: one that already
 * holds a field (a `{{first_name}}` for the name) is used for it, and no second variable is added.
 */
export function personalization(p: TextPromptRequest["personalization"], field: string | undefined, own: readonly Variable[] = [], trendGap = false) {
  const chosen = (["name", "company", "location"] as const).filter((key) => p[key]).map((key) => {
    const spec = PERSONAL_VARIABLES[key];
    // The user's own {{name}} is the same variable, not a second one.
    // A platform's dotted placeholder is read by its last part: {{ticket.requester.first_name}} holds the name.
    const held = own.find((v) => v.name !== spec.variable.name && spec.holds.test(v.name.split(".").pop() ?? v.name));
    return { ask: spec.ask(placeholder(held?.name ?? spec.variable.name)), variable: held === undefined ? spec.variable : undefined, held };
  });
  const asks = [
    ...chosen.map((c) => c.ask),
    p.industryTrends && `connect the message to one or two current trends in ${field ? cleanInline(field) : "their industry"}${trendGap ? ", leaving a [trend] gap for each trend this brief does not name" : ""}`,
  ].filter((a): a is string => typeof a === "string");
  return {
    line: asks.length === 0 ? undefined : `- Personalization: ${sentence(capitalize(andJoin(asks)))}`,
    variables: chosen.flatMap((c) => (c.variable === undefined ? [] : [c.variable])),
    /** The user's own variables the personalization uses, for the note. */
    reused: chosen.flatMap((c) => (c.held === undefined ? [] : [c.held.name])),
  };
}

/** The first of each name, in order: a user's {{name}} adds nothing to the personalization one. */
export function uniqueVariables(variables: readonly Variable[]): Variable[] {
  const seen = new Set<string>();
  return variables.filter((v) => !seen.has(v.name) && seen.add(v.name));
}

const MERGE_NOTE = "Kept as written in the text, for your email or CRM tool to fill for each recipient as a merge field.";

/** One note per `{{variable}}`: what it holds and when it is filled (by the user before use, or at run time). */
export function variableNotes(topic: Variable[], personal: readonly Variable[], own: readonly Variable[], runTime: boolean, merged: boolean, platform?: string): string[] {
  const seen = new Set<string>();
  const note = (v: Variable, when: string) => (seen.has(v.name) ? [] : (seen.add(v.name), [`${placeholder(v.name)}: ${v.meaning}. ${when}`]));
  // A platform's placeholders (a Zendesk macro's) are filled by the platform when the text is used.
  if (platform !== undefined) {
    const filled = `Kept as written in the text, for ${platform} to fill when the text is used.`;
    return [...topic.flatMap((v) => note(v, "Fill it in before you use the prompt.")), ...[...personal, ...own].flatMap((v) => note(v, filled))];
  }
  return [
    ...topic.flatMap((v) => note(v, "Fill it in before you use the prompt.")),
    ...personal.flatMap((v) =>
      note(v, runTime ? "Filled at run time by your application." : merged ? MERGE_NOTE : "Kept as written in the text, to be filled in for each reader by you or your publishing tool."),
    ),
    ...own.flatMap((v) => note(v, runTime ? "Filled at run time by your application, not before." : merged ? MERGE_NOTE : "Fill it in before you use the prompt.")),
  ];
}
