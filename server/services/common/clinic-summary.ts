import type { ClinicSummary } from '../../../src/shared/schemas/parts.ts';
import { clinics } from '../../db/schema/doctors.ts';

/**
 * A clinic's address columns, written once (issue 38: they were listed in four selects): every reader
 * that shows or publishes a clinic's address (the doctor's lists, booking, FHIR Location) spreads these.
 */
export const clinicAddressColumns = {
  addressOne: clinics.addressOne,
  addressTwo: clinics.addressTwo,
  city: clinics.city,
  state: clinics.state,
  country: clinics.country,
  postalCode: clinics.postalCode,
};

export interface ClinicAddress {
  addressOne: string | null;
  addressTwo: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postalCode: string | null;
}

/** The clinic columns of the doctor's own lists (booking list, appointment configurations), selected as one object. */
export const clinicSummaryColumns = {
  id: clinics.id,
  clinicName: clinics.clinicName,
  ...clinicAddressColumns,
};

export interface ClinicSummaryRow extends ClinicAddress {
  id: number;
  clinicName: string | null;
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
