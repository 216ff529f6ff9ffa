import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { clinicLine, createdDate, timingDays, timingFee, timingIdParam } from './timing-format.ts';

describe('the configuration table cells (001 §2)', () => {
  it("shows the fee of the configuration's own type in its currency: Rs. amount.00 in India, AED in the UAE", () => {
    expect(timingFee({ timing_type: 'online', online_fee: 500, offline_fee: null, currency: 'INR' })).toBe('Rs.\u00a0500.00');
    expect(timingFee({ timing_type: 'offline', online_fee: 400, offline_fee: 1200, currency: 'INR' })).toBe('Rs.\u00a01200.00');
    expect(timingFee({ timing_type: 'online', online_fee: 350, offline_fee: null, currency: 'AED' })).toBe('AED\u00a0350.00');
  });

  it('capitalises the day names', () => {
    const timings = [
      { day: 'monday' as const, slots: [] },
      { day: 'sunday' as const, slots: [] },
    ];
    expect(timingDays({ timings }, (key) => t(key))).toBe('Monday, Sunday');
  });

  it('shows created_at as DD-MM-YYYY', () => {
    expect(createdDate(new Date(2026, 10, 5, 12).toISOString())).toBe('05-11-2026');
    expect(createdDate('not a date')).toBe('');
  });

  it('reads a configuration id from the URL', () => {
    expect(timingIdParam('12')).toBe(12);
    for (const raw of ['0', '-1', '1.5', 'abc', '99999999999']) expect(timingIdParam(raw)).toBeNull();
  });

  it('names a clinic with its city, or alone without one', () => {
    expect(clinicLine({ clinic_name: 'Marina Clinic', city: 'Dubai' }, t)).toBe('Marina Clinic, Dubai');
    expect(clinicLine({ clinic_name: 'Marina Clinic', city: ' ' }, t)).toBe('Marina Clinic');
    expect(clinicLine({ clinic_name: 'Marina Clinic', city: null }, t)).toBe('Marina Clinic');
  });
});
