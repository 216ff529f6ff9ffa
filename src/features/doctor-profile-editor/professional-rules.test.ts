import { describe, expect, it } from 'vitest';
import { professionalErrors, professionalForm, type ProfessionalValue } from './professional-rules.ts';

const value: ProfessionalValue = {
  speciality_id: '3', specialization: ['12', 'Sports Cardiology'], services: ['Chest Pain'], spoken_languages: ['Arabic', 'English'],
  degree: 'MBBS', experience_years: '9', registration_no: 'R-1', medical_council: '', university: '', year_of_completion: '2010',
  about_doctor: ' Caring cardiologist. ', license_number: 'LIC', id_number: 'ID',
};

describe('professionalErrors', () => {
  it('needs a speciality, then the licence and ID numbers', () => {
    expect(professionalErrors(value)).toEqual({});
    expect(professionalErrors({ ...value, speciality_id: '', license_number: ' ', id_number: '' })).toEqual({
      speciality_id: 'doctorProfile.specialityInvalid',
      license_number: 'doctorRegister.licenseNumberRequired',
      id_number: 'doctorRegister.idNumberRequired',
    });
  });
});

describe('professionalForm', () => {
  it('sends lists as name[i] and text trimmed; files only when chosen', () => {
    const form = professionalForm(value, { license: null, id: new File(['x'], 'id.png') });
    expect(form.get('specialization[0]')).toBe('12');
    expect(form.get('specialization[1]')).toBe('Sports Cardiology');
    expect(form.get('spoken_languages[1]')).toBe('English');
    expect(form.get('about_doctor')).toBe('Caring cardiologist.');
    expect(form.has('license_proof')).toBe(false);
    expect((form.get('id_proof') as File).name).toBe('id.png');
  });
});
