import type { ClinicSummary } from '../../../src/shared/schemas/parts.ts';
import { clinics } from '../../db/schema/doctors.ts';

/** The clinic columns of the doctor's own lists (booking list, appointment configurations), selected as one object. */
export const clinicSummaryColumns = {
  id: clinics.id,
  clinicName: clinics.clinicName,
  addressOne: clinics.addressOne,
  addressTwo: clinics.addressTwo,
  city: clinics.city,
  state: clinics.state,
  country: clinics.country,
  postalCode: clinics.postalCode,
};

export interface ClinicSummaryRow {
  id: number;
  clinicName: string | null;
  addressOne: string | null;
  addressTwo: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postalCode: string | null;
}

export const toClinicSummary = (clinic: ClinicSummaryRow): ClinicSummary => ({
  id: clinic.id,
  clinic_name: clinic.clinicName ?? '',
  address_one: clinic.addressOne,
  address_two: clinic.addressTwo,
  city: clinic.city,
  state: clinic.state,
  country: clinic.country,
  postal_code: clinic.postalCode,
});
