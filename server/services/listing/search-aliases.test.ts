import { describe, expect, it } from 'vitest';
import { namesAr } from '../../../src/shared/i18n/names-ar.ts';
import { namesHi } from '../../../src/shared/i18n/names-hi.ts';
import { catalogNamesMeant, foldSearch } from './search-aliases.ts';

describe('what a search means (issue 37)', () => {
  it.each([
    ['dermatology', 'dermatology'],
    ['dermatologist', 'dermatology'],
    ['dermatolojist', 'dermatology'],
    ['dermatalogist', 'dermatology'],
    ['skin doctor', 'dermatology'],
    ['Skin', 'dermatology'],
    ['त्वचा', 'dermatology'],
    ['twacha', 'dermatology'],
    ['جلدية', 'dermatology'],
    ['الجلدية', 'dermatology'],
    ['امراض جلديه', 'dermatology'],
    ['heart doctor', 'cardiology'],
    ['cardiolojist', 'cardiology'],
    ['قلب', 'cardiology'],
    ['हृदय', 'cardiology'],
    ['pediatrician', 'paediatrics'],
    ['dentist', 'dentistry'],
    ['أسنان', 'dentistry'],
    ['दांत', 'dentistry'],
  ])('"%s" means %s', (text, english) => {
    const found = catalogNamesMeant('specialities', text);
    if (english) expect(found).toContain(english);
    else expect(found).toEqual([]);
  });

  it('finds every catalog speciality by its own name in each language, whatever the page language', () => {
    for (const [english, arabic] of Object.entries(namesAr.specialities)) expect(catalogNamesMeant('specialities', arabic), arabic).toContain(english.toLowerCase());
    for (const [english, hindi] of Object.entries(namesHi.specialities)) expect(catalogNamesMeant('specialities', hindi), hindi).toContain(english.toLowerCase());
  });

  it('does not read a near miss into a short or unrelated word, and never returns more than 50', () => {
    expect(catalogNamesMeant('specialities', 'xq')).toEqual([]);
    expect(catalogNamesMeant('specialities', '<script>')).toEqual([]);
    expect(catalogNamesMeant('specialities', 'zzzzzzzzz')).toEqual([]);
    expect(catalogNamesMeant('services', 'a').length).toBeLessThanOrEqual(50);
    expect(catalogNamesMeant('specialities', 'x'.repeat(500))).toEqual([]);
  });

  it('folds Arabic spelling and Latin accents the way people type', () => {
    expect(foldSearch('  الأمراضُ  الجلديّة ')).toBe('امراض جلديه');
    expect(foldSearch('Dérmatologíe')).toBe('dermatologie');
  });
});
