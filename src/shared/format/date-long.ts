import { isValid, parse } from 'date-fns';
import { currentIntl } from '../i18n/format.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();
const longOf = (tag: string) =>
  formatters.get(tag) ??
  formatters.set(tag, new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })).get(tag)!;

/**
 * A booking's local date ('2030-01-08', already the clinic's calendar day) as a
 * person reads it in a mail: 'Tue, 8 Jan 2030' in English (the spec's form), the
 * language's own order and words otherwise (Intl).
 */
export function formatDateLong(isoDate: string, tag: string = currentIntl()): string {
  const day = parse(isoDate.slice(0, 10), 'yyyy-MM-dd', new Date(2000, 0, 1));
  if (!isValid(day)) return isoDate;
  if (tag === 'en-US') {
    const parts = longOf('en-GB').formatToParts(new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate())));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
  }
  return longOf(tag).format(new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate())));
}
