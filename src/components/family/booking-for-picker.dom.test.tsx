import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api-client.ts';
import { clearSession, setSession } from '../../lib/session.ts';
import { BookingForPicker } from './booking-for-picker.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Issue 41: 'Book again' on a family member's booking and a waitlist offer held for one open the
// details step on that person (`for`); a person no longer on the list falls back to Myself.
const zaid = { id: 5, first_name: 'Zaid', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  setSession({ id: 1, user_role: 'user', first_name: 'Aisha', last_name: 'Karim', name: 'Aisha Karim', email: 'a@example.com', phone: null, country_code: null, profile_image: null });
  setApiTransport(async () => new Response(JSON.stringify({ success: true, data: [zaid] }), { headers: { 'content-type': 'application/json' } }));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  clearSession();
});

async function render(value: number | null, onChange: (id: number | null) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <BookingForPicker value={value} onChange={onChange} />
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(container.querySelectorAll('input[type=radio]').length).toBe(2));
}

const checked = () => [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].filter((input) => input.checked).map((input) => input.value);

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
