import { describe, expect, it } from 'vitest';
import { ageOn } from './age.ts';

describe('ageOn', () => {
  it('counts whole years and months, turning on the birthday itself', () => {
    expect(ageOn('2019-04-02', '2030-04-01')).toEqual({ years: 10, months: 131 });
    expect(ageOn('2019-04-02', '2030-04-02')).toEqual({ years: 11, months: 132 });
    expect(ageOn('2029-11-20', '2030-01-19')).toEqual({ years: 0, months: 1 });
    expect(ageOn('2029-11-20', '2029-11-20')).toEqual({ years: 0, months: 0 });
  });
});
