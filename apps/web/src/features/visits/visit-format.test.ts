import { describe, expect, it } from 'vitest';
import { dayLabels, formatVisitSpan, formatVisitTime, groupByDay, visitDayOf } from './visit-format';

describe('visit times', () => {
  it('are shown in India’s time whatever the browser’s', () => {
    expect(formatVisitTime('2031-03-02T18:30:00.000Z')).toBe('12:00 am');
    expect(formatVisitTime('2031-03-03T05:30:00.000Z')).toBe('11:00 am');
    expect(formatVisitTime('2031-03-03T10:15:00.000Z')).toBe('3:45 pm');
    expect(visitDayOf('2031-03-02T18:30:00.000Z')).toBe('2031-03-03');
  });

  it('name a day by weekday and date, and a visit by its day and times', () => {
    expect(dayLabels('2031-03-03')).toEqual({ weekday: 'Mon', date: '3 Mar' });
    expect(dayLabels('2031-09-05').date).toBe('5 Sep');
    expect(formatVisitSpan('2031-03-03T05:30:00.000Z', '2031-03-03T06:00:00.000Z')).toBe('Mon 3 Mar, 11:00 am – 11:30 am');
  });

  it('group free times by their day in India', () => {
    const slots = [
      { start: '2031-03-02T17:30:00.000Z' },
      { start: '2031-03-02T18:30:00.000Z' },
      { start: '2031-03-02T19:00:00.000Z' },
    ];
    expect([...groupByDay(slots).entries()]).toEqual([
      ['2031-03-02', [slots[0]]],
      ['2031-03-03', [slots[1], slots[2]]],
    ]);
  });
});
