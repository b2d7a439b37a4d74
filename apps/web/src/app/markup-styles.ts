import type { EmotionCache } from '@emotion/cache';

/**
 * The rules a page drawn on the server needs, for one `<style data-emotion="css …">` that the
 * browser's cache adopts on start: every rule of a class the markup uses, plus the global ones
 * (CssBaseline, the listing cards' styles), which have no class. The markup's class names are read
 * once; looking each rule's class up in the whole page's text was 3% of drawing a search page.
 */
export function markupStyles(cache: EmotionCache, html: string): { css: string; styleIds: string[] } {
  const classes = new Set(html.match(new RegExp(`\\b${cache.key}-[\\w-]+`, 'g')));
  const styleIds = Object.keys(cache.inserted).filter(
    (id) =>
      typeof cache.inserted[id] === 'string' &&
      (classes.has(`${cache.key}-${id}`) || cache.registered[`${cache.key}-${id}`] === undefined),
  );
  return { css: styleIds.map((id) => cache.inserted[id]).join(''), styleIds };
}
