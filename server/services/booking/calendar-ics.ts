export interface CalendarEvent {
  /** Stable per appointment, so a later update or cancel replaces the same calendar entry. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  location?: string | undefined;
  url?: string | undefined;
  /** SEQUENCE: 0 when booked, higher after each move, so calendars replace the entry of the same UID. */
  sequence?: number | undefined;
}

/** RFC 5545 §3.3.5 UTC form: 20250310T053000Z. */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values (§3.3.11): backslash, newline, semicolon and comma escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,');

/** Other values: only a newline would break the line. */
const plain = (value: string) => value.replace(/\r?\n/g, '\\n');

const utf8Length = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * A content line folded as §3.1 asks: at most 75 octets a line, each next line starting with a
 * tab, never splitting a UTF-8 sequence (a line of ASCII folds where the `ics` package folded it).
 */
function fold(line: string): string {
  // eslint-disable-next-line no-control-regex
  if (line.length <= 75 && /^[\x00-\x7f]*$/.test(line)) return `${line}\r\n`;
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > 75) {
      out += '\r\n\t';
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return `${out}\r\n`;
}

/**
 * An iCalendar (.ics) file for one appointment. Times are written in UTC
 * (DTSTART:20250310T053000Z), so every calendar app shows the right local
 * time whatever zone the reader is in.
 *
 * Written here rather than through the `ics` package: its schema validation (yup, twice a
 * file) was a tenth of add-appointment's server CPU, for two files of fixed shape per booking.
 * The lines, their order and their escaping are the package's (calendar-ics.test.ts compares).
 */
export function appointmentIcs(event: CalendarEvent, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH'): string {
  return (
    `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nPRODID:medbook/booking\r\nMETHOD:${method}\r\nX-PUBLISHED-TTL:PT1H\r\n` +
    'BEGIN:VEVENT\r\n' +
    fold(`UID:${plain(event.uid)}`) +
    (event.title ? fold(`SUMMARY:${text(event.title)}`) : '') +
    `DTSTAMP:${utc(new Date())}\r\n` +
    `DTSTART:${utc(event.start)}\r\n` +
    `DTEND:${utc(event.end)}\r\n` +
    `SEQUENCE:${event.sequence ?? 0}\r\n` +
    (event.description ? fold(`DESCRIPTION:${text(event.description)}`) : '') +
    (event.url ? fold(`URL:${plain(event.url)}`) : '') +
    (event.location ? fold(`LOCATION:${text(event.location)}`) : '') +
    (method === 'CANCEL' ? 'STATUS:CANCELLED\r\nX-MICROSOFT-CDO-BUSYSTATUS:FREE\r\n' : 'STATUS:CONFIRMED\r\nX-MICROSOFT-CDO-BUSYSTATUS:BUSY\r\n') +
    'END:VEVENT\r\nEND:VCALENDAR\r\n'
  );
}

/** The booking's calendar file as the mails carry it (same name and type for every notice). */
export const icsAttachments = (event: CalendarEvent) => [
  { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: appointmentIcs(event) },
];

/**
 * The cancellation of a booking's calendar entry (issue 42): same UID, a SEQUENCE above the last one
 * sent, METHOD:CANCEL and STATUS:CANCELLED, so the event from the earlier invitation leaves the calendar.
 */
export const cancelIcsAttachments = (event: CalendarEvent) => [
  { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: appointmentIcs(event, 'CANCEL') },
];
