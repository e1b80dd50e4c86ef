import { bucharestDayAndHour } from '../../../openapi/domain/bucharest-days';
import type { DigestFrequency } from '../../db/schema';

/** The Bucharest hour digests go out at: before a kitchen's morning order. */
const digestHour = 7;
const hourMs = 60 * 60 * 1000;

/**
 * When a digest of this frequency is next due after `after`: the next 07:00 in Bucharest (summer
 * time included) for a daily one, the next Monday's for a weekly one.
 */
export function nextDigestAt(frequency: DigestFrequency, after: Date): Date {
  const start = Math.floor(after.getTime() / hourMs) * hourMs + hourMs;
  for (let moment = start; ; moment += hourMs) {
    const { day, hour } = bucharestDayAndHour(new Date(moment));
    if (hour !== digestHour) continue;
    if (frequency === 'DAILY' || new Date(Date.parse(day)).getUTCDay() === 1) return new Date(moment);
  }
}
