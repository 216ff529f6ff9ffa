import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../shared/schemas/catalog.ts';
import { searchResultHref, visibleResults } from './search-target.ts';

const cardiology: SearchResult = { type: 'speciality', name: 'Cardiology', slug: 'cardiology', id: 4 };
const doctor: SearchResult = {
  type: 'doctor',
  name: 'Dr. Amal Rahman',
  slug: 'amal-rahman',
  id: 17,
  details: { specializations: [{ id: 1, specialization: 'Heart', slug: 'cardiology' }, { id: 2, specialization: 'X', slug: 'x' }] },
};
const service: SearchResult = { type: 'service', name: 'ECG', slug: 'ecg', id: 9 };

describe('searchResultHref', () => {
  it('opens a speciality listing with the visitor coordinates', () => {
    expect(searchResultHref(cardiology, { slug: 'dubai-marina', latitude: 25.08, longitude: 55.14 })).toBe(
      '/cardiology/dubai-marina?specializationId=4&latitude=25.08&longitude=55.14',
    );
  });
  it('leaves out coordinates that are not known', () => {
    expect(searchResultHref(cardiology, { slug: 'default-location' })).toBe('/cardiology/default-location?specializationId=4');
  });
  it('opens a doctor under their first specialization slug', () => {
    expect(searchResultHref(doctor, { slug: 'dubai' })).toBe('/cardiology/dubai/doctor/dr-amal-rahman?doctorId=17&isSearch=true');
  });
  it("uses 'doctor' when the doctor has no specialization", () => {
    expect(searchResultHref({ ...doctor, details: { specializations: [] } }, { slug: 'dubai' })).toBe(
      '/doctor/dubai/doctor/dr-amal-rahman?doctorId=17&isSearch=true',
    );
    const { details: _details, ...bare } = doctor;
    expect(searchResultHref(bare, { slug: 'dubai' })).toBe('/doctor/dubai/doctor/dr-amal-rahman?doctorId=17&isSearch=true');
  });
  it('has no target for services', () => {
    expect(searchResultHref(service, { slug: 'dubai' })).toBeNull();
  });
});

describe('visibleResults', () => {
  it('hides services', () => {
    expect(visibleResults([cardiology, service, doctor])).toEqual([cardiology, doctor]);
  });
});
