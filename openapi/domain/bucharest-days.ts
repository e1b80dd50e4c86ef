/**
 * Days as Romania counts them (Europe/Bucharest, summer time included): a register's word is
 * dated by them, a catalogue is "updated yesterday" by them, and the nightly re-check's round is
 * one of them (issue #49).
 */
const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
const shownDay = new Intl.DateTimeFormat('ro-RO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Bucharest' });

/** The Bucharest day of a moment (`YYYY-MM-DD`) and its hour (0–23). */
export function bucharestDayAndHour(moment: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(calendarDay.formatToParts(moment).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** How many whole Bucharest days lie between two moments (0 on the same day). */
export function bucharestDaysBetween(earlier: Date, later: Date): number {
  const dayNumber = (moment: Date) => Date.parse(bucharestDayAndHour(moment).day) / 86_400_000;
  return Math.round(dayNumber(later) - dayNumber(earlier));
}

/** A moment's Bucharest day as Romanians write it: `28.11.2026`. */
export const shownBucharestDay = (moment: Date | string): string => shownDay.format(new Date(moment));
