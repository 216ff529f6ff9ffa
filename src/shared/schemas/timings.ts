import { z } from 'zod';
import { LIST_MAX, dbId, listTooLong, pageNumber } from './db-values.ts';
import { POSTAL_CODE_MAX_CHARS, SLOT_DURATIONS } from '../constants.ts';
import { t } from '../i18n/format.ts';
import type { MessageKey } from '../i18n/en.ts';
import { formatMinutes, MINUTES_PER_DAY, parseTime } from '../slots/zoned-time.ts';
import { WEEKDAYS, type Weekday } from './doctor.ts';
import { clinicSummary, type AddressText } from './parts.ts';
import { CURRENCIES } from '../format/currency.ts';

/**
 * Appointment configurations ("timings", 001 §3) and the save of one (001 §7).
 * The save checks of 001 §5 run in the spec's order, in one function shared by
 * the form and POST /api/doctor/add-timings: the first failing check's message
 * is the toast (and the answer's `message`).
 */

export const TIMING_TYPES = ['online', 'offline'] as const;
export type TimingType = (typeof TIMING_TYPES)[number];
export const FEE_MAX = 1_000_000;

const timingSlot = z.object({ start_time: z.string(), end_time: z.string(), slot_type: z.array(z.enum(TIMING_TYPES)) });
export type TimingSlot = z.infer<typeof timingSlot>;

const timingDay = z.object({ day: z.enum(WEEKDAYS), slots: z.array(timingSlot) });
export type TimingDay = z.infer<typeof timingDay>;

const timingClinic = clinicSummary.extend({ latitude: z.number().nullable(), longitude: z.number().nullable(), time_zone: z.string() });
export type TimingClinic = z.infer<typeof timingClinic>;

/** One configuration as GET doctor-timings lists it and GET doctor/timing-detail answers it. */
export const timingItem = z.object({
  id: z.number().int(),
  timing_type: z.enum(TIMING_TYPES),
  online_fee: z.number().nullable(),
  offline_fee: z.number().nullable(),
  /** ISO 4217 currency of the fees: the clinic's country's, else the doctor's (src/shared/format/currency.ts). */
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
  slot_duration: z.number().int(),
  clinic: timingClinic.nullable(),
  timings: z.array(timingDay),
});
export type TimingItem = z.infer<typeof timingItem>;

const id = dbId();

export const doctorTimingsQuery = z.object({
  doctor_id: id,
  type: z.enum(TIMING_TYPES).optional(),
  page: pageNumber().default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(100),
});

export const timingDetailQuery = z.object({ timing_id: id });
export const deleteTimingBody = z.object({ timing_id: id });

/** Form values arrive as strings or numbers; null and absent mean empty. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const slotRaw = z.object({ start_time: text, end_time: text });
const dayRaw = z.object({ day: text, timings: z.array(slotRaw).max(LIST_MAX.timingsPerDay, listTooLong(LIST_MAX.timingsPerDay)).nullish().transform((v) => v ?? []) });

/** A multipart or url-encoded form may carry the slots as a JSON string. */
const slotsField = z.preprocess((value) => {
  if (typeof value !== 'string') return value ?? [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(dayRaw).max(LIST_MAX.timingDays, listTooLong(LIST_MAX.timingDays)));

export const saveTimingRaw = z.object({
  timing_id: text,
  type: text,
  timing_type: text,
  clinic_name: text,
  address_one: text,
  address_two: text,
  country: text,
  state: text,
  city: text,
  country_id: text,
  state_id: text,
  city_id: text,
  postal_code: text,
  online_consultation_fee: text,
  offline_consultation_fee: text,
  slot_duration: text,
  slots: slotsField,
});
export type SaveTimingRaw = z.input<typeof saveTimingRaw>;

export interface SaveTimingClinic extends AddressText {
  clinic_name: string;
}

/** A checked save: fees in rupees, times 'HH:mm', days merged, ranges sorted. */
export interface SaveTimingInput {
  timing_id: number | null;
  timing_type: TimingType;
  slot_duration: number;
  online_fee: number | null;
  offline_fee: number | null;
  clinic: SaveTimingClinic | null;
  days: { day: Weekday; weekday: number; timings: { start_time: string; end_time: string }[] }[];
}

type Failed = { ok: false; field: string; message: string };
export type TimingCheck = { ok: true; value: SaveTimingInput } | Failed;

const fail = (field: string, key: MessageKey, params?: Record<string, string | number>): Failed => ({
  ok: false,
  field,
  message: t(key, params),
});

/** A fee field: '' → the required message; digits only; at most FEE_MAX. */
function fee(value: string, field: string, requiredKey: MessageKey): number | Failed {
  if (value === '') return fail(field, requiredKey);
  if (!/^\d+$/.test(value)) return fail(field, 'timings.feeDigits');
  const amount = Number(value);
  return amount > FEE_MAX ? fail(field, 'timings.feeTooLarge', { max: FEE_MAX }) : amount;
}

const isFailed = (value: unknown): value is Failed =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && (value as Failed).ok === false;

/** Minutes of an end time; '00:00' (or '24:00') closes the day, as the slot grid reads it. */
const endMinutes = (minutes: number) => (minutes === 0 ? MINUTES_PER_DAY : minutes);

/**
 * One day's ranges (minutes) are valid when each starts before it ends and none
 * overlaps another; back to back is fine. Sorts `ranges` by start.
 */
export function rangesValid(ranges: { start: number; end: number }[]): boolean {
  ranges.sort((a, b) => a.start - b.start);
  let reached = 0;
  for (const range of ranges) {
    if (range.start >= range.end || range.start < reached) return false;
    reached = Math.max(reached, range.end);
  }
  return true;
}

/**
 * What is wrong with each of one day's slots, in their order (001 §5 Slots,
 * as the issue of typed values refined it): a start not before its end says
 * so; an overlap is named only between two slots that really overlap (back to
 * back is fine; '00:00' as an end closes the day). Slots still missing a time
 * are left to the save checks; a slot whose own times are out of order is not
 * also judged for overlap.
 */
export function daySlotProblems(slots: readonly { start_time: string; end_time: string }[]): (MessageKey | null)[] {
  const ranges = slots.map((slot) => {
    if (slot.start_time === '' || slot.end_time === '') return null;
    const start = parseTime(slot.start_time);
    const end = parseTime(slot.end_time);
    if (start === null || end === null || start >= MINUTES_PER_DAY) return 'timings.timeInvalid' as const;
    const range = { start, end: endMinutes(end) };
    return range.start >= range.end ? ('timings.startBeforeEnd' as const) : range;
  });
  return ranges.map((range, i) => {
    if (range === null || typeof range === 'string') return range;
    const overlaps = ranges.some((other, j) => j !== i && other !== null && typeof other !== 'string' && range.start < other.end && other.start < range.end);
    return overlaps ? 'timings.overlap' : null;
  });
}

/** The slot checks: days known, then every start and end given, then order and overlap per day. */
function checkSlots(raw: z.output<typeof saveTimingRaw>): SaveTimingInput['days'] | Failed {
  if (!raw.slots.length) return fail('slots', 'timings.noSlots');
  const byDay = new Map<Weekday, { start: number; end: number }[]>();
  for (const [d, entry] of raw.slots.entries()) {
    const day = entry.day.toLowerCase() as Weekday;
    if (!WEEKDAYS.includes(day)) return fail(`slots.${d}.day`, 'timings.dayInvalid');
    const ranges = byDay.get(day) ?? [];
    if (!entry.timings.length) return fail(`slots.${d}.timings`, 'timings.startRequired');
    for (const [s, slot] of entry.timings.entries()) {
      if (slot.start_time === '') return fail(`slots.${d}.timings.${s}.start_time`, 'timings.startRequired');
      if (slot.end_time === '') return fail(`slots.${d}.timings.${s}.end_time`, 'timings.endRequired');
      const start = parseTime(slot.start_time);
      const end = parseTime(slot.end_time);
      if (start === null || start >= MINUTES_PER_DAY) return fail(`slots.${d}.timings.${s}.start_time`, 'timings.timeInvalid');
      if (end === null) return fail(`slots.${d}.timings.${s}.end_time`, 'timings.timeInvalid');
      if (start >= endMinutes(end)) return fail(`slots.${d}.timings.${s}.end_time`, 'timings.startBeforeEnd');
      ranges.push({ start, end: endMinutes(end) });
    }
    byDay.set(day, ranges);
  }
  const days: SaveTimingInput['days'] = [];
  for (const day of WEEKDAYS) {
    const ranges = byDay.get(day);
    if (!ranges) continue;
    if (!rangesValid(ranges)) return fail('slots', 'timings.overlap');
    days.push({
      day,
      weekday: WEEKDAYS.indexOf(day) + 1,
      timings: ranges.map((r) => ({ start_time: formatMinutes(r.start), end_time: formatMinutes(r.end % MINUTES_PER_DAY) })),
    });
  }
  return days;
}

/**
 * The save checks of 001 §5 in order. Virtual: fee, (duration), start, end.
 * Doctor Visit: clinic name, address (either line), country, state, city,
 * postal code, the virtual fee on edit, the visit fee, duration, start, end.
 * Then order and overlap within each day.
 */
export function checkTimingSave(input: z.output<typeof saveTimingRaw>): TimingCheck {
  const typeText = (input.timing_type || input.type || 'online').toLowerCase();
  const timingType = TIMING_TYPES.find((type) => type === typeText);
  if (!timingType) return { ok: false, field: 'timing_type', message: t('common.validation') };
  let timingId: number | null = null;
  if (input.timing_id !== '') {
    const parsed = id.safeParse(input.timing_id);
    if (!parsed.success) return { ok: false, field: 'timing_id', message: t('timings.notFound') };
    timingId = parsed.data;
  }

  let clinic: SaveTimingClinic | null = null;
  let onlineFee: number | null = null;
  let offlineFee: number | null = null;
  if (timingType === 'online') {
    const online = fee(input.online_consultation_fee, 'online_consultation_fee', 'timings.onlineFeeRequired');
    if (isFailed(online)) return online;
    onlineFee = online;
  } else {
    const required: [keyof SaveTimingClinic, MessageKey][] = [
      ['clinic_name', 'timings.clinicNameRequired'],
      ['address_one', 'timings.addressRequired'],
      ['address_two', 'timings.addressRequired'],
      ['country', 'timings.countryRequired'],
      ['state', 'timings.stateRequired'],
      ['city', 'timings.cityRequired'],
      ['postal_code', 'timings.postalCodeRequired'],
    ];
    for (const [field, key] of required) if (input[field] === '') return fail(field, key);
    if (input.postal_code.length > POSTAL_CODE_MAX_CHARS) return fail('postal_code', 'timings.postalCodeTooLong', { max: POSTAL_CODE_MAX_CHARS });
    // The edit form of a Doctor Visit also asks for the virtual fee, before the visit fee (001 §5).
    if (timingId !== null || input.online_consultation_fee !== '') {
      const online = fee(input.online_consultation_fee, 'online_consultation_fee', 'timings.onlineFeeRequired');
      if (isFailed(online)) return online;
      onlineFee = online;
    }
    const offline = fee(input.offline_consultation_fee, 'offline_consultation_fee', 'timings.offlineFeeRequired');
    if (isFailed(offline)) return offline;
    offlineFee = offline;
    clinic = {
      clinic_name: input.clinic_name,
      address_one: input.address_one,
      address_two: input.address_two,
      country: input.country,
      state: input.state,
      city: input.city,
      postal_code: input.postal_code,
    };
  }

  if (input.slot_duration === '') return fail('slot_duration', 'timings.slotDurationRequired');
  const duration = Number(input.slot_duration);
  if (!(SLOT_DURATIONS as readonly number[]).includes(duration)) return fail('slot_duration', 'timings.slotDurationInvalid');

  const days = checkSlots(input);
  if (isFailed(days)) return days;
  return {
    ok: true,
    value: {
      timing_id: timingId,
      timing_type: timingType,
      slot_duration: duration,
      online_fee: onlineFee,
      offline_fee: offlineFee,
      clinic,
      days,
    },
  };
}

/** POST /api/doctor/add-timings body: the raw fields, then the ordered checks as one issue. */
export const saveTimingBody = saveTimingRaw.transform((raw, ctx): SaveTimingInput => {
  const result = checkTimingSave(raw);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message, path: result.field.split('.') });
    return z.NEVER;
  }
  return result.value;
});
