/** What a prompt is, by the builder that made it: text, art, or an improved prompt (Improve a Prompt). */
export const PROMPT_TYPES = ["text", "art", "improve"] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];
