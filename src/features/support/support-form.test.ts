import { describe, expect, it } from 'vitest';
import { SUPPORT_DESCRIPTION_MAX } from '../../shared/constants.ts';
import { supportFormErrors } from './support-form.ts';

describe('support form', () => {
  it('needs a subject and a description', () => {
    expect(supportFormErrors({ subject: ' ', description: '' })).toEqual({ subject: 'Subject is required*', description: 'Description is required*' });
    expect(supportFormErrors({ subject: 'Refund', description: 'Please refund my booking' })).toEqual({});
  });

  it("does not enforce the '450 words' hint, only the stored length", () => {
    const long = Array.from({ length: 600 }, () => 'word').join(' ');
    expect(supportFormErrors({ subject: 'Long', description: long })).toEqual({});
    expect(supportFormErrors({ subject: 'Long', description: 'x'.repeat(SUPPORT_DESCRIPTION_MAX + 1) }).description).toMatch(/at most/);
  });
});
