import { describe, expect, it } from 'vitest';
import type { TimingItem } from '../../shared/schemas/timings.ts';
import {
  activeDays,
  addSlot,
  canRemoveSlot,
  checkForm,
  emptyForm,
  failedDay,
  formFromItem,
  removeSlot,
  setClinicField,
  setFee,
  setSlotDuration,
  setSlotTime,
  setType,
  showsVirtualFee,
  slotProblems,
  toggleDay,
  toSaveBody,
  type ScheduleForm,
} from './schedule-form.ts';

const OVERLAP = 'Time slots cannot overlap. Please choose a different time.';

/** Types a time into a slot. */
function time(form: ScheduleForm, day: 'monday' | 'tuesday', index: number, field: 'start_time' | 'end_time', value: string): ScheduleForm {
  return setSlotTime(form, day, form.days[day]![index]!.key, field, value);
}

/** Each slot of a day with its times and what is wrong with it (as the form shows it). */
const shown = (form: ScheduleForm, day: 'monday' | 'tuesday') => {
  const problems = slotProblems(form);
  return form.days[day]!.map((slot) => [slot.start_time, slot.end_time, problems.get(slot.key) ?? null]);
};

describe('a new form', () => {
  it('starts as Virtual with 15-minute slots and no day on', () => {
    const form = emptyForm();
    expect(form).toMatchObject({ timingType: 'online', slotDuration: '15', timingId: null, days: {} });
    expect(showsVirtualFee(form)).toBe(true);
    expect(showsVirtualFee(setType(form, 'offline'))).toBe(false);
  });
});

describe('days and slots', () => {
  it('switching a day on adds it with one empty slot; off removes it with its slots', () => {
    let form = toggleDay(emptyForm(), 'tuesday', true);
    form = toggleDay(form, 'monday', true);
    expect(activeDays(form)).toEqual(['monday', 'tuesday']);
    expect(form.days.monday).toEqual([{ key: expect.any(Number), start_time: '', end_time: '' }]);
    // Switching on again keeps what is there.
    form = time(form, 'monday', 0, 'start_time', '09:00');
    expect(toggleDay(form, 'monday', true).days.monday![0]!.start_time).toBe('09:00');
    form = toggleDay(form, 'monday', false);
    expect(activeDays(form)).toEqual(['tuesday']);
    expect(form.days.monday).toBeUndefined();
  });

  it('adds and removes slots per day; the last slot cannot be removed', () => {
    let form = toggleDay(emptyForm(), 'monday', true);
    expect(canRemoveSlot(form, 'monday')).toBe(false);
    const only = form.days.monday![0]!.key;
    expect(removeSlot(form, 'monday', only)).toBe(form);
    form = addSlot(form, 'monday');
    expect(form.days.monday).toHaveLength(2);
    expect(new Set(form.days.monday!.map((slot) => slot.key)).size).toBe(2);
    expect(canRemoveSlot(form, 'monday')).toBe(true);
    form = removeSlot(form, 'monday', only);
    expect(form.days.monday).toHaveLength(1);
    expect(form.days.monday![0]!.key).not.toBe(only);
    // A day that is off takes no slot.
    expect(addSlot(form, 'friday')).toBe(form);
  });

  it('keeps every typed time and marks a slot out of order or overlapping with the right reason', () => {
    let form = toggleDay(emptyForm(), 'monday', true);
    form = time(form, 'monday', 0, 'start_time', '09:00');
    form = time(form, 'monday', 0, 'end_time', '12:00');
    expect(shown(form, 'monday')).toEqual([['09:00', '12:00', null]]);
    // The case: the start moved past the end is kept, and says so (not "overlap").
    form = time(form, 'monday', 0, 'start_time', '19:00');
    expect(shown(form, 'monday')).toEqual([['19:00', '12:00', 'timings.startBeforeEnd']]);
    expect(checkForm(setFee(form, 'onlineFee', '500'))).toMatchObject({ ok: false, message: 'Start time must be before end time.' });
    // Then the end: 19:00-20:30 as typed, not 09:00-20:30.
    form = time(form, 'monday', 0, 'end_time', '20:30');
    expect(shown(form, 'monday')).toEqual([['19:00', '20:30', null]]);
    form = time(form, 'monday', 0, 'end_time', '19:00');
    expect(shown(form, 'monday')).toEqual([['19:00', '19:00', 'timings.startBeforeEnd']]);
    form = time(form, 'monday', 0, 'start_time', '09:00');
    form = time(form, 'monday', 0, 'end_time', '12:00');

    form = addSlot(form, 'monday');
    // A half-filled slot is not judged yet.
    form = time(form, 'monday', 1, 'start_time', '11:00');
    expect(shown(form, 'monday')).toEqual([['09:00', '12:00', null], ['11:00', '', null]]);
    // A real overlap marks both slots, and Save is refused with the overlap message.
    form = time(form, 'monday', 1, 'end_time', '13:00');
    expect(shown(form, 'monday')).toEqual([['09:00', '12:00', 'timings.overlap'], ['11:00', '13:00', 'timings.overlap']]);
    expect(checkForm(setFee(form, 'onlineFee', '500'))).toMatchObject({ ok: false, message: OVERLAP });
    // Back to back is fine.
    form = time(form, 'monday', 1, 'start_time', '12:00');
    expect(shown(form, 'monday')).toEqual([['09:00', '12:00', null], ['12:00', '13:00', null]]);
    expect(checkForm(setFee(form, 'onlineFee', '500'))).toMatchObject({ ok: true });
    // A slot out of order is not also called an overlap; its neighbour stays valid.
    form = time(form, 'monday', 1, 'end_time', '10:00');
    expect(shown(form, 'monday')).toEqual([['09:00', '12:00', null], ['12:00', '10:00', 'timings.startBeforeEnd']]);
    // Another day is judged on its own; '00:00' as an end closes the day.
    form = toggleDay(form, 'tuesday', true);
    form = time(form, 'tuesday', 0, 'start_time', '11:00');
    form = time(form, 'tuesday', 0, 'end_time', '00:00');
    expect(shown(form, 'tuesday')).toEqual([['11:00', '00:00', null]]);
  });

  it('fees take digits only', () => {
    let form = setFee(emptyForm(), 'onlineFee', '500');
    expect(form.onlineFee).toBe('500');
    for (const typed of ['5.00', '-5', '50a', ' 5']) expect(setFee(form, 'onlineFee', typed)).toBe(form);
    form = setFee(form, 'onlineFee', '');
    expect(form.onlineFee).toBe('');
  });
});

/** A complete Doctor Visit, then each field emptied in the order of 001 §5. */
function fullVisit(): ScheduleForm {
  let form = setType(emptyForm(), 'offline');
  const clinic = { clinic_name: 'Marina Clinic', address_one: 'Tower 2', address_two: 'Dubai Marina', country: 'United Arab Emirates', state: 'Dubai', city: 'Dubai', postal_code: '00000' };
  for (const [field, value] of Object.entries(clinic)) form = setClinicField(form, field as keyof typeof clinic, value);
  form = setFee(form, 'offlineFee', '800');
  form = toggleDay(form, 'monday', true);
  form = time(form, 'monday', 0, 'start_time', '22:00');
  return time(form, 'monday', 0, 'end_time', '23:00');
}

describe('the save checks of 001 §5, in order, through the shared checkTimingSave', () => {
  const message = (form: ScheduleForm) => {
    const check = checkForm(form);
    return check.ok ? null : check.message;
  };

  it('names the day a missing time is on, and marks the slot once Save was pressed (issue 42)', () => {
    let form = setFee(toggleDay(toggleDay(emptyForm(), 'monday', true), 'tuesday', true), 'onlineFee', '500');
    form = time(time(form, 'monday', 0, 'start_time', '09:00'), 'monday', 0, 'end_time', '10:00');
    const check = checkForm(form);
    expect(check.ok ? null : [check.message, failedDay(form, check.field)]).toEqual(['Start Time is Required*', 'tuesday']);
    expect(slotProblems(form).size).toBe(0);
    const marked = slotProblems(form, { missing: true });
    expect([...marked.values()]).toEqual(['timings.startRequired']);
    expect(marked.has(form.days.tuesday![0]!.key)).toBe(true);
    expect(failedDay(form, 'online_fee')).toBeNull();
    expect(failedDay(form, 'slots.99.timings.0.start_time')).toBeNull();
  });

  it('Virtual: fee, start time, end time', () => {
    let form = toggleDay(emptyForm(), 'monday', true);
    expect(message(form)).toBe('Vitual Fee Field Required*');
    form = setFee(form, 'onlineFee', '500');
    expect(message(form)).toBe('Start Time is Required*');
    form = time(form, 'monday', 0, 'start_time', '09:00');
    expect(message(form)).toBe('End Time is Required*');
    form = time(form, 'monday', 0, 'end_time', '10:00');
    expect(message(form)).toBeNull();
  });

  it('Doctor Visit: clinic name, address, country, state, city, postal code, visit fee, slot duration, start, end', () => {
    const steps: [(form: ScheduleForm) => ScheduleForm, string][] = [
      [(f) => setClinicField(f, 'clinic_name', ''), 'Clinic Name Required*'],
      [(f) => setClinicField(f, 'address_one', ''), 'Address Required*'],
      [(f) => setClinicField(f, 'address_two', ''), 'Address Required*'],
      [(f) => setClinicField(f, 'country', ''), 'Country Required*'],
      [(f) => setClinicField(f, 'state', ''), 'State Field Required*'],
      [(f) => setClinicField(f, 'city', ''), 'City Field Required*'],
      [(f) => setClinicField(f, 'postal_code', ''), 'Postal Code Required*'],
      [(f) => setFee(f, 'offlineFee', ''), 'Visit Fee Field Required*'],
      [(f) => setSlotDuration(f, ''), 'Slot Duration Required*'],
      [(f) => time(f, 'monday', 0, 'start_time', ''), 'Start Time is Required*'],
    ];
    const complete = fullVisit();
    expect(message(complete)).toBeNull();
    // Each field alone gives its message; all of them together give the first.
    let all = complete;
    for (const [empty, expected] of steps) {
      expect(message(empty(complete))).toBe(expected);
      all = empty(all);
    }
    expect(message(all)).toBe('Clinic Name Required*');
    // Emptying from the end backwards shows each earlier message in turn.
    let backwards = complete;
    for (const [empty, expected] of [...steps].reverse()) {
      backwards = empty(backwards);
      expect(message(backwards)).toBe(expected);
    }
    expect(message(time(complete, 'monday', 0, 'end_time', ''))).toBe('End Time is Required*');
  });

  it('the edit form of a Doctor Visit asks for the virtual fee before the visit fee', () => {
    const item: TimingItem = {
      id: 42,
      timing_type: 'offline',
      online_fee: null,
      offline_fee: 800,
      currency: 'AED',
      created_at: '2026-11-20T10:00:00.000Z',
      slot_duration: 30,
      clinic: {
        id: 7, clinic_name: 'Marina Clinic', address_one: 'Tower 2', address_two: 'Dubai Marina', city: 'Dubai', state: 'Dubai',
        country: 'United Arab Emirates', postal_code: '00000', latitude: null, longitude: null, time_zone: 'Asia/Dubai',
      },
      timings: [{ day: 'wednesday', slots: [{ start_time: '10:00', end_time: '13:00', slot_type: ['offline'] }] }],
    };
    let form = formFromItem(item);
    expect(showsVirtualFee(form)).toBe(true);
    expect(form).toMatchObject({ timingId: 42, timingType: 'offline', offlineFee: '800', onlineFee: '', slotDuration: '30' });
    expect(form.days.wednesday).toEqual([{ key: expect.any(Number), start_time: '10:00', end_time: '13:00' }]);
    form = setFee(form, 'offlineFee', '');
    expect(message(form)).toBe('Vitual Fee Field Required*');
    form = setFee(form, 'onlineFee', '400');
    expect(message(form)).toBe('Visit Fee Field Required*');
    form = setFee(form, 'offlineFee', '900');
    expect(message(form)).toBeNull();
    expect(toSaveBody(form)).toMatchObject({
      timing_id: '42',
      type: 'offline',
      clinic_name: 'Marina Clinic',
      online_consultation_fee: '400',
      offline_consultation_fee: '900',
      slot_duration: '30',
      slots: [{ day: 'wednesday', timings: [{ start_time: '10:00', end_time: '13:00' }] }],
    });
  });

  it('the save body sends no clinic for Virtual and no virtual fee for a new Doctor Visit, days Monday first', () => {
    let form = setFee(emptyForm(), 'onlineFee', '500');
    form = setClinicField(form, 'clinic_name', 'Left over');
    form = toggleDay(form, 'tuesday', true);
    form = toggleDay(form, 'monday', true);
    const body = toSaveBody(form);
    expect(body).toMatchObject({ timing_id: '', type: 'online', clinic_name: '', online_consultation_fee: '500', offline_consultation_fee: '', country_id: '', state_id: '', city_id: '' });
    expect(body.slots.map((entry) => entry.day)).toEqual(['monday', 'tuesday']);
    expect(toSaveBody(fullVisit())).toMatchObject({ type: 'offline', online_consultation_fee: '', offline_consultation_fee: '800', clinic_name: 'Marina Clinic' });
  });
});
