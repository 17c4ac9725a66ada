// @mentions in an internal note (docs/rules.md#mentions), as text: the name being typed after an @ at
// the end of the note, putting the picked name in its place, and which picked members the note still
// names when it is sent (a name deleted from the text is no mention).

/** What is typed after the last @ at the end of the text (which starts it or follows a space), or null. */
export function mentionQuery(text: string): string | null {
  const m = /(?:^|\s)@([^\s@]{0,30})$/.exec(text);
  return m ? m[1]! : null;
}

/** The text with the @name being typed replaced by the picked member's name and a space. */
export function insertMention(text: string, nickname: string): string {
  return text.replace(/@([^\s@]{0,30})$/, `@${nickname} `);
}

/** The ids of the picked members whose @name the text still holds. */
export function mentionedIds(text: string, picked: ReadonlyMap<number, string>): number[] {
  return [...picked].filter(([, name]) => text.includes(`@${name}`)).map(([id]) => id);
}
