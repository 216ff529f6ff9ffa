/**
 * The insurance a new booking carries (issue 41): with `use_insurance`, the saved insurance of the
 * person booked for (the account holder, or `family_member_id`) is copied onto the booking for the
 * doctor (insurer, network, member number) with the saved row's id (its card photo). Refused with a
 * 422 when none is saved for that person or the doctor does not take it for this visit.
 */
import { t } from '../../../src/shared/i18n/format.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { accepts, doctorAcceptance } from '../insurance/insurance-acceptance.ts';
import { findSavedInsurance } from '../insurance/patient-insurance.ts';

export interface BookingInsuranceColumns {
  insurerId: number;
  networkId: number | null;
  memberNumber: string;
  patientInsuranceId: number;
}

export async function bookingInsuranceColumns(
  db: Db,
  booking: { patientId: number; familyMemberId: number | null; doctorId: number; type: 'online' | 'offline'; clinicId: number | null },
): Promise<BookingInsuranceColumns> {
  const saved = await findSavedInsurance(db, booking.patientId, booking.familyMemberId);
  if (!saved?.networkId) throw new AppError(422, t('bookingInsurance.error.noneSaved'));
  const acceptance = await doctorAcceptance(db, booking.doctorId, [saved.networkId]);
  if (!accepts(acceptance, saved.networkId, booking.type, booking.clinicId)) {
    throw new AppError(422, t(booking.type === 'online' ? 'bookingInsurance.error.videoNotCovered' : 'bookingInsurance.error.notAccepted'));
  }
  return { insurerId: saved.insurerId, networkId: saved.networkId, memberNumber: saved.memberNumber, patientInsuranceId: saved.id };
}
