import type { Page, Response } from '@playwright/test';

/**
 * What people and places are called: the fields of the API's answers whose values a page shows as
 * they are, in any language (a listing's title and address, a person's name, a booking's reference).
 */
const NAME_FIELDS = /title|description|address|city|name|email|reference|locality|state/i;

/**
 * What reads the same in every language: brands, a key's name, the language switch's "English"
 * (each language is named in itself) and the people who sign the home page's testimonials.
 */
const SAME_IN_EVERY_LANGUAGE = [
  'RentEase',
  'Twitter',
  'LinkedIn',
  'Instagram',
  'alt+T',
  'English',
  'Sneha Kulkarni',
  'Rajesh Nair',
  'Imran Sheikh',
];

/**
 * Records the names and addresses in every answer of the API the page receives, so a check of the
 * page can leave them out: "no English left" means none of the app's own words.
 */
export function recordNames(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('response', async (response: Response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    collectNames(await response.json().catch(() => undefined), names);
  });
  return names;
}

function collectNames(value: unknown, names: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (NAME_FIELDS.test(key) && /[A-Za-z]/.test(value)) names.add(value);
    return;
  }
  if (Array.isArray(value)) for (const item of value) collectNames(item, names, key);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collectNames(v, names, k);
}

/**
 * The English words on the page: its visible text, the names that assistive technology reads
 * (aria-label, title, placeholder, alt) and the document's title, less the `names` and those in
 * the data a server-drawn page embeds (whole, longest first, so a title inside a sentence goes but
 * a word of it elsewhere stays) and brands.
 */
export async function englishLeft(page: Page, names: Iterable<string>): Promise<string[]> {
  let text = await page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
  // A page the server drew carries the API's answers it was drawn from, which the browser never fetched.
  const embedded = await page.evaluate(() => document.getElementById('page-data')?.textContent ?? 'null');
  const pageNames = new Set(names);
  collectNames(JSON.parse(embedded), pageNames);
  const known = [...pageNames, ...SAME_IN_EVERY_LANGUAGE].sort((a, b) => b.length - a.length);
  for (const name of known) text = text.split(name).join(' ');
  // A person's initials in an avatar, and a booking's reference like RE-2026-00012.
  text = text.replace(/\b[A-Z]{1,2}\b/g, ' ').replace(/\bRE-\d{4}-\d+\b/g, ' ');
  return [...new Set(text.match(/[A-Za-z]{2,}/g) ?? [])];
}
