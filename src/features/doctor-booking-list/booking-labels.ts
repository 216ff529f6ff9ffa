import { formatTime12 } from '../../shared/format/time.ts';
import type { DoctorBookingItem } from '../../shared/schemas/doctor-bookings.ts';
import { zoneLabel } from '../../shared/slots/zone-label.ts';
import { localizedDateFormat } from '../../shared/i18n/intl.ts';
import { addressLine } from '../../shared/format/address.ts';

/**
 * Display text of one booking. Date and time are the clinic's wall clock (as
 * the patient picked them), so the date is formatted as a UTC calendar date:
 * the viewer's own zone must not move it a day.
 */
const longDate = localizedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function bookingDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** '10:00 AM', and the clinic's zone beside it when the viewer's clock differs ('10:00 AM' + 'GST'). */
export function bookingTime(item: Pick<DoctorBookingItem, 'appointment_time' | 'time_zone' | 'starts_at'>, viewerZone: string) {
  return { time: formatTime12(item.appointment_time), zone: zoneLabel(item.time_zone, viewerZone, new Date(item.starts_at)) };
}

/** The name entered on the booking, else the patient's account name, else their email. */
export function patientName(item: Pick<DoctorBookingItem, 'name' | 'patient' | 'email'>): string {
  const entered = item.name.trim();
  if (entered) return entered;
  const account = [item.patient.first_name, item.patient.last_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return account || item.patient.email || item.email;
}

/** 'Jumeirah Clinic, 1 Health Street, Dubai' from whatever parts the clinic has. */
export function clinicLine(clinic: DoctorBookingItem['clinic']): string | null {
  if (!clinic) return null;
  // Postal code before the country, as every other address line writes it.
  return addressLine([clinic.clinic_name, clinic.address_one, clinic.address_two, clinic.city, clinic.state, clinic.postal_code, clinic.country]) || null;
}

/** The viewer's own zone (the browser's), to compare with the clinic's. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
