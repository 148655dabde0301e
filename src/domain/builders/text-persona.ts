/**
 * A persona the user wrote ("You are Sam, a barista bot…", "Act as a senior HR manager"). In a system prompt it is
 * the assistant being written, so it is the brief; in any other piece it is who writes, so the user's words replace
 * the default role. Either way the task stays the first line and the persona is never mistaken for context.
 */

const OPENING = /^(?:(you are|you're|imagine you are|pretend you are)|act as|acting as|pretend to be|play the role of|take the role of|your role is(?: to be)?(?!\s+to\s)|role-?play as)\s+/i;
/** "You are" is a persona only before who ("a", "the", "our", a name): "you are invited" or "you are writing for" is not. */
const WHO = /^(?:(?:[Aa]n?|[Tt]he|[Oo]ur|[Mm]y|[Tt]heir)\s|[A-Z])/;

export interface Persona {
  /** Who to be, as the role line says it: "a senior HR manager at a 200-person startup". */
  role: string;
  /** The text after the persona's sentence. */
  rest: string;
}

/** The persona a text opens with, if it opens with one. */
export function personaIn(text: string): Persona | undefined {
  const trimmed = text.trim();
  const opening = OPENING.exec(trimmed);
  if (opening === null) return undefined;
  const after = trimmed.slice(opening[0].length);
  if (opening[1] !== undefined && !WHO.test(after)) return undefined;
  const who = /^[^.!?\n]+/.exec(after)?.[0] ?? "";
  if (who.trim() === "") return undefined;
  return { role: who.trim(), rest: after.slice(who.length).replace(/^[.!?]?\s*/, "").trim() };
}

/** A topic that asks for an assistant's instructions ("GPT instructions for a recipe assistant", "a system prompt for …"). */
const SYSTEM_PROMPT = /\bsystem prompt|\b(chat ?bot|bot|assistant|agent|gpt|copilot)s?\b.*\b(prompt|instructions|persona)\b|\b(prompt|instructions|persona) for (an?|the|our|my) [\w -]*\b(chat ?bot|bot|assistant|agent|gpt|copilot)\b/i;

/** Whether the topic, with no content type chosen, asks for a system prompt: a persona or an assistant's instructions. */
export function asksForSystemPrompt(topic: string): boolean {
  return opensWithPersona(topic) || SYSTEM_PROMPT.test(topic);
}

/** Whether a text opens with a persona. */
export function opensWithPersona(text: string): boolean {
  return personaIn(text) !== undefined;
}
