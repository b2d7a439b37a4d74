import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/homes/abc')).toBe('/homes/abc');
    expect(safeReturnPath('/browse?city=Pune&property=1')).toBe('/browse?city=Pune&property=1');
  });

  it('ignores anything that could leave the site, and nothing at all', () => {
    for (const raw of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'homes/1',
      '/\nx',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeUndefined();
    }
  });

  it('round-trips through the login URL', () => {
    const url = new URL(loginPathFor('/homes/1?x=a&y=b'), 'https://rentease.example');
    expect(url.pathname).toBe('/login');
    expect(safeReturnPath(url.searchParams.get('next'))).toBe('/homes/1?x=a&y=b');
  });
});
