/**
 * A LIKE pattern matching rows that contain `text` anywhere: `%`, `_` and `\` typed by a person
 * are matched literally, not as wildcards. Lower-case the text and the column alike.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
