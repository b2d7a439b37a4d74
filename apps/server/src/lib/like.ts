/**
 * A LIKE pattern matching rows that contain `text` anywhere: `%`, `_` and `\` typed by a person
 * are matched literally, not as wildcards. Lower-case the text and the column alike.
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching rows that start with `text`, its wildcards matched literally as above. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
