import { format, isValid, parse } from 'date-fns';

/**
 * A booking's local date ('2030-01-08', already the clinic's calendar day) as a
 * person reads it in a mail: 'Tue, 8 Jan 2030'. Anything else is returned as given.
 */
export function formatDateLong(isoDate: string): string {
  const day = parse(isoDate.slice(0, 10), 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(day) ? format(day, 'EEE, d MMM yyyy') : isoDate;
}
