import { describe, expect, it } from 'vitest';
import { t } from '../../shared/i18n/format.ts';
import { checkFamilyForm, emptyFamilyForm, familyFormOf } from './family-form.ts';

const TODAY = '2026-11-29';
const ZAID = { first_name: ' Zaid ', last_name: 'Karim', relation: 'child', dob: '2019-04-02', gender: 'male' };

describe('checkFamilyForm', () => {
  it('answers the trimmed body of a complete form', () => {
    expect(checkFamilyForm(ZAID, TODAY)).toEqual({ ok: true, body: { ...ZAID, first_name: 'Zaid' } });
  });

  it('names every missing field with the server’s message', () => {
    const result = checkFamilyForm(emptyFamilyForm, TODAY);
    expect(result).toEqual({
      ok: false,
      errors: {
        first_name: t('family.error.firstNameRequired'),
        last_name: t('family.error.lastNameRequired'),
        relation: t('family.error.relationRequired'),
        dob: t('family.error.dobRequired'),
        gender: t('family.error.genderRequired'),
      },
    });
  });

  it('refuses markup in names and dates of birth after today or before 1900', () => {
    expect(checkFamilyForm({ ...ZAID, first_name: '<b>Zaid</b>' }, TODAY)).toEqual({ ok: false, errors: { first_name: t('family.error.nameInvalid') } });
    expect(checkFamilyForm({ ...ZAID, dob: '2026-11-30' }, TODAY)).toEqual({ ok: false, errors: { dob: t('family.error.dobFuture') } });
    expect(checkFamilyForm({ ...ZAID, dob: '1899-12-31' }, TODAY)).toEqual({ ok: false, errors: { dob: t('family.error.dobTooEarly') } });
    expect(checkFamilyForm({ ...ZAID, dob: TODAY }, TODAY).ok).toBe(true);
    expect(checkFamilyForm({ ...ZAID, relation: 'cousin' }, TODAY)).toEqual({ ok: false, errors: { relation: t('family.error.relationInvalid') } });
  });

  it('fills the form from a saved member', () => {
    expect(familyFormOf({ id: 3, first_name: 'Aisha', last_name: 'Karim', relation: 'parent', dob: '1960-01-01', gender: 'female' })).toEqual({
      first_name: 'Aisha', last_name: 'Karim', relation: 'parent', dob: '1960-01-01', gender: 'female',
    });
  });
});
