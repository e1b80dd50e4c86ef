import { describe, expect, it } from 'vitest';
import { bucharestDayAndHour, bucharestDaysBetween, shownBucharestDay } from './bucharest-days';

describe('days as Romania counts them', () => {
  it('turns the day at midnight in Bucharest, not in UTC, in winter and in summer', () => {
    // 22:30 UTC is already the next day in Bucharest: 00:30 in winter (UTC+2), 01:30 in summer (UTC+3).
    expect(bucharestDayAndHour(new Date('2026-11-28T22:30:00Z'))).toEqual({ day: '2026-11-29', hour: 0 });
    expect(bucharestDayAndHour(new Date('2026-07-14T22:30:00Z'))).toEqual({ day: '2026-07-15', hour: 1 });
    expect(shownBucharestDay('2026-11-28T22:30:00Z')).toBe('29.11.2026');
  });

  it('counts whole days between two moments by the Bucharest calendar, across the change of time', () => {
    expect(bucharestDaysBetween(new Date('2026-11-28T21:00:00Z'), new Date('2026-11-28T22:30:00Z'))).toBe(1);
    expect(bucharestDaysBetween(new Date('2026-11-28T08:00:00Z'), new Date('2026-11-28T20:00:00Z'))).toBe(0);
    // The last Sunday of October has 25 hours in Bucharest.
    expect(bucharestDaysBetween(new Date('2026-10-24T12:00:00Z'), new Date('2026-10-26T12:00:00Z'))).toBe(2);
  });
});
