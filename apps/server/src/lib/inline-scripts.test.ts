import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.js';

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the shell's inline scripts, as the Content-Security-Policy allows them", () => {
  it('names each executable inline script by the hash of its exact text, and no script loaded by URL or data block', () => {
    const first = '(function recordEarlyInput(win) {\n\twin.takeEarlyInput = () => [];\n})(window);';
    const html = [
      `<script id="early-input">${first}</script>`,
      '<script type="module" crossorigin src="/assets/index-x.js"></script>',
      '<script type="application/json" id="page-data">{"a":1}</script>',
      '<script>ré</script>',
    ].join('\n');
    expect(inlineScriptSources(html)).toEqual([source(first), source('ré')]);
  });

  it('names none in a shell without inline scripts', () => {
    expect(inlineScriptSources('<!doctype html><div id="root"></div>')).toEqual([]);
  });
});
