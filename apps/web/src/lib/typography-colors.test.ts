import { describe, expect, it } from 'vitest';

/** Every component's source, by path. */
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

/**
 * MUI 9's Typography takes a palette name for `color` ('primary', 'error', 'textSecondary'); a
 * theme path ('text.secondary', which MUI 5's system props took) matches none of its colours and is
 * dropped without a word, so the text is drawn in the text colour. 114 texts meant to be secondary
 * were drawn that way before this was found. A path belongs in `sx` ({ color: 'warning.dark' }).
 */
describe("MUI's colour props", () => {
  it('are palette names, never theme paths', () => {
    const paths = Object.entries(sources).flatMap(([file, source]) =>
      // Written as a string, or as one of an expression's strings (`color={on ? 'text.primary' : …}`,
      // which is how the monthly chart's month labels lost their grey).
      [...source.matchAll(/\bcolor=(?:"([a-z]+\.[a-z.]+)"|\{[^}]*?'([a-z]+\.[a-z.]+)')/gi)].map(
        (match) => `${file}: ${match[1] ?? match[2]}`,
      ),
    );
    expect(paths).toEqual([]);
  });
});
