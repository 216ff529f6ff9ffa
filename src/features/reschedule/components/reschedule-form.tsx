import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { AppointmentType } from '../../../shared/schemas/booking.ts';
import { zoneName } from '../../../shared/slots/zone-label.ts';
import { usePagedFreeSlots } from '../../../lib/free-slots.ts';
import { DateStrip } from '../../../components/slot-picker/date-strip.tsx';
import { SlotGrid } from '../../../components/slot-picker/slot-grid.tsx';

export interface MovableBooking {
  doctorId: number;
  type: AppointmentType;
  clinicId: number | null;
}

export interface RescheduleFormProps {
  booking: MovableBooking;
  pending: boolean;
  /** The server's answer to the last try (e.g. the time was just taken). */
  failure: string | null;
  onSubmit: (date: string, time: string) => void;
  onKeep?: () => void;
}

/** The doctor's free times of the same type (and clinic): a day strip, then the day's slots. */
export function RescheduleForm({ booking, pending, failure, onSubmit, onKeep }: RescheduleFormProps) {
  const t = useT();
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { slots, pages } = usePagedFreeSlots({ doctorId: booking.doctorId, type: booking.type, date, clinicId: booking.clinicId });
  const data = slots.data;
  const day = date ?? data?.date ?? null;
  const free = (booking.type === 'online' ? data?.online_timeslots : data?.offline_timeslots) ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!day || !time) {
      setMissing(true);
      return;
    }
    onSubmit(day, time);
  };

  return (
    <Form onSubmit={submit} className="space-y-5">
      {slots.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t('reschedule.loadFailed')}
        </p>
      ) : null}
      {data ? (
        <>
          {/* The booking panel's strip: weekday and month in the page's language (issue 42). */}
          <DateStrip
            label={t('reschedule.date')}
            days={data.days}
            value={day}
            onChange={(next) => {
              setDate(next);
              setTime(null);
            }}
            pages={pages}
          />
          {free.length ? (
            <SlotGrid
              label={t('reschedule.time')}
              slots={free}
              value={time}
              onChange={(next) => {
                setTime(next);
                setMissing(false);
              }}
              note={t('reschedule.zoneNote', { zone: zoneName(data.time_zone, new Date()) })}
              wide
            />
          ) : (
            <p className="text-sm text-slate-600">{t('reschedule.noSlots')}</p>
          )}
        </>
      ) : slots.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : null}
      {missing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('reschedule.pickTime')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onKeep ? (
          <Button type="button" onPress={onKeep} className={buttonClass('secondary')}>
            {t('reschedule.keep')}
          </Button>
        ) : null}
        <Button type="submit" isDisabled={pending} className={buttonClass('primary')}>
          {pending ? <Spinner size="sm" decorative /> : null}
          {pending ? t('reschedule.submitting') : t('reschedule.submit')}
        </Button>
      </div>
    </Form>
  );
}
