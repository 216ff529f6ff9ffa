import { describe, expect, it } from 'vitest';
import { parseLastUpdated, updatedWithin } from './last-updated.ts';

const at = (iso: string) => new Date(iso);
const within = (value: string, iso: string) => updatedWithin([parseLastUpdated(value)!], at(iso));

describe('_lastUpdated values', () => {
  it('an instant is exact to the millisecond', () => {
    expect(within('gt2030-01-07T06:00:00.000Z', '2030-01-07T06:00:00.000Z')).toBe(false);
    expect(within('gt2030-01-07T06:00:00Z', '2030-01-07T06:00:00.001Z')).toBe(true);
    expect(within('ge2030-01-07T06:00:00.000Z', '2030-01-07T06:00:00.000Z')).toBe(true);
    expect(within('lt2030-01-07T06:00:00.000Z', '2030-01-07T06:00:00.000Z')).toBe(false);
    expect(within('le2030-01-07T06:00:00.000Z', '2030-01-07T06:00:00.000Z')).toBe(true);
    expect(within('eq2030-01-07T10:00+04:00', '2030-01-07T06:00:00.000Z')).toBe(true);
    expect(within('2030-01-07T06:00Z', '2030-01-07T06:00:00.001Z')).toBe(false);
  });

  it('a date is a whole UTC day', () => {
    expect(within('eq2030-01-07', '2030-01-07T23:59:59.999Z')).toBe(true);
    expect(within('eq2030-01-07', '2030-01-08T00:00:00.000Z')).toBe(false);
    expect(within('gt2030-01-07', '2030-01-07T23:59:59.999Z')).toBe(false);
    expect(within('gt2030-01-07', '2030-01-08T00:00:00.000Z')).toBe(true);
    expect(within('lt2030-01-07', '2030-01-06T23:59:59.999Z')).toBe(true);
    expect(within('le2030-01-07', '2030-01-07T12:00:00.000Z')).toBe(true);
  });

  it('two values are a range', () => {
    const range = [parseLastUpdated('ge2030-01-01')!, parseLastUpdated('lt2030-02-01')!];
    expect(updatedWithin(range, at('2030-01-15T00:00:00Z'))).toBe(true);
    expect(updatedWithin(range, at('2030-02-01T00:00:00Z'))).toBe(false);
  });

  it.each(['gt9999-12-31', 'ge1899-12-31', 'ge3000-01-01', 'eq2030-02-29', 'ge2030-01-07T24:00Z', 'ge2030-01-07T10:00', 'ne2030-01-01', 'gt', '', 'gt2030-01-01T10:00:00.0001Z', '<b>2030-01-01</b>'])(
    'refuses %j',
    (value) => {
      expect(parseLastUpdated(value)).toBeNull();
    },
  );
});
