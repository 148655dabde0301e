/**
 * A persona the user wrote ("You are Sam, a barista bot…", "Act as a senior HR manager"). In a system prompt it is
 * the assistant being written, so it is the brief; in any other piece it is who writes, so the user's words replace
 * the default role. Either way the task stays the first line and the persona is never mistaken for context.
 */

const PERSONA = /^(?:you are|you're|act as|acting as|pretend (?:to be|you are)|play the role of|take the role of|your role is(?: to be)?|role-?play as|imagine you are)\s+([^.!?\n]+)[.!?]?\s*/i;

export interface Persona {
  /** Who to be, as the role line says it: "a senior HR manager at a 200-person startup". */
  role: string;
  /** The text after the persona's sentence. */
  rest: string;
}

/** The persona a text opens with, if it opens with one. */
export function personaIn(text: string): Persona | undefined {
  const match = PERSONA.exec(text.trim());
  if (match === null) return undefined;
  return { role: (match[1] ?? "").trim(), rest: text.trim().slice(match[0].length).trim() };
}

/** Whether a text opens with a persona. */
export function opensWithPersona(text: string): boolean {
  return PERSONA.test(text.trim());
}
