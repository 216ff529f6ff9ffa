import { describe, expect, it } from 'vitest';
import { DEFAULT_NEAR_KM, MAX_NEAR_KM, parseNear } from './near-param.ts';

describe('parseNear', () => {
  it('reads latitude|longitude|distance|units, km by default, miles converted', () => {
    expect(parseNear('25.2048|55.2708|10|km')).toEqual({ latitude: 25.2048, longitude: 55.2708, km: 10 });
    expect(parseNear('-33.9|151.2|10')).toEqual({ latitude: -33.9, longitude: 151.2, km: 10 });
    expect(parseNear('0|0')).toEqual({ latitude: 0, longitude: 0, km: DEFAULT_NEAR_KM });
    expect(parseNear('0|0|10|[mi_i]').km).toBeCloseTo(16.09344);
    expect(parseNear('0|0|10|mi').km).toBeCloseTo(16.09344);
    expect(parseNear(`90|-180|${MAX_NEAR_KM}`)).toEqual({ latitude: 90, longitude: -180, km: MAX_NEAR_KM });
  });

  it.each(['', '25', '25|', 'a|b', '1e3|0', 'NaN|0', 'Infinity|0', '90.01|0', '0|180.5', '0|0|0', '0|0|-1', `0|0|${MAX_NEAR_KM + 1}`, '0|0|311|mi', '0|0|1|m', '0|0|1|km|x', '<b>1</b>|0'])(
    'refuses %j with a 400',
    (value) => {
      expect(() => parseNear(value)).toThrow(expect.objectContaining({ statusCode: 400 }));
    },
  );
});
