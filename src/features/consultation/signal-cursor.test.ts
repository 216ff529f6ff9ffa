import { describe, expect, it } from 'vitest';
import type { Signal } from '../../shared/schemas/consultation.ts';
import { advanceCursor, freshSignals } from './signal-cursor.ts';

const signal = (seq: number): Signal => ({ seq, from: 'doctor', kind: 'candidate', data: null, created_at: '2030-01-07T06:00:00Z' });

describe('signal cursor', () => {
  it('keeps only signals after the cursor, once each, in seq order', () => {
    expect(freshSignals(5, [signal(7), signal(4), signal(6), signal(7), signal(5)]).map((s) => s.seq)).toEqual([6, 7]);
    expect(freshSignals(0, [])).toEqual([]);
  });
  it('never moves back', () => {
    expect(advanceCursor(5, signal(9))).toBe(9);
    expect(advanceCursor(9, signal(5))).toBe(9);
  });
});
