import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { clearSession, setSession } from '../../../lib/session.ts';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import { t } from '../../../shared/i18n/format.ts';
import { DoctorInsuranceLine } from './doctor-insurance-line.tsx';

// Issue 41's "In network" line is a signed-in patient's own; issue 40: a visitor's page (every server
// render) makes no query for it and shows the doctor's insurers.
const asked: string[] = [];
const own = { id: 3, family_member_id: null, insurer_id: 1, insurer_name: 'Daman', country: 'ae', network_id: 4, network_slug: 'daman-enhanced', network_name: 'Daman Enhanced', member_number: '784-1', has_card: false };
const dom = setupDomRoot({
  before: () => {
    asked.length = 0;
    setApiTransport(async (url) => {
      asked.push(String(url));
      const data = String(url).includes('/coverage') ? [{ family_member_id: null, network_name: 'Daman Enhanced', clinic_ids: [9], video: false }] : [own];
      return new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
    });
  },
  after: clearSession,
});

const insurance = { in_network: [], insurers: ['Daman', 'Sukoon'] };
const line = () => dom.container.querySelector('[data-testid="insurance-line"]')?.textContent;

describe("the doctor page's insurance line", () => {
  it("a visitor's names the insurers accepted and asks nothing", async () => {
    await dom.render(<DoctorInsuranceLine doctorId={7} insurance={insurance} />);
    expect(line()).toBe(t('insurance.accepts', { insurers: 'Daman, Sukoon' }));
    expect(asked).toEqual([]);
  });

  it("a patient whose own insurance the doctor takes reads 'In network'", async () => {
    setSession({ id: 1, user_role: 'user', first_name: 'Aisha', last_name: 'Karim', name: 'Aisha Karim', email: 'aisha@example.com', phone: null, country_code: null, profile_image: null });
    await dom.render(<DoctorInsuranceLine doctorId={7} insurance={insurance} />);
    await vi.waitFor(() => expect(line()).toBe(t('insurance.inNetwork', { networks: 'Daman Enhanced' })));
    expect(asked.some((url) => url.includes('/api/patient-insurance/coverage'))).toBe(true);
  });
});
