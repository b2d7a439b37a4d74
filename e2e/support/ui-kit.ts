import type { Page } from '@playwright/test';

/** The UI kit's chunks (vite.config.ts: ui-core, ui-kit) and our theme's module: a page drawn with MUI loads them. */
const UI_KIT_SCRIPT = /\/(ui-core|ui-kit|mui-theme)-/;

/**
 * Records the scripts the page asks for from now on. `has(chunk)` tells whether a page's own chunk
 * was among them (so a check of `uiKit()` is of a list that holds the page's scripts);
 * `uiKit()` is those of the UI kit.
 */
export function recordScripts(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return {
    has: (chunk: string) => paths.some((path) => path.includes(chunk)),
    uiKit: () => paths.filter((path) => UI_KIT_SCRIPT.test(path)),
  };
}

/** How much CSS Emotion (MUI's styling engine) has put into the page: none where nothing is drawn with MUI. */
export function emotionCssLength(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-emotion]')].reduce((length, style) => length + (style.textContent?.length ?? 0), 0),
  );
}
