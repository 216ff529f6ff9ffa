import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { WEEKDAYS } from '../../../src/shared/schemas/doctor.ts';
import type { TimingDay, TimingItem, TimingType } from '../../../src/shared/schemas/timings.ts';
import type { Db } from '../../db/client.ts';
import { clinics, doctors } from '../../db/schema/doctors.ts';
import { currencyOf } from '../../../src/shared/format/currency.ts';
import { availabilityConfigs, availabilityRanges } from '../../db/schema/scheduling.ts';
import { clinicSummaryColumns, toClinicSummary, type ClinicSummaryRow } from '../common/clinic-summary.ts';

/** The database or an open transaction. */
export type Exec = Pick<Db, 'select' | 'execute'>;

const hhmm = (time: string) => time.slice(0, 5);

const configColumns = {
  id: availabilityConfigs.id,
  timingType: availabilityConfigs.timingType,
  onlineFee: availabilityConfigs.onlineFee,
  offlineFee: availabilityConfigs.offlineFee,
  slotDuration: availabilityConfigs.slotDuration,
  createdAt: availabilityConfigs.createdAt,
  // The fees' currency: the clinic's country, else the doctor's (an online configuration).
  doctorCountry: doctors.country,
  doctorTimeZone: doctors.timeZone,
  clinic: { ...clinicSummaryColumns, latitude: clinics.latitude, longitude: clinics.longitude, timeZone: clinics.timeZone },
};

interface ConfigRow {
  id: number;
  timingType: TimingType;
  onlineFee: number | null;
  offlineFee: number | null;
  slotDuration: number;
  createdAt: Date;
  doctorCountry: string | null;
  doctorTimeZone: string;
  clinic: (ClinicSummaryRow & { latitude: number | null; longitude: number | null; timeZone: string }) | null;
}

interface RangeRow {
  configId: number;
  weekday: number;
  startTime: string;
  endTime: string;
}

function toItem(row: ConfigRow, ranges: RangeRow[]): TimingItem {
  const days: TimingDay[] = [];
  for (const range of ranges) {
    const day = WEEKDAYS[range.weekday - 1];
    if (!day) continue;
    let entry = days.find((d) => d.day === day);
    if (!entry) days.push((entry = { day, slots: [] }));
    entry.slots.push({ start_time: hhmm(range.startTime), end_time: hhmm(range.endTime), slot_type: [row.timingType] });
  }
  return {
    id: row.id,
    timing_type: row.timingType,
    online_fee: row.onlineFee,
    offline_fee: row.offlineFee,
    currency: currencyOf({ country: row.clinic?.country ?? row.doctorCountry, timeZone: row.clinic?.timeZone ?? row.doctorTimeZone }),
    created_at: row.createdAt.toISOString(),
    slot_duration: row.slotDuration,
    clinic: row.clinic && {
      ...toClinicSummary(row.clinic),
      latitude: row.clinic.latitude,
      longitude: row.clinic.longitude,
      time_zone: row.clinic.timeZone,
    },
    timings: days,
  };
}

async function withRanges(db: Exec, rows: ConfigRow[]): Promise<TimingItem[]> {
  if (!rows.length) return [];
  const ranges = await db
    .select({
      configId: availabilityRanges.configId,
      weekday: availabilityRanges.weekday,
      startTime: availabilityRanges.startTime,
      endTime: availabilityRanges.endTime,
    })
    .from(availabilityRanges)
    .where(inArray(availabilityRanges.configId, rows.map((row) => row.id)))
    .orderBy(asc(availabilityRanges.weekday), asc(availabilityRanges.startTime));
  return rows.map((row) => toItem(row, ranges.filter((range) => range.configId === row.id)));
}

/** Live configurations of one doctor (a clinic of another doctor never shows, even if a row points at it). */
const liveOf = (doctorId: number, type?: TimingType) =>
  and(eq(availabilityConfigs.doctorId, doctorId), isNull(availabilityConfigs.deletedAt), type ? eq(availabilityConfigs.timingType, type) : undefined);

/** GET /api/doctor-timings: the doctor's live configurations, oldest first, one page. */
export async function listTimings(
  db: Exec,
  doctorId: number,
  query: { type?: TimingType | undefined; page: number; per_page: number },
): Promise<{ data: TimingItem[]; total: number; last_page: number }> {
  const where = liveOf(doctorId, query.type);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(availabilityConfigs).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select(configColumns)
    .from(availabilityConfigs)
    .innerJoin(doctors, eq(doctors.id, availabilityConfigs.doctorId))
    .leftJoin(clinics, and(eq(clinics.id, availabilityConfigs.clinicId), eq(clinics.doctorId, availabilityConfigs.doctorId)))
    .where(where)
    .orderBy(asc(availabilityConfigs.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { data: await withRanges(db, rows), total, last_page: Math.max(1, Math.ceil(total / query.per_page)) };
}

/** GET /api/doctor/timing-detail: one live configuration of this doctor, or null. */
export async function timingDetail(db: Exec, doctorId: number, timingId: number): Promise<TimingItem | null> {
  const rows = await db
    .select(configColumns)
    .from(availabilityConfigs)
    .innerJoin(doctors, eq(doctors.id, availabilityConfigs.doctorId))
    .leftJoin(clinics, and(eq(clinics.id, availabilityConfigs.clinicId), eq(clinics.doctorId, availabilityConfigs.doctorId)))
    .where(and(liveOf(doctorId), eq(availabilityConfigs.id, timingId)));
  const [item] = await withRanges(db, rows);
  return item ?? null;
}
