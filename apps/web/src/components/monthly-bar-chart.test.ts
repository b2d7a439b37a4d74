import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, niceScale } from './monthly-bar-chart';

describe('monthly bar chart', () => {
  it('shows the 12 months up to this one, months without earnings at 0', () => {
    const months = lastTwelveMonths(
      [
        { month: '2025-01', total: 999 }, // older than the window
        { month: '2025-03', total: 48000 },
        { month: '2026-02', total: 126000 },
      ],
      '2026-02',
    );
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2025-03', total: 48000 });
    expect(months[11]).toEqual({ month: '2026-02', total: 126000 });
    expect(months.filter((m) => m.total === 0)).toHaveLength(10);
  });

  it('rounds the ₹ axis up to a readable step', () => {
    expect(niceScale(510000)).toEqual({ top: 600000, step: 200000 });
    expect(niceScale(48000)).toEqual({ top: 50000, step: 10000 });
    expect(niceScale(100000)).toEqual({ top: 100000, step: 20000 });
    expect(niceScale(126000)).toEqual({ top: 150000, step: 50000 });
    expect(niceScale(0).top).toBeGreaterThan(0);
  });

  it('steps a count axis by whole numbers only', () => {
    expect(niceScale(3, 5, true)).toEqual({ top: 3, step: 1 });
    expect(niceScale(12, 5, true)).toEqual({ top: 15, step: 5 });
    expect(niceScale(9, 5, true)).toEqual({ top: 10, step: 2 });
    expect(niceScale(0, 5, true)).toEqual({ top: 4, step: 1 });
    // Where money would step by 2.5, a count steps by 5.
    expect(niceScale(11, 5, false).step).toBe(2.5);
    expect(niceScale(11, 5, true)).toEqual({ top: 15, step: 5 });
  });
});
