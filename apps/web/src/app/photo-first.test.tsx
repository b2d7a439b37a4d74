import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_TEMPLATE_ID,
  LARGEST_PAINT_PHOTO,
  marksLargestPaintPhoto,
  PHOTO_WAIT_AT_MOST_MS,
  startAppAfterPhoto,
} from './photo-first';

/** The script tags a drawn page holds inert, as the server writes them (page-renderer.ts). */
const HELD =
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-x.js"></script>' +
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/browse-x.js">';

type HappyDomLoading = { disableJavaScriptFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean };

const added = () => [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map((tag) => tag.outerHTML);

function drawPage({ photo, held = true }: { photo: boolean; held?: boolean }) {
  document.head.innerHTML = held ? `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${HELD}</template>` : '';
  document.body.innerHTML = `<div id="root">${photo ? '<img src="/uploads/a-card.webp" fetchpriority="high" alt="">' : '<h1>Homes</h1>'}</div>`;
  const image = document.querySelector('img');
  // Not loaded yet, as the page's photo is when the page has just been parsed.
  if (image) Object.defineProperty(image, 'complete', { configurable: true, value: false });
  return image;
}

beforeEach(() => {
  vi.useFakeTimers();
  // What the tags would fetch is not the point here: the browser tests load the real ones.
  const { settings } = (window as unknown as { happyDOM: { settings: HappyDomLoading } }).happyDOM;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("a drawn page's app starts after its photo", () => {
  it('adds nothing while the photo is on its way, and the held tags, as they were, once it is in', () => {
    const photo = drawPage({ photo: true });
    startAppAfterPhoto(window, APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO, PHOTO_WAIT_AT_MOST_MS);
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual([]);

    photo?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(250);
    expect(added()).toEqual([
      '<script type="module" crossorigin="" fetchpriority="low" src="/assets/index-x.js"></script>',
      '<link rel="modulepreload" crossorigin="" fetchpriority="low" href="/assets/browse-x.js">',
    ]);
    expect(document.getElementById(APP_SCRIPTS_TEMPLATE_ID)).toBeNull();
  });

  it('adds them once only, whatever reports the paint first', () => {
    const photo = drawPage({ photo: true });
    startAppAfterPhoto(window, APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO, PHOTO_WAIT_AT_MOST_MS);
    photo?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PHOTO_WAIT_AT_MOST_MS);
    expect(added()).toHaveLength(2);
  });

  it('does not wait for a photo that failed, nor longer than its limit for one that does not come', () => {
    const failed = drawPage({ photo: true });
    startAppAfterPhoto(window, APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO, PHOTO_WAIT_AT_MOST_MS);
    failed?.dispatchEvent(new Event('error'));
    expect(added()).toHaveLength(2);

    drawPage({ photo: true });
    startAppAfterPhoto(window, APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO, PHOTO_WAIT_AT_MOST_MS);
    vi.advanceTimersByTime(PHOTO_WAIT_AT_MOST_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(2);
  });

  it('starts at once on a drawn page without a photo, and leaves a page without held tags alone', () => {
    drawPage({ photo: false });
    startAppAfterPhoto(window, APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO, PHOTO_WAIT_AT_MOST_MS);
    expect(added()).toHaveLength(2);

    drawPage({ photo: true, held: false });
    startAppAfterPhoto(window, APP_SCRIPTS_TEMPLATE_ID, LARGEST_PAINT_PHOTO, PHOTO_WAIT_AT_MOST_MS);
    vi.advanceTimersByTime(PHOTO_WAIT_AT_MOST_MS);
    expect(added()).toEqual([]);
  });
});

describe('a page drawn with its largest paint a photo', () => {
  it('is told by the photo marked to be fetched first, however its attribute is written', () => {
    expect(marksLargestPaintPhoto('<h1>Homes</h1><img src="/uploads/a-card.webp" fetchPriority="high" alt="">')).toBe(true);
    expect(marksLargestPaintPhoto('<img alt="" fetchpriority="high" src="/uploads/a-full.webp">')).toBe(true);
    expect(marksLargestPaintPhoto('<h1>Homes</h1><img src="/uploads/a-card.webp" fetchPriority="auto" alt="">')).toBe(false);
    expect(marksLargestPaintPhoto('<h1>Find your home</h1><link fetchpriority="high" href="/a.css">')).toBe(false);
  });

  it('has that photo found by the page as the server found it', () => {
    document.body.innerHTML = '<div id="root"><img src="/uploads/a-card.webp" fetchpriority="high" alt=""></div>';
    expect(document.querySelector(`#root ${LARGEST_PAINT_PHOTO}`)).not.toBeNull();
  });
});
