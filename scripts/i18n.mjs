// npm run i18n [-- --write]
// Lists the texts the web app asks for that a catalogue lacks, per language and catalogue file,
// and the files that still show English written into the code. With --write it also adds the
// missing English entries (each the key itself; plural forms to be worded by hand), sorts every
// catalogue file, and takes translated files off scripts/i18n-untranslated.json. Hindi is never
// written by this script: it prints the missing Hindi entries as JSON for a translator to fill.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  catalogueFileFor,
  catalogueKeys,
  entriesFor,
  localesDir,
  readCatalogue,
  root,
  scanSource,
  webSource,
  webSourceFiles,
} from './i18n-scan.mjs';

const write = process.argv.includes('--write');
const languages = readdirSync(localesDir).filter((name) => !name.startsWith('.'));
const byKey = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
const save = (language, file, catalogue) =>
  writeFileSync(
    path.join(localesDir, language, file),
    `${JSON.stringify(Object.fromEntries(Object.entries(catalogue).sort(byKey)), null, 2)}\n`,
  );

const scans = webSourceFiles().map((file) => ({ file, ...scanSource(file, readFileSync(path.join(webSource, file), 'utf8')) }));

const missing = {}; // language → catalogue file → entries
for (const language of languages) {
  const known = { web: catalogueKeys(language, 'web'), api: catalogueKeys(language, 'api') };
  for (const { file, keys } of scans) {
    for (const key of keys) {
      const target = key.namespace === 'api' ? 'api.json' : catalogueFileFor(file);
      for (const entry of entriesFor(key)) {
        if (known[key.namespace === 'api' ? 'api' : 'web'].has(entry)) continue;
        missing[language] ??= {};
        missing[language][target] ??= new Set();
        missing[language][target].add(entry);
      }
    }
  }
}

for (const [language, files] of Object.entries(missing)) {
  for (const [file, entries] of Object.entries(files)) {
    console.log(`${language}/${file}: ${entries.size} missing`);
    if (language === 'en' && write) {
      const catalogue = readCatalogue('en', file);
      for (const entry of entries) catalogue[entry] = entry.replace(/_(one|other)$/, '');
      save('en', file, catalogue);
    }
    if (language !== 'en') console.log(JSON.stringify(Object.fromEntries([...entries].map((e) => [e, ''])), null, 2));
  }
}

const untranslatedFile = path.join(root, 'scripts/i18n-untranslated.json');
const untranslated = JSON.parse(readFileSync(untranslatedFile, 'utf8'));
const stillLiteral = new Set(scans.filter((s) => s.literals.length > 0).map((s) => s.file));
const remaining = untranslated.filter((file) => stillLiteral.has(file));
const newOffenders = [...stillLiteral].filter((file) => !untranslated.includes(file));
console.log(`files still showing English written into the code: ${remaining.length} listed, ${newOffenders.length} not listed`);
for (const file of newOffenders) {
  const scan = scans.find((s) => s.file === file);
  console.log(`  ${file}: ${scan.literals.map((l) => `${l.line} "${l.text}"`).join(', ')}`);
}
if (write) {
  writeFileSync(untranslatedFile, `${JSON.stringify(remaining, null, 2)}\n`);
  for (const language of languages) {
    for (const file of readdirSync(path.join(localesDir, language), { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.json')) save(language, file.split(path.sep).join('/'), readCatalogue(language, file));
    }
  }
}
