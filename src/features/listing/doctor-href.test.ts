import { describe, expect, it } from 'vitest';
import { doctorHref } from './doctor-href.ts';

const doctor = { id: 27, slug: 'imran-mirza-1026', speciality: { id: 1, slug: 'general-physician', speciality: 'General Physician' }, city_slug: 'dubai' };

describe('doctorHref', () => {
  it('uses the doctor speciality and city, with the id as doctorId', () => {
    expect(doctorHref(doctor, { speciality: 'cardiology', location: 'default-location' })).toBe(
      '/general-physician/dubai/doctor/dr-imran-mirza-1026?doctorId=27',
    );
  });

  it('falls back to the listing segments', () => {
    expect(doctorHref({ ...doctor, speciality: null, city_slug: null }, { speciality: 'cardiology', location: 'abu-dhabi' })).toBe(
      '/cardiology/abu-dhabi/doctor/dr-imran-mirza-1026?doctorId=27',
    );
  });
});
