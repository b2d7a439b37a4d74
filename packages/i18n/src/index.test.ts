import { describe, expect, it } from 'vitest';
import { negotiateLanguage, preferredLanguage } from './index';

describe('choosing a language', () => {
  it('takes the supported language with the highest weight from Accept-Language', () => {
    expect(negotiateLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(negotiateLanguage('en-IN,hi;q=0.9')).toBe('en');
    expect(negotiateLanguage('ta-IN,hi;q=0.8,en;q=0.5')).toBe('hi');
    expect(negotiateLanguage('fr, en;q=0.1')).toBe('en');
    expect(negotiateLanguage('hi;q=0, en;q=0.2')).toBe('en');
    expect(negotiateLanguage('ta-IN')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
  });

  it("takes the browser's first language we speak", () => {
    expect(preferredLanguage(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(preferredLanguage(['en-GB', 'hi'])).toBe('en');
    expect(preferredLanguage(['fr'])).toBe('en');
  });
});
