import { describe, expect, it } from 'vitest';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import { t } from '../../../shared/i18n/format.ts';
import { BookedForLine } from './booked-for-line.tsx';
import { BookingInsuranceLine } from './booking-insurance-line.tsx';

// Issue 41: on the doctor's booking list and day view, in Arabic, the holder's address in "Booked by"
// and the member number were reordered by the bidirectional algorithm ("784-2019-1234567-1" read
// "1-1234567-2019-784"). Each such value is now its own isolate (whatever the language), the sentence
// read out unchanged.
const dom = setupDomRoot();

const isolated = () => [...dom.container.querySelectorAll('bdi')].map((node) => node.textContent);

describe('the doctor\'s booking lines', () => {
  it('isolates the insurer, the network and the member number of the insurance line', async () => {
    const insurance = { insurer: 'Daman', network: 'Daman Enhanced', member_number: '784-2019-1234567-1', has_card: false };
    await dom.render(<BookingInsuranceLine bookingId={9} insurance={insurance} />);
    expect(isolated()).toEqual(['Daman', 'Daman Enhanced', '784-2019-1234567-1']);
    expect(dom.container.textContent).toBe(t('bookingInsurance.doctorLine', { insurer: 'Daman', network: 'Daman Enhanced', number: '784-2019-1234567-1' }));
  });

  it('isolates the address of "Booked by"', async () => {
    const bookedFor = { relation: 'child' as const, dob: '2019-04-02', gender: 'male' as const, booked_by: 'aisha-k@example.com' };
    await dom.render(<BookedForLine bookedFor={bookedFor} date="2026-11-30" />);
    expect(isolated()).toEqual(['aisha-k@example.com']);
    expect(dom.container.textContent).toContain(t('doctorBookings.bookedBy', { name: 'aisha-k@example.com' }));
  });
});
