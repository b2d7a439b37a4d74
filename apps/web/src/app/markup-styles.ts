import type { EmotionCache } from '@emotion/cache';

/**
 * The `<style>` elements a page drawn on the server needs, which the browser's Emotion adopts on
 * start rather than inserting those rules again:
 * - one `<style data-emotion="css id…">` with every rule of a class the markup uses and the
 *   keyframes they animate with: the cache marks those ids as inserted;
 * - one `<style data-emotion="css-global id">` per global style (CssBaseline, the listing cards'
 *   styles, the inputs' autofill keyframes), which has no class: Emotion's Global takes that element
 *   as its own sheet when it mounts. Sent inside the first element, every Global compiled and
 *   inserted its rules again as the page was adopted (most of the ~200 rules a search page's
 *   adoption inserted).
 * The markup's class names are read once; looking each rule's class up in the whole page's text
 * was 3% of drawing a search page.
 */
export function markupStyles(cache: EmotionCache, html: string): string {
  const classes = new Set(html.match(new RegExp(`\\b${cache.key}-[\\w-]+`, 'g')));
  const classIds: string[] = [];
  const globalIds: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    // A class's rules are registered under its class name; keyframes are named animation-….
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isClass) {
      if (classes.has(`${cache.key}-${id}`)) classIds.push(id);
    } else if (id.startsWith('animation-')) {
      classIds.push(id);
    } else {
      globalIds.push(id);
    }
  }
  const rulesOf = (ids: string[]) => ids.map((id) => cache.inserted[id]).join('');
  return [
    ...globalIds.map((id) => `<style data-emotion="${cache.key}-global ${id}">${rulesOf([id])}</style>`),
    `<style data-emotion="${cache.key} ${classIds.join(' ')}">${rulesOf(classIds)}</style>`,
  ].join('');
}
