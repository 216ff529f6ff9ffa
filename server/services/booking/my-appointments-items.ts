import { CHANGE_NOTICE_HOURS } from '../../../src/shared/constants.ts';
import type { MyBookingItem, MyEnquiryItem } from '../../../src/shared/schemas/my-appointments.ts';
import type { clinics } from '../../db/schema/doctors.ts';
import type { enquiries } from '../../db/schema/enquiries.ts';
import type { AppointmentRow } from '../../repositories/appointments.ts';

interface DoctorPart {
  id: number;
  firstName: string;
  lastName: string;
  profileImage: string | null;
  slug: string;
}

interface SpecialityPart {
  name: string;
  slug: string;
}

export interface BookingRow {
  appointment: AppointmentRow;
  doctor: DoctorPart;
  speciality: SpecialityPart | null;
  clinic: typeof clinics.$inferSelect | null;
  patient: { firstName: string | null; lastName: string | null };
  reviewId: number | null;
  /** Set when an admin hid the patient's review (issue 20): the author reads why. */
  reviewHiddenReason?: string | null;
}

const ACTIVE = new Set(['confirmed', 'ongoing']);

/**
 * Cancellable by the patient: still holds its slot and starts more than the notice window
 * (CHANGE_NOTICE_HOURS, issue 19) from now (001 §4 said: has not started).
 */
export const canCancel = (row: AppointmentRow, at: Date) =>
  ACTIVE.has(row.bookingStatus) && row.startsAt.getTime() > at.getTime() + CHANGE_NOTICE_HOURS * 3_600_000;

/** Movable to another time (issue 19): confirmed and outside the notice window. */
export const canReschedule = (row: AppointmentRow, at: Date) => row.bookingStatus === 'confirmed' && canCancel(row, at);

/** Reviewable: completed, or confirmed/ongoing and ended (the doctor never closed it). */
export const isReviewable = (row: AppointmentRow, at: Date) =>
  row.bookingStatus === 'completed' || (ACTIVE.has(row.bookingStatus) && row.endsAt.getTime() <= at.getTime());

function doctorSummary(doctor: DoctorPart, speciality: SpecialityPart | null) {
  return {
    id: doctor.id,
    first_name: doctor.firstName,
    last_name: doctor.lastName,
    speciality: speciality?.name ?? null,
    profile_image: doctor.profileImage,
    slug: doctor.slug,
    speciality_slug: speciality?.slug ?? null,
  };
}

export function toBookingItem(row: BookingRow, at: Date): MyBookingItem {
  const a = row.appointment;
  return {
    kind: 'booking',
    id: a.id,
    appointment_type: a.appointmentType,
    booking_status: a.bookingStatus,
    appointment_date: a.appointmentDate,
    appointment_time: a.appointmentTime.slice(0, 5),
    time_zone: a.timeZone,
    duration: a.duration,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    consultation_fees: a.consultationFees,
    name: a.name,
    email: a.email,
    phone: a.phone,
    description: a.description,
    appointment_link: a.appointmentType === 'online' ? a.appointmentLink : null,
    user: { first_name: row.patient.firstName, last_name: row.patient.lastName },
    doctor: doctorSummary(row.doctor, row.speciality),
    clinic:
      a.appointmentType === 'offline' && row.clinic
        ? {
            id: row.clinic.id,
            clinic_name: row.clinic.clinicName,
            address: {
              address_one: row.clinic.addressOne,
              address_two: row.clinic.addressTwo,
              city: row.clinic.city,
              state: row.clinic.state,
              country: row.clinic.country,
            },
          }
        : null,
    cancel_reason: a.cancelReason,
    cancel_description: a.cancelDescription,
    cancelled_by: a.cancelledBy,
    can_cancel: canCancel(a, at),
    can_reschedule: canReschedule(a, at),
    can_review: row.reviewId === null && isReviewable(a, at),
    review_id: row.reviewId,
    review_hidden_reason: row.reviewHiddenReason ?? null,
    family_member_id: a.familyMemberId,
    subject_relation: a.subjectRelation,
  };
}

export function toEnquiryItem(row: {
  enquiry: typeof enquiries.$inferSelect;
  doctor: DoctorPart;
  speciality: SpecialityPart | null;
}): MyEnquiryItem {
  return {
    kind: 'enquiry',
    id: row.enquiry.id,
    doctor: doctorSummary(row.doctor, row.speciality),
    preferred_date: row.enquiry.preferredDate,
    preferred_time: row.enquiry.preferredTime.slice(0, 5),
    description: row.enquiry.description,
    created_at: row.enquiry.createdAt.toISOString(),
  };
}
