import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { formatChatDay, formatListTime, groupByDay, messageLength } from './chat-format';

beforeAll(() => startI18n('en'));

// Built from local parts, so the tests mean the same in every time zone.
const at = (day: number, hour: number, minute = 0) => new Date(2025, 2, day, hour, minute).toISOString();
const now = new Date(2025, 2, 10, 18, 0);

describe('chat times', () => {
  it('names the day of a divider: Today, Yesterday, then the date in en-IN', () => {
    expect(formatChatDay(at(10, 9), now)).toBe('Today');
    expect(formatChatDay(at(9, 23, 59), now)).toBe('Yesterday');
    expect(formatChatDay(at(3, 12), now)).toBe('Monday, 3 March 2025');
  });

  it('shows the time for today in the list, the day otherwise', () => {
    expect(formatListTime(at(10, 14, 5), now)).toMatch(/^2:05\s?pm$/i);
    expect(formatListTime(at(9, 14), now)).toBe('Yesterday');
    expect(formatListTime(at(1, 14), now)).toBe('1 Mar');
    expect(formatListTime(new Date(2024, 11, 31, 9).toISOString(), now)).toBe('31/12/2024');
  });

  it('groups consecutive messages of one day', () => {
    const items = [at(8, 9), at(8, 21), at(10, 7)];
    expect(groupByDay(items, (t) => t).map((g) => g.items.length)).toEqual([2, 1]);
  });

  it('counts characters as the server does: an emoji is one', () => {
    expect(messageLength('नमस्ते 👋')).toBe(8);
    expect(messageLength('👋👋')).toBe(2);
  });
});
