import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { clearSession, setSession } from '../../../lib/session.ts';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import type { PendingBooking } from '../booking-summary.ts';
import { ConfirmBookingModal } from './confirm-booking-modal.tsx';

// Issue 41: the confirmation says whom the booking is for (and who booked) and the insurance it uses.
const zaid = { id: 5, first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };
const coverage = [
  { family_member_id: null, network_name: 'Thiqa', clinic_ids: [3], video: false },
  { family_member_id: 5, network_name: 'Daman Enhanced', clinic_ids: [3], video: false },
];

const details = { name: 'Aisha Karim', email: 'aisha@example.com', phone: '+971501234567', description: 'Fever' };
const pending = (extra: Record<string, unknown>): PendingBooking => ({
  body: { ...details, doctor_id: 7, clinic_id: 3, appointment_date: '2030-01-08', appointment_time: '10:00', appointment_type: 'offline', ...extra },
  doctorName: 'Amira Hassan',
  type: 'offline',
  clinicName: 'Marina Clinic',
  dateLabel: 'Tue, Jan 8, 2030',
  timeLabel: '10:00 AM',
  zone: 'GST',
  feeLabel: 'AED 300.00',
  details,
});

const dom = setupDomRoot({
  before: () => {
    setSession({ id: 1, user_role: 'user', first_name: 'Aisha', last_name: 'Karim', name: 'Aisha Karim', email: details.email, phone: null, country_code: null, profile_image: null });
    setApiTransport(async (url) => {
      const data = String(url).includes('/coverage') ? coverage : [zaid];
      return new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
    });
  },
  after: clearSession,
});

async function render(booking: PendingBooking) {
  const noop = () => undefined;
  await dom.render(<ConfirmBookingModal isOpen pending={booking} submitting={false} error={null} onConfirm={noop} onBack={noop} onClose={noop} />);
}

describe('Confirm Your Booking for a family member', () => {
  it('names the family member, who booked, and the insurance of that person', async () => {
    await render(pending({ family_member_id: 5, use_insurance: true }));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Zaid Karim · Booked by Aisha Karim · aisha@example.com'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Daman Enhanced'));
    expect(document.body.textContent).not.toContain('Thiqa');
    // Each name and the address in its own isolate: in Arabic they were reordered into one another.
    expect([...document.body.querySelectorAll('dd bdi')].map((node) => node.textContent)).toEqual(['Zaid Karim', 'Aisha Karim', 'aisha@example.com']);
  });

  it('shows the account holder and no insurance line for a self-pay booking of their own', async () => {
    await render(pending({}));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Aisha Karim · aisha@example.com'));
    expect(document.body.textContent).not.toContain('Booked by');
    expect(document.body.textContent).not.toContain('Insurance');
  });
});
