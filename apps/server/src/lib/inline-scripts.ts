import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** An executable inline script: no src, and not a data block (`type="application/json"`, the page's data). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the web app's shell
 * (apps/web/index.html as built), which every page the server sends is made from. The policy allows
 * those scripts by their exact text and no other inline script, so a landlord's text that got into
 * a page as markup could still not run. Read again when a build replaces the shell.
 */
export function shellScriptSources(webDistDir: string | undefined): () => string[] {
  const file = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  let known: { mtimeMs: number; sources: string[] } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (!file) return [];
    // Asked for on every answer, the API's included: the file is looked at once a second at most.
    const now = performance.now();
    if (known && now - checkedAt < 1000) return known.sources;
    checkedAt = now;
    try {
      const { mtimeMs } = statSync(file);
      if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, sources: inlineScriptSources(readFileSync(file, 'utf8')) };
      return known.sources;
    } catch {
      return []; // No build (the API alone) or one being written: no inline script runs.
    }
  };
}

/** The CSP hash sources of the executable inline scripts in `html`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}
