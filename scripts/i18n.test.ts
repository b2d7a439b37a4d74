import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@rentease/i18n';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, entriesFor, root, scanSource, webSource, webSourceFiles } from './i18n-scan.mjs';

/**
 * Files that still show English written into the code rather than through the catalogue. The list
 * only shrinks: a file on it that has become clean fails too, so it must leave the list.
 */
const untranslated = new Set<string>(JSON.parse(readFileSync(path.join(root, 'scripts/i18n-untranslated.json'), 'utf8')));

const scans = webSourceFiles().map((file) => ({ file, ...scanSource(file, readFileSync(path.join(webSource, file), 'utf8')) }));

describe('the web app’s texts', () => {
  it('come from the catalogue: no component shows English written into its code', () => {
    const offenders = scans
      .filter(({ file, literals }) => literals.length > 0 && !untranslated.has(file))
      .map(({ file, literals }) => `${file}: ${literals.map((l) => `${l.line} "${l.text}"`).join(', ')}`);
    expect(offenders).toEqual([]);
  });

  it('leave the list of untranslated files as soon as they are translated', () => {
    const clean = scans.filter(({ file, literals }) => literals.length === 0 && untranslated.has(file)).map(({ file }) => file);
    const gone = [...untranslated].filter((file) => !scans.some((scan) => scan.file === file));
    expect([...clean, ...gone]).toEqual([]);
  });

  it('are all in the catalogue of every language, plural forms included', () => {
    const missing: string[] = [];
    for (const language of LANGUAGES) {
      const known = { web: catalogueKeys(language, 'web'), api: catalogueKeys(language, 'api') };
      for (const { file, keys } of scans) {
        for (const key of keys) {
          const catalogue = key.namespace === 'api' ? known.api : known.web;
          for (const entry of entriesFor(key)) {
            if (!catalogue.has(entry)) missing.push(`${language}: "${entry}" (${file}:${key.line})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the source scanner', () => {
  it('finds texts in JSX, text attributes, conditionals and sentences passed to calls, and keys in t()', () => {
    const { literals, keys } = scanSource(
      'probe.tsx',
      `const A = () => (
  <Box className="grid-row" aria-label="Main menu" edge="start">
    Welcome home {name}
    <Button title={busy ? 'Saving' : 'Save'} to="/tenant/search">{t('Book now')}</Button>
    {isEmpty && 'Nothing here yet'}
    <img alt="" src="/logo.svg" />
    {t('{{count}} homes', { count })}{i18n.t('Please log in to continue.', { ns: 'api' })}
    RentEase
  </Box>
);
notify.error('Could not copy. Select the text instead.');
navigate('/tenant/search', { replace: true });
throw new Error('missing #root element');`,
    );
    expect(literals.map((l) => l.text)).toEqual([
      'Main menu',
      'Welcome home',
      'Saving',
      'Save',
      'Nothing here yet',
      'Could not copy. Select the text instead.',
    ]);
    expect(keys.map(({ key, plural, namespace }) => ({ key, plural, namespace }))).toEqual([
      { key: 'Book now', plural: false, namespace: 'web' },
      { key: '{{count}} homes', plural: true, namespace: 'web' },
      { key: 'Please log in to continue.', plural: false, namespace: 'api' },
    ]);
  });

  it('finds English that plain code builds and hands on to be shown', () => {
    const { literals } = scanSource(
      'probe.ts',
      `export function availability(isBooked: boolean, from: string, to: string) {
  const range = \`\${from} and \${to}\`;
  return isBooked ? \`Currently booked until \${to}\` : 'Available now';
}
export const formatMonths = (count: number) => \`\${count} \${count === 1 ? 'month' : 'months'}\`;
const column = { field: 'status', headerName: 'Status', description: 'When the payment is due' };
const status = paid ? 'Paid' : 'Due';
export function Badge({ emptyText = 'No reviews yet' }) {}
document.title = \`Messages · \${name}\`;
const share = { successMessage: 'Link copied' };
const STATUS_NAMES = { paid: 'Paid in full', due: 'Due' };
const STEPS = ['Choose a home', 'Pay'];
const day = format(date, 'd MMM yyyy');
const rating = average.toLocaleString('en-IN');
const money = new Intl.NumberFormat('en-IN');`,
    );
    expect(literals.map((l) => l.text)).toEqual([
      '{…} and {…}',
      'Currently booked until {…}',
      'Available now',
      'month',
      'months',
      'Status',
      'When the payment is due',
      'Paid',
      'Due',
      'No reviews yet',
      'Messages · {…}',
      'Link copied',
      'Paid in full',
      'Due',
      'Choose a home',
      'Pay',
      "English names in date pattern 'd MMM yyyy'",
      "fixed locale 'en-IN'",
      "fixed locale 'en-IN'",
    ]);
  });

  it('leaves plain code that is no text alone: addresses, identifiers, styles, keys, developer messages', () => {
    const { literals } = scanSource(
      'probe.tsx',
      `export const propertyKeys = { all: ['properties'] as const, detail: (id: string) => ['properties', 'detail', id] as const };
export function url(id: string) {
  return \`/api/properties/\${id}/photos?size=large\`;
}
export const tone = (status: string) => (status === 'paid' ? 'success' : 'warning');
const kind = isDue ? 'due_date' : 'move-in';
const border = \`\${width}px solid \${palette.divider}\`;
const headers = { Authorization: \`Bearer \${token}\` };
document.cookie = \`lang=\${language}; path=/; max-age=\${age}\`;
const title = t('Saved homes');
const label = i18n.t(option.label);
const zone = 'Asia/Kolkata';
const iso = new Intl.DateTimeFormat('en-CA');
const selector = \`\${form} input[name="q"]\`;
const heading = \`\${listing.title} · \${listing.city} — RentEase\`;
const input = { enterKeyHint: 'search', inputMode: 'numeric' };
// i18n-ignore: names of networks, the same in every language
const SOCIAL = [{ name: 'Twitter' }, { name: 'Mastodon' }];
// i18n-ignore: fonts
const FONTS = [
  'Roboto',
  '"Noto Sans"',
];
const shown = format(date, 'dd/MM/yyyy');
const chunks = import.meta.glob(['../../locales/*/web/*.json', '!**/en/**']);
console.warn(\`Could not load \${name}\`);
if (!root) throw new Error('missing #root element');
const editable = target.closest('a[href], label, input, select, textarea');
style.textContent = '.maplibregl-ctrl-attrib a { text-decoration: underline; }';
export function explain(chunk: string) {
  return new Error(\`Loading chunk \${chunk} failed\`);
}`,
    );
    expect(literals).toEqual([]);
  });
});
