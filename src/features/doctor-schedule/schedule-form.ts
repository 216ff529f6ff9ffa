import { addressText } from '../../shared/schemas/parts.ts';
import { SLOT_DURATIONS } from '../../shared/constants.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';
import { WEEKDAYS, type Weekday } from '../../shared/schemas/doctor.ts';
import {
  checkTimingSave,
  daySlotProblems,
  saveTimingRaw,
  type SaveTimingClinic,
  type TimingCheck,
  type TimingItem,
  type TimingType,
} from '../../shared/schemas/timings.ts';

/**
 * The appointment configuration form (001 §2 Add appointment, §4 Appointment
 * form, §5 Slots and save checks) as pure state: the component only renders
 * it and shows the messages these rules return.
 */

export interface SlotDraft {
  /** Stable React key; never sent. */
  key: number;
  start_time: string;
  end_time: string;
}

export type ClinicDraft = SaveTimingClinic;
export type FeeField = 'onlineFee' | 'offlineFee';

export interface ScheduleForm {
  timingId: number | null;
  timingType: TimingType;
  clinic: ClinicDraft;
  onlineFee: string;
  offlineFee: string;
  slotDuration: string;
  /** The days switched on, each with at least one slot. */
  days: Partial<Record<Weekday, SlotDraft[]>>;
  nextKey: number;
}

const EMPTY_CLINIC: ClinicDraft = { clinic_name: '', address_one: '', address_two: '', country: '', state: '', city: '', postal_code: '' };

/** A new configuration: Virtual, 15-minute slots, no day on (001 §4). */
export function emptyForm(): ScheduleForm {
  return {
    timingId: null,
    timingType: 'online',
    clinic: { ...EMPTY_CLINIC },
    onlineFee: '',
    offlineFee: '',
    slotDuration: String(SLOT_DURATIONS[0]),
    days: {},
    nextKey: 1,
  };
}

/** The edit form, prefilled from GET doctor/timing-detail. */
export function formFromItem(item: TimingItem): ScheduleForm {
  let nextKey = 1;
  const days: ScheduleForm['days'] = {};
  for (const entry of item.timings) {
    days[entry.day] = entry.slots.map((slot) => ({ key: nextKey++, start_time: slot.start_time, end_time: slot.end_time }));
  }
  const clinic = item.clinic;
  return {
    timingId: item.id,
    timingType: item.timing_type,
    clinic: clinic
      ? { clinic_name: clinic.clinic_name, ...addressText(clinic) }
      : { ...EMPTY_CLINIC },
    onlineFee: item.online_fee === null ? '' : String(item.online_fee),
    offlineFee: item.offline_fee === null ? '' : String(item.offline_fee),
    slotDuration: String(item.slot_duration),
    days,
    nextKey,
  };
}

/** The days switched on, Monday first. */
export function activeDays(form: ScheduleForm): Weekday[] {
  return WEEKDAYS.filter((day) => form.days[day] !== undefined);
}

/** Switching a day on adds it with one empty slot; off removes it and its slots. */
export function toggleDay(form: ScheduleForm, day: Weekday, on: boolean): ScheduleForm {
  const days = { ...form.days };
  if (!on) {
    delete days[day];
    return { ...form, days };
  }
  if (days[day]) return form;
  days[day] = [{ key: form.nextKey, start_time: '', end_time: '' }];
  return { ...form, days, nextKey: form.nextKey + 1 };
}

/** One more empty slot on a day that is on. */
export function addSlot(form: ScheduleForm, day: Weekday): ScheduleForm {
  const slots = form.days[day];
  if (!slots) return form;
  return { ...form, days: { ...form.days, [day]: [...slots, { key: form.nextKey, start_time: '', end_time: '' }] }, nextKey: form.nextKey + 1 };
}

/** The remove control exists only while a day has more than one slot. */
export const canRemoveSlot = (form: ScheduleForm, day: Weekday) => (form.days[day]?.length ?? 0) > 1;

export function removeSlot(form: ScheduleForm, day: Weekday, key: number): ScheduleForm {
  const slots = form.days[day];
  if (!slots || slots.length <= 1) return form;
  return { ...form, days: { ...form.days, [day]: slots.filter((slot) => slot.key !== key) } };
}

/**
 * A start or end time typed into a slot, kept exactly as typed: a value is
 * never refused or rewritten behind the doctor's back. What is wrong with it
 * shows on the slot (slotProblems) and Save stays refused until it is fixed.
 */
export function setSlotTime(form: ScheduleForm, day: Weekday, key: number, field: 'start_time' | 'end_time', value: string): ScheduleForm {
  const slots = form.days[day];
  if (!slots) return form;
  return { ...form, days: { ...form.days, [day]: slots.map((slot) => (slot.key === key ? { ...slot, [field]: value } : slot)) } };
}

/**
 * The message of each slot that is out of order or overlaps another of its day, by slot key; once Save
 * was pressed (`missing`), also of each slot with no start or end time, so the day it is on shows.
 */
export function slotProblems(form: ScheduleForm, { missing = false }: { missing?: boolean } = {}): Map<number, MessageKey> {
  const problems = new Map<number, MessageKey>();
  for (const day of activeDays(form)) {
    const slots = form.days[day] ?? [];
    daySlotProblems(slots).forEach((problem, i) => {
      const slot = slots[i]!;
      const absent = !missing ? null : slot.start_time === '' ? 'timings.startRequired' : slot.end_time === '' ? 'timings.endRequired' : null;
      if (absent ?? problem) problems.set(slot.key, (absent ?? problem)!);
    });
  }
  return problems;
}

/** The weekday a failed save check points at (`slots.3.timings.0.start_time` → the fourth slot entry's day). */
export function failedDay(form: ScheduleForm, field: string): Weekday | null {
  const match = /^slots\.(\d+)(\.|$)/.exec(field);
  if (!match) return null;
  const entry = toSaveBody(form).slots[Number(match[1])];
  return entry ? (entry.day as Weekday) : null;
}

/** Fees take digits only (zero or more, 001 §5): anything else is not typed in. */
export function setFee(form: ScheduleForm, field: FeeField, value: string): ScheduleForm {
  return /^\d*$/.test(value) ? { ...form, [field]: value } : form;
}

export function setClinicField(form: ScheduleForm, field: keyof ClinicDraft, value: string): ScheduleForm {
  return { ...form, clinic: { ...form.clinic, [field]: value } };
}

export function setType(form: ScheduleForm, timingType: TimingType): ScheduleForm {
  return { ...form, timingType };
}

export function setSlotDuration(form: ScheduleForm, slotDuration: string): ScheduleForm {
  return { ...form, slotDuration };
}

/** The save body of 001 §7 (POST /api/doctor/add-timings); country, state and city ids are sent empty. */
export function toSaveBody(form: ScheduleForm) {
  const visit = form.timingType === 'offline';
  const clinic = visit ? form.clinic : EMPTY_CLINIC;
  return {
    timing_id: form.timingId === null ? '' : String(form.timingId),
    type: form.timingType,
    ...clinic,
    country_id: '',
    state_id: '',
    city_id: '',
    // A new Doctor Visit has no virtual fee field; the edit form asks for it (001 §5).
    online_consultation_fee: visit && form.timingId === null ? '' : form.onlineFee,
    offline_consultation_fee: visit ? form.offlineFee : '',
    slot_duration: form.slotDuration,
    slots: activeDays(form).map((day) => ({
      day,
      timings: (form.days[day] ?? []).map(({ start_time, end_time }) => ({ start_time, end_time })),
    })),
  };
}
export type SaveBody = ReturnType<typeof toSaveBody>;

/** The save checks of 001 §5 in their order: the server's own function on the same body. */
export function checkForm(form: ScheduleForm): TimingCheck {
  return checkTimingSave(saveTimingRaw.parse(toSaveBody(form)));
}

/** Whether the form shows the virtual fee: always for Virtual, on edit for a Doctor Visit. */
export const showsVirtualFee = (form: ScheduleForm) => form.timingType === 'online' || form.timingId !== null;
