import { eq } from 'drizzle-orm';
import { displayName } from '../../../src/shared/format/display-name.ts';
import { formatDateLong } from '../../../src/shared/format/date-long.ts';
import { formatTime12 } from '../../../src/shared/format/time.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import { zoneName } from '../../../src/shared/slots/zone-label.ts';
import { clinics } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../jobs/queue.ts';
import { addressLine } from '../../../src/shared/format/address.ts';
import { appointmentWithDoctor, type AppointmentRow } from '../../repositories/appointments.ts';

export type { AppointmentRow };

type ClinicRow = typeof clinics.$inferSelect;

/** A booking with what its messages name: the doctor, the clinic, the patient's account. */
export interface BookingContext {
  row: AppointmentRow;
  doctorName: string;
  /** The doctor's verified account email, or null. */
  doctorEmail: string | null;
  clinic: ClinicRow | null;
  patient: typeof users.$inferSelect | null;
  /** The doctor account's saved language (null: never chosen): the doctor's messages follow it. */
  doctorLocale: string | null;
}

export async function loadBookingContext(db: DbOrTx, appointmentId: number): Promise<BookingContext | null> {
  const found = await appointmentWithDoctor(db, appointmentId);
  if (!found) return null;
  const [clinic] = found.row.clinicId ? await db.select().from(clinics).where(eq(clinics.id, found.row.clinicId)) : [];
  const [patient] = await db.select().from(users).where(eq(users.id, found.row.patientId));
  const [doctorUser] = found.doctorUserId ? await db.select().from(users).where(eq(users.id, found.doctorUserId)) : [];
  return {
    row: found.row,
    // Worded when read: each message is composed in its recipient's language.
    get doctorName() {
      return t('booking.mail.doctorName', { name: displayName(`${found.firstName} ${found.lastName}`) });
    },
    doctorLocale: doctorUser?.locale ?? null,
    doctorEmail: doctorUser?.email && doctorUser.emailVerifiedAt ? doctorUser.email : null,
    clinic: clinic ?? null,
    patient: patient ?? null,
  };
}

/** The clinic's address on one line ('Dubai, Dubai' reads as a mistake: the state is left out then). */
export function clinicLine(clinic: ClinicRow): string {
  return addressLine([clinic.clinicName, clinic.addressOne, clinic.addressTwo, clinic.city, clinic.state, clinic.country]);
}

/** A maps link to the clinic: its coordinates when placed, else its address. */
export function directionsLink(clinic: ClinicRow): string {
  const destination = clinic.latitude !== null && clinic.longitude !== null ? `${clinic.latitude},${clinic.longitude}` : clinicLine(clinic);
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** Seeded bookings keep their video room as a path: a message needs the whole address. */
export const absoluteLink = (link: string, origin: string) => (link.startsWith('/') ? `${origin}${link}` : link);

/** Date, time and zone as the booking's messages write them (the clinic's local time and zone name). */
export function whenOf(row: Pick<AppointmentRow, 'appointmentDate' | 'appointmentTime' | 'timeZone' | 'startsAt'>) {
  return {
    date: formatDateLong(row.appointmentDate),
    time: formatTime12(row.appointmentTime.slice(0, 5)),
    zone: zoneName(row.timeZone, row.startsAt),
  };
}
