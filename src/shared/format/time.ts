import { currentIntl } from '../i18n/format.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
function twelveHour(tag: string): Intl.DateTimeFormat {
  let format = formatters.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
    formatters.set(tag, format);
  }
  return format;
}

/**
 * A slot time in 12-hour form (000 §9), in the current language's words: '14:30' or '14:30:00' →
 * '2:30 PM' (English, en-US), '2:30 م' (Arabic), '2:30 pm' (Hindi). Newer ICU puts a narrow
 * no-break space before AM/PM; a plain space keeps the text identical across browsers and Node.
 */
export function formatTime12(time: string, tag: string = currentIntl()): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return time;
  const date = new Date(Date.UTC(1970, 0, 1, hours, minutes));
  return twelveHour(tag).format(date).replace(/[\u202f\u00a0]/g, ' ');
}
