// The placeholders a common response may hold (docs/rules.md#common-responses), and how a text's
// `{word}`s are found: the server fills and checks them, the console checks them as staff type.

export const PLACEHOLDERS = ['researcher', 'id', 'title', 'level', 'coins', 'deadline', 'link'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** `{word}`: letters only, so braces in code samples (`{"a": 1}`, `{ x }`) are left alone. */
export const PLACEHOLDER_PATTERN = /\{([A-Za-z]+)\}/g;

export const isPlaceholder = (word: string): word is Placeholder => (PLACEHOLDERS as readonly string[]).includes(word);

/** The `{word}`s of a text, each once, in order. */
export function placeholderWords(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]!))];
}

/** The `{word}`s of a text that are not placeholders, each once, in order. */
export const unknownPlaceholders = (text: string): string[] => placeholderWords(text).filter((w) => !isPlaceholder(w));

/** Whether a text holds a placeholder to fill (a preview shows something else than the text). */
export const hasPlaceholder = (text: string): boolean => placeholderWords(text).some(isPlaceholder);
