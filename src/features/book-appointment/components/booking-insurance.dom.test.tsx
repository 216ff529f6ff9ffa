import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { clearSession, setSession } from '../../../lib/session.ts';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import { BookingInsurance } from './booking-insurance.tsx';

// Issue 41: the details step's "Use my insurance" names the family member booked for, whose insurance it is.
const zaid = { id: 5, first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };
const coverage = [
  { family_member_id: null, network_name: 'Thiqa', clinic_ids: [3], video: false },
  { family_member_id: 5, network_name: 'Daman Enhanced', clinic_ids: [3], video: false },
];

const dom = setupDomRoot({
  before: () => {
    setSession({ id: 1, user_role: 'user', first_name: 'Aisha', last_name: 'Karim', name: 'Aisha Karim', email: 'aisha@example.com', phone: null, country_code: null, profile_image: null });
    setApiTransport(async (url) => {
      const data = String(url).includes('/coverage') ? coverage : [zaid];
      return new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
    });
  },
  after: clearSession,
});

const render = (familyMemberId: number | null) =>
  dom.render(<BookingInsurance doctorId={7} type="offline" clinicId={3} feeLabel="AED 300.00" familyMemberId={familyMemberId} checked={false} onChange={() => undefined} />);

const label = () => document.body.querySelector('label')?.textContent;

describe('the booking step’s insurance line', () => {
  it('offers the family member’s own insurance by their name', async () => {
    await render(5);
    await vi.waitFor(() => expect(label()).toBe('Use Zaid’s insurance'));
    expect(document.body.textContent).toContain('Daman Enhanced');
    expect(document.body.textContent).not.toContain('Thiqa');
  });

  it('offers the account holder "my insurance"', async () => {
    await render(null);
    await vi.waitFor(() => expect(label()).toBe('Use my insurance'));
    expect(document.body.textContent).toContain('Thiqa');
  });
});
