/** Longest custom companion text ('Enter custom …'). */
export const CUSTOM_TEXT_MAX = 100;
/** Longest long-form text: texture description, negative prompt, additional customization, art subject. */
export const LONG_TEXT_MAX = 1000;
/** Longest text builder topic: a line that says what the piece is about. */
export const TOPIC_MAX = 200;
