import type { ReactNode } from 'react';

/** A numbered part of a translated text: `<0>…</0>`, as react-i18next's Trans marks them. */
const PART = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A translated text whose parts are marked `<0>…</0>`, `<1>…</1>` (the catalogues' markup for a
 * sentence a language may reorder: "<1>{{date}}</1> <0>तक बुक है</0>"), with each part drawn by
 * `parts[n]` and the words between kept as text. For what react-i18next's Trans did on the
 * search's cards: Trans brings an HTML parser along (4.7 KB compressed) that a marked part with
 * no nesting does not need. A number without a drawer is kept as its bare words.
 */
export function taggedText(text: string, parts: readonly ((words: string) => ReactNode)[]): ReactNode[] {
  const drawn: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(PART)) {
    if (match.index > from) drawn.push(text.slice(from, match.index));
    const [, number = '', words = ''] = match;
    drawn.push(parts[Number(number)]?.(words) ?? words);
    from = match.index + match[0].length;
  }
  if (from < text.length) drawn.push(text.slice(from));
  return drawn;
}
