import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { enquiryBodyOf, enquiryProblem, keyFor } from './enquiry-form.ts';

const draft = { doctorId: 5, date: '2025-03-11', time: '10:30', message: '  Do you see children?  ' };

describe('enquiry form', () => {
  it('asks a guest to log in as a patient first', () => {
    expect(t(enquiryProblem(draft, false)!)).toBe('Please Login as Patient to Enquire');
  });

  it('needs both date and time', () => {
    expect(t(enquiryProblem({ ...draft, time: null }, true)!)).toBe('Please select both date and time');
    expect(t(enquiryProblem({ ...draft, date: null }, true)!)).toBe('Please select both date and time');
    expect(enquiryProblem(draft, true)).toBeNull();
  });

  it('builds the request body', () => {
    expect(enquiryBodyOf(draft)).toEqual({ doctor_id: 5, preferred_date: '2025-03-11', preferred_time: '10:30', description: 'Do you see children?' });
    expect(enquiryBodyOf({ ...draft, time: null })).toBeNull();
  });

  it('keeps the Idempotency-Key for a retry of the same enquiry only', () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const body = enquiryBodyOf(draft)!;
    const first = keyFor(body, null, fresh);
    expect(keyFor(body, first, fresh)).toBe(first);
    expect(keyFor({ ...body, preferred_time: '11:00' }, first, fresh).key).toBe('key-2');
  });
});
