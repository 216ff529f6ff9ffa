import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import { t } from '../../../shared/i18n/format.ts';
import type { AvailabilityData } from '../../../shared/schemas/booking.ts';
import { dayStrip, stripPage } from '../../../shared/slots/day-strip.ts';
import type { BookingSelection } from '../booking-selection.ts';
import { useBookingFlow } from '../use-booking-flow.ts';
import { BookingPicker } from './booking-picker.tsx';

// Issue 39: a deep link to a day past the first week (the FHIR feed publishes 14) opens the strip on
// that day's week, and the strip pages on from there and back, keeping the choice made.
const TODAY = '2030-01-07';
const doctor = { id: 7, first_name: 'amira', last_name: 'hassan' };
let asked: Record<string, unknown>[] = [];
/** The answer's zone (the doctor's or clinic's): its country's currency is the fee's. */
let zone = 'UTC';

/** A doctor open Monday to Friday with two online times a day: the server's paging rule, in memory. */
function answer(body: { date?: string; days_from?: string }): AvailabilityData {
  const page = stripPage(TODAY, body.days_from, body.date);
  return {
    online_fee: 500,
    offline_fee: null,
    online_timeslots: ['10:00', '10:30'].map((time) => ({ time, label: time, isDisabled: false })),
    offline_timeslots: [],
    duration: 30,
    days: dayStrip(new Date(`${TODAY}T06:00:00Z`), [1, 2, 3, 4, 5], 'UTC', undefined, page.first),
    days_previous: page.previous,
    days_next: page.next,
    time_zone: zone,
    date: body.date ?? TODAY,
    clinic_id: null,
    clinics: [],
  };
}

const dom = setupDomRoot({
  before: () => {
    asked = [];
    zone = 'UTC';
    setApiTransport(async (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      asked.push(body);
      return new Response(JSON.stringify({ success: true, data: answer(body) }), { headers: { 'content-type': 'application/json' } });
    });
  },
});

function Picker({ initial }: { initial?: BookingSelection }) {
  const flow = useBookingFlow(doctor, initial);
  return <BookingPicker flow={flow} wording="booking" />;
}

async function render(initial?: BookingSelection) {
  await dom.render(<Picker initial={initial} />);
  await settle();
}

/** Lets the fake server's answers arrive and React render them. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const dates = () => [...dom.container.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((input) => input.value).filter((v) => v.includes('-'));
const radio = (value: string) => dom.container.querySelector<HTMLInputElement>(`input[value="${value}"]`);
const button = (name: string) => dom.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe('the booking panel date strip', () => {
  it('opens a deep link to day 10 on its week, with the day and time chosen', async () => {
    await render({ type: 'online', date: '2030-01-17', time: '10:30', clinicId: null });
    expect(dates()).toEqual(['2030-01-14', '2030-01-15', '2030-01-16', '2030-01-17', '2030-01-18', '2030-01-19', '2030-01-20']);
    expect(radio('2030-01-17')?.checked).toBe(true);
    expect(radio('10:30')?.checked).toBe(true);
    expect(button(t('booking.earlierDates')).disabled).toBe(false);
    expect(button(t('booking.laterDates')).disabled).toBe(false);
  });

  it('pages back and on without losing the chosen day and time', async () => {
    await render({ type: 'online', date: '2030-01-17', time: '10:30', clinicId: null });
    await act(async () => button(t('booking.earlierDates')).click());
    await settle();
    expect(asked.at(-1)).toMatchObject({ date: '2030-01-17', days_from: TODAY });
    expect(dates()[0]).toBe(TODAY);
    expect(radio('2030-01-17')).toBeNull();
    // The view moved, the choice did not: its times stay, and Book Appointment stays enabled.
    expect(radio('10:30')?.checked).toBe(true);
    expect(button(t('booking.earlierDates')).disabled).toBe(true);

    await act(async () => button(t('booking.laterDates')).click());
    await settle();
    expect(dates()[0]).toBe('2030-01-14');
    expect(radio('2030-01-17')?.checked).toBe(true);
  });

  it('starts on today\'s week and pages to a later day to book it', async () => {
    await render();
    expect(dates()[0]).toBe(TODAY);
    expect(button(t('booking.earlierDates')).disabled).toBe(true);
    await act(async () => button(t('booking.laterDates')).click());
    await settle();
    expect(dates()[0]).toBe('2030-01-14');
    await act(async () => radio('2030-01-16')!.click());
    await settle();
    expect(radio('2030-01-16')?.checked).toBe(true);
    expect(asked.at(-1)).toMatchObject({ date: '2030-01-16', days_from: '2030-01-14' });
    await act(async () => radio('10:00')!.click());
    expect(radio('10:00')?.checked).toBe(true);
  });
});

describe('the booking panel fee', () => {
  it("is in the currency of the doctor's country: dirhams in Dubai, rupees in Kolkata", async () => {
    zone = 'Asia/Dubai';
    await render();
    expect(dom.container.textContent).toContain('AED\u00a0500.00');
    expect(dom.container.textContent).not.toContain('₹');
    await dom.remount();
    zone = 'Asia/Kolkata';
    await render();
    expect(dom.container.textContent).toContain('₹\u00a0500.00');
    expect(dom.container.textContent).not.toContain('AED');
  });
});
