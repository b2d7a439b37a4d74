import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files of the built web app, read as they are needed and again when a build replaces them. */
export type WebBuildFiles = {
  /** The file's text as `parse` reads it; undefined while it is missing, mid-write or unreadable. */
  read<T>(relative: string, parse: (text: string) => T): T | undefined;
  json<T>(relative: string): T | undefined;
  text(relative: string): string | undefined;
};

/**
 * The built web app's files (apps/web/dist, `webDistDir`), each parsed once per version of it: the
 * server keeps running while a build replaces them, and takes up the new ones on their next read.
 * Without a build (`webDistDir` unset, the API alone) every file is missing.
 */
export function webBuildFiles(webDistDir: string | undefined): WebBuildFiles {
  const known = new Map<string, { mtimeMs: number; value: unknown }>();
  const read = <T>(relative: string, parse: (text: string) => T): T | undefined => {
    if (!webDistDir) return undefined;
    const file = path.join(webDistDir, relative);
    try {
      const { mtimeMs } = statSync(file);
      const cached = known.get(relative);
      if (cached?.mtimeMs === mtimeMs) return cached.value as T;
      const value = parse(readFileSync(file, 'utf8'));
      known.set(relative, { mtimeMs, value });
      return value;
    } catch {
      return undefined; // Missing, or caught mid-write by a build: the next read tries again.
    }
  };
  return {
    read,
    json: <T>(relative: string) => read(relative, (text) => JSON.parse(text) as T),
    text: (relative: string) => read(relative, (text) => text),
  };
}
