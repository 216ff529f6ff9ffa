/**
 * The booking lists and their counts (issue 38: the appointments repository, split by what it serves):
 * the doctor's day and booking list, the patient's My Bookings and FHIR page, each one page and its
 * total. Single bookings, their writes and the guards of a booking are in appointments.ts.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { specialities } from '../db/schema/catalog.ts';
import { clinics, doctors } from '../db/schema/doctors.ts';
import { reviews } from '../db/schema/engagement.ts';
import { users } from '../db/schema/users.ts';
import { clinicSummaryColumns } from '../services/common/clinic-summary.ts';
import { ACTIVE_STATUSES, type AppointmentRow, type BookingStatus } from './appointments.ts';

/**
 * Feeds GET /api/doctor/day: the doctor's bookings (cancelled ones left out) starting in [from, to),
 * in time order, with the patient's name and the clinic's; at most `limit`.
 */
export async function doctorDayAppointments(db: DbOrTx, doctorId: number, from: Date, to: Date, limit: number) {
  return db
    .select({ appointment: appointments, patient: { firstName: users.firstName, lastName: users.lastName }, clinicName: clinics.clinicName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
    .where(and(eq(appointments.doctorId, doctorId), gte(appointments.startsAt, from), lt(appointments.startsAt, to), ne(appointments.bookingStatus, 'cancelled')))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(limit);
}

/** Feeds GET /api/doctor/day's no-show rate: no-shows and completed bookings of the doctor that started in [from, to). */
export async function doctorOutcomeCounts(db: DbOrTx, doctorId: number, from: Date, to: Date): Promise<{ noShow: number; attended: number } | undefined> {
  const [week] = await db
    .select({
      noShow: sql<number>`count(*) filter (where ${appointments.bookingStatus} = 'no_show')`.mapWith(Number),
      attended: sql<number>`count(*) filter (where ${appointments.bookingStatus} = 'completed')`.mapWith(Number),
    })
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), gte(appointments.startsAt, from), lt(appointments.startsAt, to), inArray(appointments.bookingStatus, ['no_show', 'completed'])));
  return week;
}

// ── Lists of one side ─────────────────────────────────────────────────────────────────────────

/** A tab of a booking list: whose, which tab, the filters, the page. */
export interface BookingListQuery {
  /** Upcoming = holds its slot and has not ended (soonest first); Past = everything else (latest first). */
  upcoming: boolean;
  at: Date;
  types: Array<AppointmentRow['appointmentType']>;
  statuses: BookingStatus[];
  /** Starts at or after this instant ("Last 7 days"). */
  startsFrom?: Date | undefined;
  /** The clinic-local date is this one or later. */
  dateFrom?: string | undefined;
  limit: number;
  offset: number;
}

function bookingListWhere(owner: SQL, query: BookingListQuery): SQL | undefined {
  return and(
    owner,
    query.upcoming
      ? and(inArray(appointments.bookingStatus, [...ACTIVE_STATUSES]), gt(appointments.endsAt, query.at))
      : or(notInArray(appointments.bookingStatus, [...ACTIVE_STATUSES]), lte(appointments.endsAt, query.at)),
    query.types.length ? inArray(appointments.appointmentType, query.types) : undefined,
    query.statuses.length ? inArray(appointments.bookingStatus, query.statuses) : undefined,
    query.startsFrom ? gte(appointments.startsAt, query.startsFrom) : undefined,
    query.dateFrom ? gte(appointments.appointmentDate, query.dateFrom) : undefined,
  );
}

const listOrder = (upcoming: boolean) => (upcoming ? [asc(appointments.startsAt), asc(appointments.id)] : [desc(appointments.startsAt), desc(appointments.id)]);

async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(appointments).where(where);
  return Number(counted?.total ?? 0);
}

/**
 * Feeds POST /api/doctor/my-appointments: the total and one page of the doctor's bookings of a tab,
 * each with its patient's account and its clinic. No page is read when the total is 0.
 */
export async function doctorBookingsPage(db: DbOrTx, doctorId: number, query: BookingListQuery) {
  const where = bookingListWhere(eq(appointments.doctorId, doctorId), query);
  const total = await countWhere(db, where);
  const rows = total === 0
    ? []
    : await db
        .select({
          appointment: appointments,
          patient: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone, countryCode: users.countryCode },
          clinic: clinicSummaryColumns,
        })
        .from(appointments)
        .innerJoin(users, eq(users.id, appointments.patientId))
        .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
        .where(where)
        .orderBy(...listOrder(query.upcoming))
        .limit(query.limit)
        .offset(query.offset);
  return { total, rows };
}

/** The doctor of a booking or an enquiry, as the patient's cards show it (My Bookings). */
export const doctorCardColumns = {
  doctor: { id: doctors.id, firstName: doctors.firstName, lastName: doctors.lastName, profileImage: doctors.profileImage, slug: doctors.slug },
  speciality: { name: specialities.speciality, slug: specialities.slug },
};

/**
 * Feeds POST /api/my-appointments (Upcoming and Past): the total and one page of the patient's
 * bookings of a tab, each with its doctor, speciality, clinic, the patient's name and its review.
 * No page is read when the total is 0.
 */
/** `person` (issue 41): 'me' keeps the account holder's own bookings, a number one family member's; absent: all. */
export async function patientBookingsPage(db: DbOrTx, patientId: number, query: BookingListQuery, person?: 'me' | number) {
  const ofPerson = person === undefined ? undefined : person === 'me' ? isNull(appointments.familyMemberId) : eq(appointments.familyMemberId, person);
  const where = bookingListWhere(and(eq(appointments.patientId, patientId), ofPerson)!, query);
  const total = await countWhere(db, where);
  const rows = total === 0 ? [] : await db
    .select({
      appointment: appointments,
      ...doctorCardColumns,
      clinic: clinics,
      patient: { firstName: users.firstName, lastName: users.lastName },
      reviewId: reviews.id,
      reviewHiddenReason: reviews.hiddenReason,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .leftJoin(clinics, eq(clinics.id, appointments.clinicId))
    .innerJoin(users, eq(users.id, appointments.patientId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(where)
    .orderBy(...listOrder(query.upcoming))
    .limit(query.limit)
    .offset(query.offset);
  return { total, rows };
}

/** Feeds FHIR `GET /Appointment` of the signed-in patient: one page, newest start first, and the total. */
export async function appointmentsOfPatientPage(
  db: DbOrTx,
  patientId: number,
  statuses: BookingStatus[] | undefined,
  page: { count: number; offset: number },
): Promise<{ rows: AppointmentRow[]; total: number }> {
  const where = and(eq(appointments.patientId, patientId), statuses ? inArray(appointments.bookingStatus, statuses) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(appointments).where(where).orderBy(desc(appointments.startsAt), desc(appointments.id)).limit(page.count).offset(page.offset),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
