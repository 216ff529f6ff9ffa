import { useState } from 'react';
import { usePagedFreeSlots } from '../../lib/free-slots.ts';
import { useT } from '../../lib/i18n.ts';
import type { AppointmentType } from '../../shared/schemas/booking.ts';
import { zoneName } from '../../shared/slots/zone-label.ts';
import { Spinner } from '../ui/spinner.tsx';
import { DateStrip } from './date-strip.tsx';
import { SlotGrid } from './slot-grid.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

export interface FreeTimeParams {
  doctorId: number;
  type: AppointmentType;
  clinicId: number | null;
}

/**
 * Another free time of a booking's doctor, type and clinic: the patient's Reschedule and the doctor's
 * 'Propose another time' pick it the same way (one home, issue 38). A day (today's until one is
 * picked), a time of that day, and whether a submit found none.
 */
export function useFreeTimePicker(params: FreeTimeParams) {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { slots, pages } = usePagedFreeSlots({ ...params, date });
  const day = date ?? slots.data?.date ?? null;
  return {
    type: params.type,
    slots,
    pages,
    day,
    time,
    missing,
    pickDate: (next: string) => {
      setDate(next);
      setTime(null);
    },
    pickTime: (next: string) => {
      setTime(next);
      setMissing(false);
    },
    /** The chosen day and time; null (and the 'pick a time' alert) when there is none yet. */
    choice: (): { date: string; time: string } | null => {
      if (!day || !time) {
        setMissing(true);
        return null;
      }
      return { date: day, time };
    },
  };
}

export type FreeTimePickerState = ReturnType<typeof useFreeTimePicker>;

/** The picker's view: a day strip that pages to any bookable day, then the day's slots. */
export function FreeTimePicker({ picker, wide = false }: { picker: FreeTimePickerState; wide?: boolean }) {
  const t = useT();
  const data = picker.slots.data;
  const free = (picker.type === 'online' ? data?.online_timeslots : data?.offline_timeslots) ?? [];
  return (
    <>
      <FormAlert>{picker.slots.isError ? t('reschedule.loadFailed') : null}</FormAlert>
      {data ? (
        <>
          {/* The booking panel's strip: weekday and month in the page's language (issue 42). */}
          <DateStrip label={t('reschedule.date')} days={data.days} value={picker.day} onChange={picker.pickDate} pages={picker.pages} />
          {free.length ? (
            <SlotGrid
              label={t('reschedule.time')}
              slots={free}
              value={picker.time}
              onChange={picker.pickTime}
              note={t('reschedule.zoneNote', { zone: zoneName(data.time_zone, new Date()) })}
              wide={wide}
            />
          ) : (
            <p className="text-sm text-slate-600">{t('reschedule.noSlots')}</p>
          )}
        </>
      ) : picker.slots.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : null}
      {picker.missing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('reschedule.pickTime')}
        </p>
      ) : null}
    </>
  );
}
