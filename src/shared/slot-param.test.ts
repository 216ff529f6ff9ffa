import { describe, expect, it } from 'vitest';
import { slotParam, slotSelection } from './slot-param.ts';

describe('slot search param', () => {
  it('round-trips an online time and a visit with its clinic', () => {
    const online = { type: 'online' as const, date: '2030-01-08', time: '10:00', clinicId: null };
    const visit = { type: 'offline' as const, date: '2030-01-08', time: '09:45', clinicId: 3 };
    expect(slotParam(online)).toBe('online_2030-01-08_10:00');
    expect(slotSelection(slotParam(online))).toEqual(online);
    expect(slotSelection(slotParam(visit))).toEqual(visit);
  });
  it('carries only the kind and clinic for Book Again (issue 42)', () => {
    const visit = { type: 'offline' as const, date: null, time: null, clinicId: 3 };
    expect(slotParam(visit)).toBe('offline_3');
    expect(slotSelection('offline_3')).toEqual(visit);
    expect(slotSelection('online')).toEqual({ type: 'online', date: null, time: null, clinicId: null });
    expect(slotSelection('offline')).toBeUndefined();
    expect(slotSelection('offline_2030-01-08')).toBeUndefined();
  });
  it('ignores anything else', () => {
    expect(slotSelection(undefined)).toBeUndefined();
    expect(slotSelection('offline_2030-01-08_10:00')).toBeUndefined();
    expect(slotSelection('<script>_2030-01-08_10:00')).toBeUndefined();
    expect(slotSelection('online_2030-01-08_10:00_x')).toBeUndefined();
  });
});
