import { formatTime12 } from '../../shared/format/time.ts';
import { localNow } from '../../shared/slots/zoned-time.ts';
import { zoneLabel } from '../../shared/slots/zone-label.ts';
import { localizedDateFormat } from '../../shared/i18n/intl.ts';

/**
 * Time on the room page. The window is the server's: the page counts against
 * the server's clock (its `now` when the room was fetched, plus the time since),
 * so a device whose clock is off still opens the room at the right moment.
 */

/** Milliseconds to add to Date.now() to get the server's clock. */
export const clockOffset = (serverNow: string, receivedAt: number) => Date.parse(serverNow) - receivedAt;

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left → '4:05', '1:02:03', or with days { days: 2, clock: '3:04:05' }. Never negative. */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = days > 0 || hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
  return { days, clock };
}

/** An instant as the clinic's wall-clock time ('10:45 AM'), plus the zone's name when the viewer's clock differs. */
export function zonedTime(iso: string, timeZone: string, viewerZone: string): { time: string; zone: string | null } {
  const at = new Date(iso);
  const { minutes } = localNow(at, timeZone);
  return { time: formatTime12(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`), zone: zoneLabel(timeZone, viewerZone, at) };
}

const longDate = localizedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The booking's clinic-local date 'YYYY-MM-DD' → 'Mon, Mar 10, 2025' (the viewer's zone must not move it). */
export function roomDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : date;
}
