import { describe, expect, it } from 'vitest';
import { doctorPath, doctorRoute, listingPath, searchPath } from './urls.ts';

const doctor = { id: 27, slug: 'imran-mirza-1026', speciality: { slug: 'general-physician' }, city_slug: 'dubai', address: { city: 'Dubai' } };

describe('doctor pages', () => {
  it('use the primary speciality and the city, with the id as doctorId', () => {
    expect(doctorPath(doctor)).toBe('/general-physician/dubai/doctor/dr-imran-mirza-1026?doctorId=27');
    expect(doctorRoute(doctor)).toEqual({
      params: { speciality: 'general-physician', location: 'dubai', doctorSlug: 'imran-mirza-1026' },
      search: { doctorId: 27 },
    });
  });

  it("fall back to 'doctor', the slug of the city name, then default-location", () => {
    expect(doctorPath({ ...doctor, speciality: null, city_slug: null, address: { city: 'Zürich' } })).toBe('/doctor/zurich/doctor/dr-imran-mirza-1026?doctorId=27');
    expect(doctorPath({ id: 3, slug: 'a-b' })).toBe('/doctor/default-location/doctor/dr-a-b?doctorId=3');
  });

  it('add query values and encode what is not a slug', () => {
    expect(doctorPath(doctor, { isSearch: 'true' })).toBe('/general-physician/dubai/doctor/dr-imran-mirza-1026?doctorId=27&isSearch=true');
    expect(doctorPath({ ...doctor, city_slug: 'a/b?c' })).toBe('/general-physician/a%2Fb%3Fc/doctor/dr-imran-mirza-1026?doctorId=27');
  });
});

describe('listing and search pages', () => {
  it('carry the speciality id and the coordinates only when known', () => {
    expect(listingPath('cardiology', 'dubai', { specializationId: 2 })).toBe('/cardiology/dubai?specializationId=2');
    expect(listingPath('cardiology', 'dubai', { specializationId: 2, latitude: 25.2, longitude: 55.27 })).toBe(
      '/cardiology/dubai?specializationId=2&latitude=25.2&longitude=55.27',
    );
    expect(listingPath('cardiology', 'dubai', { specializationId: 2, latitude: Number.NaN, longitude: Infinity })).toBe('/cardiology/dubai?specializationId=2');
    expect(listingPath('ent', 'x', { specializationId: 9, latitude: Number.NaN, longitude: 1 })).toBe('/ent/x?specializationId=9&longitude=1');
  });

  it('search pages name the place, and the speciality when given', () => {
    expect(searchPath('default-location')).toBe('/search/doctor?location=default-location');
    expect(searchPath('new-delhi', 4)).toBe('/search/doctor?location=new-delhi&SID=4');
  });
});
