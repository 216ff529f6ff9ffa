import { describe, expect, it } from 'vitest';
import type { CitySuggestion } from '../../shared/schemas/location.ts';
import type { SavedLocation } from '../../lib/location/saved-location.ts';
import { cityToSavedLocation, hasErrors, searchCardTarget, validateSearchCard } from './search-card-rules.ts';

const dubai: CitySuggestion = { city: 'Dubai', city_slug: 'dubai', state: 'Dubai', country: 'ae', latitude: 25.07, longitude: 55.3 };
const saved: SavedLocation = {
  address: 'Mumbai, Maharashtra',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'in',
  postal_code: '400001',
  lat: 19.07,
  lng: 72.88,
  country_calling_code: '+91',
};
const cardiology = { id: 2, slug: 'cardiology' };

describe('validateSearchCard', () => {
  it('flags a missing speciality and a missing location', () => {
    const errors = validateSearchCard({ specialityId: null, typed: '  ', savedAddress: null });
    expect(errors).toEqual({ speciality: true, location: true });
    expect(hasErrors(errors)).toBe(true);
  });
  it('accepts the saved address when nothing is typed', () => {
    expect(validateSearchCard({ specialityId: 2, typed: '', savedAddress: 'Dubai' })).toEqual({ speciality: false, location: false });
  });
  it('accepts typed text without a saved address', () => {
    expect(hasErrors(validateSearchCard({ specialityId: 2, typed: 'Dub', savedAddress: '' }))).toBe(false);
  });
});

describe('searchCardTarget', () => {
  it('uses the picked city, its coordinates, and saves it', () => {
    const target = searchCardTarget({ speciality: cardiology, typed: 'Dubai', picked: dubai, saved });
    expect(target.href).toBe('/cardiology/dubai?specializationId=2&latitude=25.07&longitude=55.3');
    expect(target.save).toMatchObject({ address: 'Dubai', city: 'Dubai', lat: 25.07, lng: 55.3, country_calling_code: '+971' });
  });
  it('slugs typed text that was not picked and saves nothing', () => {
    const target = searchCardTarget({ speciality: cardiology, typed: 'New  Delhi', picked: dubai, saved });
    expect(target).toEqual({ href: '/cardiology/new-delhi?specializationId=2', save: null });
  });
  it('falls back to the saved location, then to default-location', () => {
    expect(searchCardTarget({ speciality: cardiology, typed: '', picked: null, saved }).href).toBe(
      '/cardiology/mumbai-maharashtra?specializationId=2&latitude=19.07&longitude=72.88',
    );
    expect(searchCardTarget({ speciality: cardiology, typed: '', picked: null, saved: null }).href).toBe(
      '/cardiology/default-location?specializationId=2',
    );
  });
});

describe('cityToSavedLocation', () => {
  it('keeps the previous calling code for a country without one', () => {
    expect(cityToSavedLocation({ ...dubai, country: 'zz' }, saved).country_calling_code).toBe('+91');
  });
});
