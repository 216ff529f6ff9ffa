import { displayName } from '../../shared/format/display-name.ts';
import { currencyOf } from '../../shared/format/currency.ts';
import { formatFee } from '../../shared/format/money.ts';
import { formatTime12 } from '../../shared/format/time.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import type { BookingStatus } from '../../shared/schemas/booking-status.ts';
import type { MyBookingItem } from '../../shared/schemas/my-appointments.ts';
import { zoneLabel } from '../../shared/slots/zone-label.ts';
import type { DateRange } from './bookings-search.ts';
import { localizedDateFormat } from '../../shared/i18n/intl.ts';
import { addressLine } from '../../shared/format/address.ts';

/**
 * How a booking reads on its card. The date and time are the clinic's wall
 * clock, so the date is formatted as a UTC calendar date (the viewer's zone
 * must not move it) and the zone is named when the viewer's clock differs.
 */

const longDate = localizedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → 'Mon, Mar 10, 2025'. */
export function bookingDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : date;
}

/** An instant → the viewer's calendar date ('Mon, Mar 10, 2025'). */
export function instantDate(iso: string, viewerZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return localizedDateFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: viewerZone }).format(at);
  } catch {
    return longDate.format(at);
  }
}

export interface BookingTime {
  time: string;
  /** The clinic's zone name when it differs from the viewer's, else null. */
  zone: string | null;
}

export function bookingTime(item: Pick<MyBookingItem, 'appointment_time' | 'time_zone' | 'starts_at'>, viewerZone: string): BookingTime {
  return { time: formatTime12(item.appointment_time), zone: zoneLabel(item.time_zone, viewerZone, new Date(item.starts_at)) };
}

/** The fee in the currency of where the consultation is: the clinic's country, else the booking's zone. */
export const bookingFee = (item: Pick<MyBookingItem, 'consultation_fees' | 'time_zone' | 'clinic'>) =>
  formatFee(item.consultation_fees, currencyOf({ country: item.clinic?.address.country, timeZone: item.time_zone }));

export const doctorName = (doctor: { first_name: string; last_name: string }) =>
  displayName([doctor.first_name, doctor.last_name].filter(Boolean).join(' ')).replace(/^Dr\.?\s+/i, '');

/** The patient named on the booking, else the account's name. */
export function patientName(item: Pick<MyBookingItem, 'name' | 'user'>): string {
  return item.name.trim() || [item.user.first_name, item.user.last_name].filter(Boolean).join(' ');
}

/** Clinic name and address parts, in reading order, without repeats ('Dubai, Dubai'). */
export function clinicLines(clinic: MyBookingItem['clinic']): { name: string; address: string } | null {
  if (!clinic) return null;
  const { address } = clinic;
  return { name: clinic.clinic_name, address: addressLine([address.address_one, address.address_two, address.city, address.state, address.country]) };
}

export const STATUS_LABEL: Readonly<Record<BookingStatus, MessageKey>> = {
  confirmed: 'bookings.status.confirmed',
  ongoing: 'bookings.status.ongoing',
  cancelled: 'bookings.status.cancelled',
  completed: 'bookings.status.completed',
  no_show: 'bookings.status.no_show',
};

export const STATUS_TONE: Readonly<Record<BookingStatus, string>> = {
  confirmed: 'bg-teal-50 text-teal-800 ring-teal-600/20',
  ongoing: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/20',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  no_show: 'bg-amber-50 text-amber-900 ring-amber-600/30',
};

export const RANGE_LABEL: Readonly<Record<DateRange, MessageKey>> = {
  1: 'bookings.filter.last7',
  15: 'bookings.filter.last15',
  30: 'bookings.filter.lastMonth',
};

/** "Add to calendar" (GET /api/appointments/:id/calendar.ics). */
export const calendarHref = (id: number) => `/api/appointments/${id}/calendar.ics`;
