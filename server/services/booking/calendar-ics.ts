import { createEvent } from 'ics';

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

/**
 * An iCalendar (.ics) file for one appointment. Times are written in UTC
 * (DTSTART:20250310T053000Z), so every calendar app shows the right local
 * time whatever zone the reader is in.
 */
export function appointmentIcs(event: CalendarEvent): string {
  const { error, value } = createEvent({
    productId: 'medbook/booking',
    uid: event.uid,
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    ...(event.url ? { url: event.url } : {}),
    sequence: event.sequence ?? 0,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}

/** The booking's calendar file as the mails carry it (same name and type for every notice). */
export const icsAttachments = (event: CalendarEvent) => [
  { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: appointmentIcs(event) },
];
