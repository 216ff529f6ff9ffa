import { createEvent } from 'ics';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, type CalendarEvent } from './calendar-ics.ts';

/** What the `ics` package (the writer before calendar-ics.ts) made of the same event. */
function byPackage(event: CalendarEvent): string {
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
  if (error || !value) throw error ?? new Error('no value');
  return value;
}

const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\d{8}T\d{6}Z/, 'DTSTAMP:x');
const unfold = (ics: string) => ics.replace(/\r\n\t/g, '');

const link = 'https://medbook.example/consult/0123456789abcdef0123456789abcdef';
const events: CalendarEvent[] = [
  {
    uid: 'appointment-12@medbook',
    start: new Date('2030-01-08T04:15:00Z'),
    end: new Date('2030-01-08T05:00:00Z'),
    title: 'Consultation: Dr. Amira Hassan with Sara Ali',
    description: link,
    url: link,
  },
  {
    uid: 'appointment-7@medbook',
    start: new Date('2030-03-10T05:30:00Z'),
    end: new Date('2030-03-10T06:30:00Z'),
    title: 'Clinic visit; Dr. Ravi Sen, cardiology \\ a title long enough to fold over two lines and then a third one as well, surely',
    description: 'Park Street Clinic, 12 Park Street\nKolkata, West Bengal, India',
    location: 'Park Street Clinic, 12 Park Street, Kolkata, West Bengal, India',
    sequence: 3,
  },
];

describe('appointmentIcs', () => {
  it.each(events)('writes what the ics package wrote (but the stamp): %#', (event) => {
    expect(withoutStamp(appointmentIcs(event))).toBe(withoutStamp(byPackage(event)));
  });

  it('stamps the file with the current time in UTC', () => {
    const before = Date.now();
    const stamp = /DTSTAMP:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(appointmentIcs(events[0]!))!;
    const at = Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!);
    expect(Math.abs(at - before)).toBeLessThan(2_000);
  });

  it('folds Arabic and Hindi text at 75 octets without splitting a character, and unfolds to the same text', () => {
    const event: CalendarEvent = {
      ...events[1]!,
      title: 'استشارة: د. أميرة حسن مع سارة علي، عيادة جميرا، دبي، الإمارات العربية المتحدة 😀 مرة أخرى',
      description: 'डॉ. रवि सेन के साथ परामर्श, पार्क स्ट्रीट क्लिनिक, कोलकाता, पश्चिम बंगाल, भारत',
    };
    const ics = appointmentIcs(event);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    expect(withoutStamp(unfold(ics))).toBe(withoutStamp(unfold(byPackage(event))));
  });
});
