import { describe, expect, it } from 'vitest';
import type { HomeData } from '../../shared/schemas/catalog.ts';
import { specialityOptions, specializationOptions } from './doctor-catalog.ts';

const speciality = (id: number, name: string, specializations: [number, string][]) =>
  ({ id, speciality: name, slug: name.toLowerCase(), specializations: specializations.map(([sid, specialization]) => ({ id: sid, specialization })) });

const catalog = {
  specialities: [
    speciality(1, 'Urology', [[11, 'Endourology'], [12, 'Andrology']]),
    speciality(2, 'Sexology', [[21, 'Sexual Medicine'], [22, 'Andrology']]),
    speciality(3, 'Ayurveda', [[31, 'Ayurvedic Dermatology']]),
    speciality(4, 'Dermatology', [[41, 'Trichology'], [42, 'Dermatosurgery']]),
  ],
} as unknown as HomeData;

describe('the specializations a doctor picks from (issue 42)', () => {
  it('are the chosen speciality’s only: Dermatology offers no Ayurveda one', () => {
    expect(specializationOptions(catalog, '4').map((o) => o.label)).toEqual(['Dermatosurgery', 'Trichology']);
    expect(specializationOptions(catalog, '2')).toEqual([{ id: '22', label: 'Andrology' }, { id: '21', label: 'Sexual Medicine' }]);
  });
  it('offer a name once when no speciality is chosen', () => {
    const labels = specializationOptions(catalog).map((o) => o.label);
    expect(labels.filter((label) => label === 'Andrology')).toHaveLength(1);
    expect(new Set(labels).size).toBe(labels.length);
  });
  it('the speciality choice lists every speciality by id', () => {
    expect(specialityOptions(catalog).map((o) => o.id)).toEqual(['1', '2', '3', '4']);
    expect(specialityOptions(undefined)).toEqual([]);
  });
});
