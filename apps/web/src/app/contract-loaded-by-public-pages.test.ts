import { describe, expect, it } from 'vitest';

/** The contract's modules as text, by file name. */
const contractSources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../packages/contract/src/*.ts', { query: '?raw', import: 'default', eager: true }),
  ).map(([file, source]) => [file.split('/').pop() ?? file, source]),
);

/**
 * The contract's modules that the public pages (home, /browse, /homes/{id}), the signed-in areas'
 * shell (its menu, bell and email banner) and the area pages drawn without MUI (the landlord's
 * Requests) load in the browser as they start. They must not import zod, even through another
 * module: a module that does builds its schemas as it loads (they are not tree-shaken), and the
 * first load of /browse then carries zod, 22 KB gzip, and the time to build the schemas on a
 * phone's main thread.
 */
const LOADED_BY_PUBLIC_PAGES = [
  'account-email-messages.ts',
  'booking-request-messages.ts',
  'constants.ts',
  'date-format.ts',
  'geo.ts',
  'intl-formats.ts',
  'messages.ts',
  'money.ts',
  'owner-verification-rules.ts',
  'rent.ts',
  'session-messages.ts',
  'stay.ts',
  'validation-messages.ts',
];

/** Every package a module imports, through the contract's own modules it imports. */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = contractSources[file];
  if (source === undefined) throw new Error(`no contract module ${file}`);
  // Imports and re-exports, one or many lines; a type-only one loads nothing.
  for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export) (type )?[^'"]*?from '([^']+)'/gm)) {
    if (typeOnly || !specifier) continue;
    if (!specifier.startsWith('./')) {
      packages.add(specifier);
      continue;
    }
    const module = specifier.replace(/^\.\//, '').replace(/\.js$/, '.ts');
    for (const reached of packagesReachedFrom(module, seen)) packages.add(reached);
  }
  return packages;
}

describe('the modules the public pages load', () => {
  it.each(LOADED_BY_PUBLIC_PAGES)('%s reaches no zod', (file) => {
    expect([...packagesReachedFrom(file)].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it('finds zod where it is imported, through another module too', () => {
    expect(packagesReachedFrom('places.ts').has('zod')).toBe(true);
    expect(packagesReachedFrom('saved.ts').has('zod')).toBe(true);
  });
});
