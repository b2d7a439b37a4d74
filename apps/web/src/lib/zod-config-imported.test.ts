import { describe, expect, it } from 'vitest';

/** The web app's own modules as text, by path relative to src/ (tests left out). */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, source]) => [file.replace(/^\.\.\//, ''), source]),
);

/** zod at run time: its own import (not a type-only one), the form resolver, or a schema's parse. */
const USES_ZOD = [
  /^import \{[^}]*\} from 'zod';/m,
  /^import [^;]* from '@hookform\/resolvers\/zod';/m,
  /\.safeParse\(|\.parseAsync\(|(?<!JSON|Date|URL)\.parse\(/,
];
const IMPORTS_CONFIG = /^import '(\.\/|(\.\.\/)+lib\/)zod-config';$/m;

describe("zod's browser settings (lib/zod-config.ts)", () => {
  it('are imported by every module that uses zod at run time, since the entry no longer loads them', () => {
    const users = Object.keys(sources).filter((file) => USES_ZOD.some((pattern) => pattern.test(sources[file] ?? '')));
    expect(users.length).toBeGreaterThan(3);
    expect(users.filter((file) => !IMPORTS_CONFIG.test(sources[file] ?? ''))).toEqual([]);
  });

  it('are not in the entry, which every page loads', () => {
    expect(sources['main.tsx']).not.toMatch(/zod/);
  });
});
