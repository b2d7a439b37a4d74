import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYSTEM_FONTS } from '../lib/fonts';
import { theme } from '../lib/theme';

// Read as a file: the test runner hands CSS imports over empty.
const baseCss = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Record<string, string> {
  const body = new RegExp(`(?:^|\\n)${selector}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`base.css has no rule for ${selector}`);
  return Object.fromEntries(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const [property = '', ...value] = declaration.split(':');
        return [property.trim(), value.join(':').replace(/\s+/g, ' ').trim()];
      }),
  );
}

describe('the page-wide stylesheet (what CssBaseline set)', () => {
  it("draws the page in the theme's text colour, background and fonts", () => {
    const body = declarations(baseCss, 'body');
    expect(body['font-family']).toBe(SYSTEM_FONTS.join(', '));
    expect(body.color).toBe(theme.palette.text.primary);
    expect(body['background-color']).toBe(theme.palette.background.default);
    expect(body['font-size']).toBe(theme.typography.body1.fontSize);
    expect(body['line-height']).toBe(String(theme.typography.body1.lineHeight));
  });
});
