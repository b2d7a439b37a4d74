import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf, templateMatcher } from './message-templates';

describe('message templates', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillTemplate('Between {{from}} and {{to}}.', { from: '01/12/2026', to: '10/12/2026' })).toBe(
      'Between 01/12/2026 and 10/12/2026.',
    );
    expect(fillTemplate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(placeholdersOf('At most {{max}} of {{count}}')).toEqual(['max', 'count']);
  });

  it('finds the template and the values an English text was filled from', () => {
    const match = templateMatcher(['Plain text.', 'Choose a move-in date between {{from}} and {{to}}.', 'Hidden: {{reason}}']);
    expect(match('Choose a move-in date between 01/12/2026 and 10/12/2026.')).toEqual({
      template: 'Choose a move-in date between {{from}} and {{to}}.',
      values: { from: '01/12/2026', to: '10/12/2026' },
    });
    // Regex characters in the template are literal; values may hold anything, even new lines.
    expect(match('Hidden: a (very) odd.\nreason')?.values).toEqual({ reason: 'a (very) odd.\nreason' });
    expect(match('Plain text.')).toBeUndefined();
    expect(match('Choose a move-in date soon.')).toBeUndefined();
  });
});
