import { currencyOf } from '../../shared/format/currency.ts';
import { formatFee } from '../../shared/format/money.ts';
import { displayName } from '../../shared/format/display-name.ts';
import { formatTime12 } from '../../shared/format/time.ts';
import type { AddAppointmentBody, AvailabilityData, BookingDetails } from '../../shared/schemas/booking.ts';
import { zoneName } from '../../shared/slots/zone-label.ts';
import type { BookingSelection } from './booking-selection.ts';
import { longDate } from '../../lib/date-labels.ts';

/** What the Confirm Your Booking modal shows and what it sends, frozen when the details are entered. */
export interface PendingBooking {
  body: AddAppointmentBody;
  doctorName: string;
  type: BookingSelection['type'];
  clinicName: string | null;
  dateLabel: string;
  timeLabel: string;
  zone: string;
  feeLabel: string | null;
  details: BookingDetails;
}

export interface DoctorNameParts {
  id: number;
  first_name: string;
  last_name: string;
}

export const doctorFullName = (doctor: DoctorNameParts): string =>
  displayName([doctor.first_name, doctor.last_name].filter(Boolean).join(' '));

/** The fee of the chosen consultation: the serving configuration's once a date is chosen. */
export function selectionFee(data: AvailabilityData | undefined, selection: BookingSelection): number | null {
  if (!data) return null;
  if (selection.type === 'online') return data.online_fee;
  if (selection.clinicId === null) return null;
  return data.offline_fee ?? data.clinics.find((clinic) => clinic.id === selection.clinicId)?.price ?? null;
}

/**
 * The request body and the summary of a complete selection. Null when the
 * selection is not complete (the Book button is disabled then anyway). The body
 * carries no fee or duration: the server takes both from the doctor's configuration.
 */
export function pendingBooking(
  doctor: DoctorNameParts,
  selection: BookingSelection,
  data: AvailabilityData | undefined,
  details: BookingDetails,
  at: Date = new Date(),
): PendingBooking | null {
  if (!data || selection.date === null || selection.time === null) return null;
  if (selection.type === 'offline' && selection.clinicId === null) return null;
  const slots = selection.type === 'online' ? data.online_timeslots : data.offline_timeslots;
  const slot = slots.find((candidate) => candidate.time === selection.time);
  const fee = selectionFee(data, selection);
  return {
    body: {
      ...details,
      doctor_id: doctor.id,
      clinic_id: selection.type === 'offline' ? (selection.clinicId ?? undefined) : undefined,
      appointment_date: selection.date,
      appointment_time: selection.time,
      appointment_type: selection.type,
    },
    doctorName: doctorFullName(doctor),
    type: selection.type,
    clinicName: selection.type === 'offline' ? (data.clinics.find((clinic) => clinic.id === selection.clinicId)?.clinic_name ?? null) : null,
    dateLabel: longDate(selection.date),
    timeLabel: slot?.label ?? formatTime12(selection.time),
    zone: zoneName(data.time_zone, at),
    feeLabel: fee === null ? null : formatFee(fee, currencyOf({ timeZone: data.time_zone })),
    details,
  };
}
