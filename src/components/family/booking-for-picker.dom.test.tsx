import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api-client.ts';
import { clearSession, setSession } from '../../lib/session.ts';
import { setupDomRoot } from '../../lib/testing/render-with-query.tsx';
import { BookingForPicker } from './booking-for-picker.tsx';

// Issue 41: 'Book again' on a family member's booking and a waitlist offer held for one open the
// details step on that person (`for`); a person no longer on the list falls back to Myself.
const zaid = { id: 5, first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };

const dom = setupDomRoot({
  before: () => {
    setSession({ id: 1, user_role: 'user', first_name: 'Aisha', last_name: 'Karim', name: 'Aisha Karim', email: 'a@example.com', phone: null, country_code: null, profile_image: null });
    setApiTransport(async () => new Response(JSON.stringify({ success: true, data: [zaid] }), { headers: { 'content-type': 'application/json' } }));
  },
  after: clearSession,
});

async function render(value: number | null, onChange: (id: number | null) => void) {
  await dom.render(<BookingForPicker value={value} onChange={onChange} />);
  await vi.waitFor(() => expect(dom.container.querySelectorAll('input[type=radio]').length).toBe(2));
}

const checked = () => [...dom.container.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((input) => input.checked).map((input) => input.value);

describe('Who is this appointment for? started from a link', () => {
  it('starts on the family member the link names', async () => {
    const onChange = vi.fn();
    await render(5, onChange);
    expect(checked()).toEqual(['5']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('falls back to Myself when that person is no longer on the list', async () => {
    const onChange = vi.fn();
    await render(99, onChange);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  });
});
