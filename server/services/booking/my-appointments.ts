import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { BOOKING_DATE_RANGE_DAYS } from '../../../src/shared/constants.ts';
import type { MyAppointmentsFilter, MyBookingItem, MyEnquiryItem } from '../../../src/shared/schemas/my-appointments.ts';
import type { Db } from '../../db/client.ts';
import { specialities } from '../../db/schema/catalog.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { doctorCardColumns, patientBookingsPage } from '../../repositories/appointment-lists.ts';
import { now } from '../common/clock.ts';
import { toBookingItem, toEnquiryItem } from './my-appointments-items.ts';
import { openProposalsFor } from './reschedule-proposals.ts';

export interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
}

/** from_date: a number of days back (1 means "Last 7 Days", 001 §9), or a YYYY-MM-DD. */
function fromBound(fromDate: string | undefined, at: Date): { instant?: Date; date?: string } {
  if (!fromDate) return {};
  const days = BOOKING_DATE_RANGE_DAYS[fromDate];
  if (days !== undefined) return { instant: new Date(at.getTime() - days * 86_400_000) };
  return { date: fromDate };
}

const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * POST /api/my-appointments: the caller's own bookings of one tab, filtered
 * and paginated here (never on the client). Upcoming is soonest first, Past
 * most recent first, Enquiries newest first.
 */
export async function listMyAppointments(db: Db, patientId: number, filter: MyAppointmentsFilter): Promise<Page<MyBookingItem | MyEnquiryItem>> {
  const at = now();
  if (filter.type === 'Enquiries') return listMyEnquiries(db, patientId, filter, at);

  const bound = fromBound(filter.from_date, at);
  // Upcoming = holds its slot and has not ended; Past = everything else (001 §4).
  const { total, rows } = await patientBookingsPage(db, patientId, {
    upcoming: filter.type === 'Upcoming',
    at,
    types: filter.consultation_type,
    statuses: filter.booking_status,
    startsFrom: bound.instant,
    dateFrom: bound.date,
    limit: filter.per_page,
    offset: (filter.page - 1) * filter.per_page,
  }, filter.person);

  const proposals = await openProposalsFor(db, rows.map((row) => row.appointment.id), at);
  return {
    data: rows.map((row) => ({ ...toBookingItem(row, at), proposal: proposals.get(row.appointment.id) ?? null })),
    total,
    last_page: pageCount(total, filter.per_page),
  };
}

async function listMyEnquiries(db: Db, patientId: number, filter: MyAppointmentsFilter, at: Date): Promise<Page<MyEnquiryItem>> {
  const bound = fromBound(filter.from_date, at);
  const where = and(
    eq(enquiries.patientId, patientId),
    bound.instant ? gte(enquiries.createdAt, bound.instant) : undefined,
    bound.date ? gte(enquiries.createdAt, new Date(`${bound.date}T00:00:00Z`)) : undefined,
  );
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(enquiries).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = total === 0 ? [] : await db
    .select({
      enquiry: enquiries,
      ...doctorCardColumns,
    })
    .from(enquiries)
    .innerJoin(doctors, eq(doctors.id, enquiries.doctorId))
    .leftJoin(specialities, eq(specialities.id, doctors.specialityId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page);
  return { data: rows.map(toEnquiryItem), total, last_page: pageCount(total, filter.per_page) };
}
