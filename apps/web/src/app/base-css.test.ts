import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_BORDER } from '../lib/card-outline';
import { SYSTEM_FONTS } from '../lib/fonts';
import { theme } from '../lib/theme';

// Read as a file: the test runner hands CSS imports over empty.
const baseCss = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

/** The theme's colours as base.css names them for the plain stylesheets. */
const colours = (): Record<string, string> => declarations(baseCss, ':root');

/** A value with the theme's colours written out, as the browser computes it. */
const resolved = (value: string | undefined) =>
  value?.replace(/var\((--[\w-]+)\)/g, (_, name: string) => colours()[name] ?? `undefined ${name}`);

/** Every stylesheet of the web app, by its path under src/. */
function stylesheets(): { file: string; css: string }[] {
  const src = fileURLToPath(new URL('..', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(path.join(src, file), 'utf8') }));
}

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
    expect(resolved(body.color)).toBe(theme.palette.text.primary);
    expect(resolved(body['background-color'])).toBe(theme.palette.background.default);
    expect(body['font-size']).toBe(theme.typography.body1.fontSize);
    expect(body['line-height']).toBe(String(theme.typography.body1.lineHeight));
  });
});

describe("the theme's colours in the plain stylesheets", () => {
  it('are the theme’s own', () => {
    const { palette } = theme;
    const rgb = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ');
    expect(colours()).toEqual({
      '--color-primary': palette.primary.main,
      '--color-primary-rgb': rgb(palette.primary.main),
      '--color-primary-light': palette.primary.light,
      '--color-primary-dark': palette.primary.dark,
      // The keyboard focus ring of lib/theme.ts: the brand at a third.
      '--color-focus-ring': `${palette.primary.main}55`,
      '--color-secondary': palette.secondary.main,
      '--color-text': palette.text.primary,
      '--color-text-rgb': rgb(palette.text.primary),
      '--color-text-secondary': palette.text.secondary,
      '--color-background': palette.background.default,
      '--color-error': palette.error.main,
      '--color-error-rgb': rgb(palette.error.main),
      '--color-success': palette.success.main,
      '--color-card-outline': CARD_BORDER.replace('1px solid ', ''),
    });
  });

  it('are used by name only, and every name used is one of them', () => {
    const named = new Set(Object.keys(colours()));
    for (const { file, css } of stylesheets()) {
      const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, name = ''] of rules.matchAll(/var\((--color-[\w-]+)\)/g)) expect(named, file).toContain(name);
      if (file.endsWith('base.css')) continue;
      // A colour of the theme written out again would drift from it unseen.
      for (const value of Object.values(colours())) expect(rules, file).not.toContain(value);
    }
  });
});
