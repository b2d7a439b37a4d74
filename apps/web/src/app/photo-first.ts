/**
 * The photo first, then the app. A page the server drew with a photo as its largest paint (a
 * search's first card, a listing's cover) is complete without script: its app only adopts it. On a
 * phone's connection the app's scripts (some 170 KB) would share the line with that photo and the
 * app's start would hold up its paint, so the server puts the page's script tags in an inert
 * `<template id="app-scripts">` (apps/server/src/lib/page-renderer.ts) and this inline script in the
 * page's head (build-plugins.ts) adds them once the photo has been painted. Meanwhile links work and
 * taps and typing are noted for the app to make again (early-input.ts).
 */

/** The id of the inert template that holds a drawn page's script tags until its photo is painted. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/**
 * How a drawn page marks the photo that is its largest paint (a search's first card, a listing's
 * cover: the image the browser is told to fetch first). React writes the attribute as fetchPriority;
 * HTML's attribute names are not case-sensitive.
 */
export const LARGEST_PAINT_PHOTO = 'img[fetchpriority="high"]';

/** Whether drawn markup has such a photo, so its page holds its scripts until the photo is painted. */
export function marksLargestPaintPhoto(html: string): boolean {
  return /<img [^>]*\bfetchpriority="high"/i.test(html);
}

/** A photo slow to come must not hold the app back for longer than this. */
export const PHOTO_WAIT_AT_MOST_MS = 3000;

/**
 * Runs as the page's inline script, serialised on its own: it may use nothing from outside its body
 * and only what every browser we support has (it runs before any polyfill or module).
 */
export function startAppAfterPhoto(
  win: Window & typeof globalThis,
  templateId: string,
  photoSelector: string,
  waitAtMostMs: number,
): void {
  const doc = win.document;
  let started = false;
  let painted: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    painted?.disconnect();
    const template = doc.getElementById(templateId);
    if (!(template instanceof win.HTMLTemplateElement)) return;
    template.remove();
    // Made anew rather than moved: a script the parser made inside a template would never run.
    const tags = doc.createDocumentFragment();
    for (const inert of Array.from(template.content.children)) {
      const tag = doc.createElement(inert.tagName.toLowerCase());
      for (const attribute of Array.from(inert.attributes)) tag.setAttribute(attribute.name, attribute.value);
      tags.appendChild(tag);
    }
    doc.head.appendChild(tags);
  };
  const afterPaint = (photo: HTMLImageElement) => {
    // The browser reports the largest paint once it is on screen; one that does not report it, a
    // page whose largest paint is something else, or a hidden tab (which paints nothing) starts soon after.
    win.setTimeout(start, 250);
    if (!win.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    painted = new win.PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === photo)) start();
    });
    painted.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  const whenParsed = () => {
    if (!doc.getElementById(templateId)) return;
    const photo = doc.querySelector(`#root ${photoSelector}`);
    if (!(photo instanceof win.HTMLImageElement)) return start();
    if (photo.complete) return afterPaint(photo);
    photo.addEventListener('load', () => afterPaint(photo));
    photo.addEventListener('error', start);
    win.setTimeout(start, waitAtMostMs);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed);
  else whenParsed();
}
