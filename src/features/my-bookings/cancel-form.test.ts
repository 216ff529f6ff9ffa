import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { cancelErrors } from '../../components/cancel-reason/cancel-reason.ts';
import { cancelKeyFor } from './cancel-form.ts';

describe('cancellation modal', () => {
  it('requires a reason and a description with the spec messages (001 §5)', () => {
    expect(cancelErrors({ reason: '', description: '  ' })).toEqual({ reason: t('cancel.reasonRequired'), description: t('cancel.descriptionRequired') });
    expect(cancelErrors({ reason: 'Feeling better', description: '' })).toEqual({ description: 'description is required*' });
    expect(cancelErrors({ reason: 'Feeling better', description: 'No longer needed' })).toEqual({});
  });

  it('keeps the Idempotency-Key for the same request and makes a new one when it changes', () => {
    let n = 0;
    const fresh = () => `key-${++n}`;
    const first = cancelKeyFor(5, { reason: 'Other', description: 'x' }, null, fresh);
    expect(cancelKeyFor(5, { reason: 'Other', description: 'x ' }, first, fresh)).toBe(first);
    expect(cancelKeyFor(5, { reason: 'Other', description: 'y' }, first, fresh).key).toBe('key-2');
  });
});
