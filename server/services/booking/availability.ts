import { BOOKING_HORIZON_DAYS, DAY_STRIP_DAYS } from '../../../src/shared/constants.ts';
import { t } from '../../../src/shared/i18n/format.ts';
import type { AvailabilityData, ClinicOption } from '../../../src/shared/schemas/booking.ts';
import { dayStrip, stripPage } from '../../../src/shared/slots/day-strip.ts';
import { buildSlots, type Slot, type TakenInterval } from '../../../src/shared/slots/slot-grid.ts';
import { addDays, isoWeekday, localNow } from '../../../src/shared/slots/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadBookingContext, type BookingConfig, type TakenWindow } from './availability-data.ts';
import { now } from '../common/clock.ts';

export interface AvailabilityQuery {
  doctorId: number;
  type: 'online' | 'offline';
  date?: string | undefined;
  clinicId?: number | undefined;
  /** The strip page asked for (its first day); without it, the page holding `date`. */
  daysFrom?: string | undefined;
  /** The signed-in patient asking: a slot held for them on the waitlist shows free to them alone. */
  viewerId?: number | null;
}

const feeOf = (config: BookingConfig) => (config.type === 'online' ? config.onlineFee : config.offlineFee);

function minFee(configs: BookingConfig[]): number | null {
  const fees = configs.map(feeOf).filter((fee): fee is number => fee !== null);
  return fees.length ? Math.min(...fees) : null;
}

/** The clinic options of 000 §3: each clinic with a visit configuration, priced at its lowest visit fee. */
export function clinicOptions(configs: BookingConfig[]): ClinicOption[] {
  const options = new Map<number, ClinicOption>();
  for (const config of configs) {
    if (config.type !== 'offline' || !config.clinic) continue;
    const fee = config.offlineFee;
    const known = options.get(config.clinic.id);
    if (!known) options.set(config.clinic.id, { id: config.clinic.id, clinic_name: config.clinic.name, price: fee });
    else if (fee !== null && (known.price === null || fee < known.price)) known.price = fee;
  }
  return [...options.values()];
}

/**
 * The slots of `date` from every configuration serving its weekday, merged by
 * time (the first configuration wins a time both offer). The first serving
 * configuration gives the duration and fee shown.
 */
export function daySlots(
  configs: BookingConfig[],
  date: string,
  timeZone: string,
  at: Date,
  taken: readonly TakenInterval[],
): { slots: Slot[]; serving: BookingConfig | null } {
  const weekday = isoWeekday(date);
  const serving = configs.filter((config) => (config.ranges.get(weekday)?.length ?? 0) > 0);
  const byTime = new Map<string, Slot>();
  for (const config of serving) {
    const slots = buildSlots({ ranges: config.ranges.get(weekday)!, duration: config.duration, date, timeZone, now: at, taken });
    for (const slot of slots) if (!byTime.has(slot.time)) byTime.set(slot.time, slot);
  }
  const slots = [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time));
  return { slots, serving: serving[0] ?? null };
}

const DAY_MS = 24 * 3600_000;

/**
 * The bookings to load before the doctor's zone is known: from now to past the end of the 7-day
 * strip, of the asked date and of the strip page holding it or the asked page (which starts on or
 * before them), when within the horizon, in every zone (a local date starts at most 14 h from UTC
 * midnight, and the local today is at most a day past the UTC one).
 */
export function takenWindow(at: Date, date: string | undefined, daysFrom?: string): TakenWindow {
  const utcToday = at.toISOString().slice(0, 10);
  const horizon = addDays(utcToday, BOOKING_HORIZON_DAYS + 1);
  let last = addDays(utcToday, DAY_STRIP_DAYS + 1);
  for (const asked of [date, daysFrom]) {
    if (asked === undefined || asked > horizon) continue;
    const end = addDays(asked, DAY_STRIP_DAYS);
    if (end > last) last = end;
  }
  return { from: at, to: new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS) };
}

/**
 * POST /api/doctor-availability. One statement (loadBookingContext): the doctor, the
 * configurations with ranges and clinics, and the active bookings and open offers of the
 * window shown (the strip's page plus the asked date). Unverified doctors
 * cannot be booked, so they get no open day and no slot.
 */
export async function loadAvailability(db: Db, query: AvailabilityQuery): Promise<AvailabilityData> {
  const at = now();
  const context = await loadBookingContext(db, query.doctorId, { window: takenWindow(at, query.date, query.daysFrom) });
  if (!context) throw notFound(t('booking.error.doctorNotFound'));
  const { doctor, configs: allConfigs } = context;

  const online = allConfigs.filter((config) => config.type === 'online');
  const offline = allConfigs.filter((config) => config.type === 'offline');
  const clinics = clinicOptions(allConfigs);

  let clinicId: number | null = null;
  let configs = online;
  let timeZone = doctor.timeZone;
  if (query.type === 'offline') {
    if (query.clinicId !== undefined) {
      if (!clinics.some((clinic) => clinic.id === query.clinicId)) throw badRequest(t('booking.error.clinicNotFound'));
      clinicId = query.clinicId;
    } else if (clinics.length === 1) {
      clinicId = clinics[0]!.id;
    }
    // Without a chosen clinic the strip shows the days any clinic is open, and no slots.
    configs = clinicId === null ? offline : offline.filter((config) => config.clinic?.id === clinicId);
    if (clinicId !== null) timeZone = configs[0]!.clinic!.timeZone;
  }

  const today = localNow(at, timeZone).date;
  const date = query.date ?? today;
  const bookable = doctor.verified && configs.length > 0;
  // Past days and days beyond the booking horizon offer nothing (add-appointment refuses them).
  const dateOpen = date >= today && date <= addDays(today, BOOKING_HORIZON_DAYS);

  // Loaded with the doctor over a window that covers the strip and the asked date in any zone; a
  // booking outside the days shown overlaps none of their slots, so the wider window changes nothing.
  const viewerId = query.viewerId ?? null;
  const taken: TakenInterval[] = bookable
    ? [
        ...context.taken,
        // The viewer's own live offer stays bookable for them (as heldIntervals).
        ...context.held
          .filter((row) => !(viewerId !== null && row.patientId === viewerId && row.expiresAt.getTime() > at.getTime()))
          .map(({ start, end }) => ({ start, end })),
      ]
    : [];

  // The strip and the asked date share days: compute each day's slots once.
  const computed = new Map<string, ReturnType<typeof daySlots>>();
  const slotsOf = (day: string) => {
    let result = computed.get(day);
    if (!result) {
      result = daySlots(configs, day, timeZone, at, taken);
      computed.set(day, result);
    }
    return result;
  };

  const weekdays = new Set<number>();
  if (bookable) for (const config of configs) for (const [weekday, ranges] of config.ranges) if (ranges.length) weekdays.add(weekday);
  // The page of the strip holding the asked page or date (issue 39: a deep link past the first week).
  const page = stripPage(today, query.daysFrom, query.date);
  // With no clinic chosen, days are open by configuration only: slots depend on the clinic.
  const days = dayStrip(
    at,
    weekdays,
    timeZone,
    (day) =>
      day <= addDays(today, BOOKING_HORIZON_DAYS) &&
      (clinicId === null && query.type === 'offline' ? true : slotsOf(day).slots.some((slot) => !slot.isDisabled)),
    page.first,
  );

  const showSlots = bookable && dateOpen && (query.type === 'online' || clinicId !== null);
  const { slots, serving } = showSlots ? slotsOf(date) : { slots: [], serving: null };

  const onlineFee = query.type === 'online' && serving ? feeOf(serving) : minFee(online);
  const offlineFee = query.type === 'offline' && serving ? feeOf(serving) : minFee(clinicId === null ? offline : configs);
  return {
    online_fee: onlineFee,
    offline_fee: offlineFee,
    online_timeslots: query.type === 'online' ? slots : [],
    offline_timeslots: query.type === 'offline' ? slots : [],
    duration: serving?.duration ?? configs[0]?.duration ?? null,
    days,
    // A doctor with no day open for this type (or clinic) has no other page worth showing either.
    days_previous: weekdays.size > 0 ? page.previous : null,
    days_next: weekdays.size > 0 ? page.next : null,
    time_zone: timeZone,
    date,
    clinic_id: clinicId,
    clinics,
  };
}
