import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { t } from '../../../src/shared/i18n/format.ts';
import type { SaveTimingClinic, SaveTimingInput, TimingItem } from '../../../src/shared/schemas/timings.ts';
import { MINUTES_PER_DAY, parseTime } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { clinics } from '../../db/schema/doctors.ts';
import { availabilityConfigs, availabilityRanges } from '../../db/schema/scheduling.ts';
import { badRequest, notFound } from '../../errors.ts';
import { now } from '../common/clock.ts';
import { countryText, resolvePlace } from '../geocode/geocode-places.ts';
import { timingDetail } from './timings.ts';
import { refreshDoctorStats } from '../../repositories/doctors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const minutes = (time: string) => parseTime(time) ?? 0;
const endOf = (time: string) => minutes(time) || MINUTES_PER_DAY;
const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/**
 * Refuses ranges that overlap the doctor's other live configurations of the
 * same type on the same weekday (the form only checks within one day of one
 * configuration). A patient could otherwise be offered one time twice at two
 * prices, or the doctor booked twice in one hour.
 */
async function checkOtherConfigs(tx: Tx, doctorId: number, input: SaveTimingInput): Promise<void> {
  const others = await tx
    .select({ weekday: availabilityRanges.weekday, start: availabilityRanges.startTime, end: availabilityRanges.endTime })
    .from(availabilityRanges)
    .innerJoin(availabilityConfigs, eq(availabilityConfigs.id, availabilityRanges.configId))
    .where(
      and(
        eq(availabilityConfigs.doctorId, doctorId),
        isNull(availabilityConfigs.deletedAt),
        eq(availabilityConfigs.timingType, input.timing_type),
        input.timing_id === null ? undefined : ne(availabilityConfigs.id, input.timing_id),
      ),
    );
  for (const day of input.days) {
    for (const range of day.timings) {
      const [start, end] = [minutes(range.start_time), endOf(range.end_time)];
      const clash = others.find((o) => o.weekday === day.weekday && minutes(o.start) < end && start < endOf(o.end));
      if (clash) {
        const message = t('timings.overlapOther', {
          type: t(input.timing_type === 'online' ? 'booking.type.online' : 'booking.type.offline').toLowerCase(),
          day: capitalised(day.day),
          start: clash.start.slice(0, 5),
          end: clash.end.slice(0, 5),
        });
        throw badRequest(message, { slots: message });
      }
    }
  }
}

/**
 * The clinic of a visit configuration: the doctor's clinic with the same name
 * and first address line is reused (its details refreshed), so bookings keep
 * pointing at one place; an edited configuration alone at its clinic updates
 * it in place; otherwise a new clinic. Coordinates and time zone come from the
 * gazetteer city.
 */
async function saveClinic(tx: Tx, doctorId: number, clinic: SaveTimingClinic, currentClinicId: number | null, timingId: number | null): Promise<number> {
  const place = await resolvePlace(tx, { city: clinic.city, state: clinic.state, country: clinic.country });
  const values = {
    clinicName: clinic.clinic_name,
    addressOne: clinic.address_one,
    addressTwo: clinic.address_two,
    city: place.city,
    state: clinic.state,
    country: countryText(clinic.country, place.countryCode),
    postalCode: clinic.postal_code,
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    updatedAt: now(),
  };
  const [same] = await tx
    .select({ id: clinics.id })
    .from(clinics)
    .where(
      and(
        eq(clinics.doctorId, doctorId),
        sql`lower(${clinics.clinicName}) = lower(${clinic.clinic_name})`,
        sql`lower(coalesce(${clinics.addressOne}, '')) = lower(${clinic.address_one})`,
      ),
    )
    .limit(1);
  let target = same?.id ?? null;
  if (target === null && currentClinicId !== null && timingId !== null) {
    const [shared] = await tx
      .select({ id: availabilityConfigs.id })
      .from(availabilityConfigs)
      .where(and(eq(availabilityConfigs.clinicId, currentClinicId), isNull(availabilityConfigs.deletedAt), ne(availabilityConfigs.id, timingId)))
      .limit(1);
    if (!shared) target = currentClinicId;
  }
  if (target !== null) {
    await tx.update(clinics).set(values).where(and(eq(clinics.id, target), eq(clinics.doctorId, doctorId)));
    return target;
  }
  const [created] = await tx.insert(clinics).values({ doctorId, ...values, createdAt: values.updatedAt }).returning({ id: clinics.id });
  return created!.id;
}

/**
 * POST /api/doctor/add-timings after the shared checks: creates the
 * configuration, or replaces an existing one's fee, duration, clinic and
 * ranges in place. Bookings are never touched: a removed range only stops
 * being offered. The doctor's listing columns are refreshed in the same
 * transaction; saves of one doctor are serialised by a row lock.
 */
export async function saveTiming(db: Db, doctorId: number, input: SaveTimingInput): Promise<{ item: TimingItem; created: boolean }> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from doctors where id = ${doctorId} for update`);
    let currentClinicId: number | null = null;
    if (input.timing_id !== null) {
      const [existing] = await tx
        .select({ id: availabilityConfigs.id, clinicId: availabilityConfigs.clinicId })
        .from(availabilityConfigs)
        .where(and(eq(availabilityConfigs.id, input.timing_id), eq(availabilityConfigs.doctorId, doctorId), isNull(availabilityConfigs.deletedAt)));
      if (!existing) throw notFound(t('timings.notFound'));
      currentClinicId = existing.clinicId;
    }
    await checkOtherConfigs(tx, doctorId, input);
    const clinicId = input.clinic ? await saveClinic(tx, doctorId, input.clinic, currentClinicId, input.timing_id) : null;
    const at = now();
    const values = {
      timingType: input.timing_type,
      clinicId,
      onlineFee: input.online_fee,
      offlineFee: input.offline_fee,
      slotDuration: input.slot_duration,
      updatedAt: at,
    };
    let configId = input.timing_id;
    if (configId === null) {
      const [created] = await tx
        .insert(availabilityConfigs)
        .values({ doctorId, ...values, createdAt: at })
        .returning({ id: availabilityConfigs.id });
      configId = created!.id;
    } else {
      await tx.update(availabilityConfigs).set(values).where(eq(availabilityConfigs.id, configId));
      await tx.delete(availabilityRanges).where(eq(availabilityRanges.configId, configId));
    }
    const ranges = input.days.flatMap((day) =>
      day.timings.map((range) => ({ configId: configId!, weekday: day.weekday, startTime: range.start_time, endTime: range.end_time })),
    );
    if (ranges.length) await tx.insert(availabilityRanges).values(ranges);
    await refreshDoctorStats(tx, [doctorId]);
    return configId;
  });
  const item = await timingDetail(db, doctorId, id);
  return { item: item!, created: input.timing_id === null };
}

/** POST /api/doctor/delete-timing: soft delete (past bookings keep their configuration). */
export async function deleteTiming(db: Db, doctorId: number, timingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(availabilityConfigs)
      .set({ deletedAt: now(), updatedAt: now() })
      .where(and(eq(availabilityConfigs.id, timingId), eq(availabilityConfigs.doctorId, doctorId), isNull(availabilityConfigs.deletedAt)))
      .returning({ id: availabilityConfigs.id });
    if (!deleted) throw notFound(t('timings.notFound'));
    await refreshDoctorStats(tx, [doctorId]);
  });
}
