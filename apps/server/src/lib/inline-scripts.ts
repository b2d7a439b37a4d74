import { createHash } from 'node:crypto';
import { webBuildFiles } from './web-build-files.js';

/** An executable inline script: no src, and not a data block (`type="application/json"`, the page's data). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the web app's shell
 * (apps/web/index.html as built), which every page the server sends is made from. The policy allows
 * those scripts by their exact text and no other inline script, so a landlord's text that got into
 * a page as markup could still not run. Read again when a build replaces the shell.
 */
export function shellScriptSources(webDistDir: string | undefined): () => string[] {
  const files = webBuildFiles(webDistDir);
  let sources: string[] = [];
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    // Asked for on every answer, the API's included: the file is looked at once a second at most.
    const now = performance.now();
    if (now - checkedAt < 1000) return sources;
    checkedAt = now;
    // No build (the API alone), or one being written: no inline script runs.
    sources = files.read('index.html', inlineScriptSources) ?? [];
    return sources;
  };
}

/** The CSP hash sources of the executable inline scripts in `html`. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
}
