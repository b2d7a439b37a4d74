import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './index';
import { placeholdersOf } from './message-templates';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

function catalogueFiles(language: string): string[] {
  const base = path.join(localesDir, language);
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function read(language: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Record<string, unknown>;
}

const files = catalogueFiles('en');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('the message catalogues', () => {
  it('have the same files in every language', () => {
    for (const language of LANGUAGES) expect(catalogueFiles(language), language).toEqual(files);
  });

  it.each(files)('%s: every key is in every language, as a non-empty text with the same placeholders', (file) => {
    const english = read('en', file);
    for (const language of LANGUAGES) {
      const catalogue = read(language, file);
      expect(Object.keys(catalogue).sort(), `${language}/${file}: keys`).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(catalogue)) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}/${file}: "${key}" is empty`).toBe(true);
        const expected = placeholdersOf(key.replace(PLURAL_SUFFIX, '')).sort();
        expect(placeholdersOf(String(value)).sort(), `${language}/${file}: placeholders of "${key}"`).toEqual(expected);
      }
    }
  });

  it.each(files)('%s: English keys are their own English text, except plural forms', (file) => {
    for (const [key, value] of Object.entries(read('en', file))) {
      if (PLURAL_SUFFIX.test(key)) continue;
      expect(value, `en/${file}: "${key}"`).toBe(key);
    }
  });

  it.each(files)('%s: a plural key has its "one" and "other" forms', (file) => {
    const keys = new Set(Object.keys(read('en', file)));
    for (const key of keys) {
      const base = key.match(/^(.*)_(one|other)$/)?.[1];
      if (base === undefined) continue;
      expect(keys.has(`${base}_one`) && keys.has(`${base}_other`), `en/${file}: "${base}"`).toBe(true);
    }
  });

  it('gives one translation to a text that more than one web file holds', () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, { file: string; value: unknown }>();
      for (const file of files.filter((f) => f.startsWith('web/'))) {
        for (const [key, value] of Object.entries(read(language, file))) {
          const earlier = seen.get(key);
          if (earlier) expect(value, `${language}: "${key}" in ${earlier.file} and ${file}`).toBe(earlier.value);
          else seen.set(key, { file, value });
        }
      }
    }
  });

  it('are sorted by key, so that additions from parallel work merge cleanly', () => {
    for (const language of LANGUAGES) {
      for (const file of files) {
        const keys = Object.keys(read(language, file));
        expect(keys, `${language}/${file}`).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    }
  });
});
