import type { FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { AppointmentType } from '../../../shared/schemas/booking.ts';
import { FreeTimePicker, useFreeTimePicker } from '../../../components/slot-picker/free-time-picker.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

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
  const picker = useFreeTimePicker({ doctorId: booking.doctorId, type: booking.type, clinicId: booking.clinicId });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const choice = picker.choice();
    if (choice) onSubmit(choice.date, choice.time);
  };

  return (
    <Form onSubmit={submit} className="space-y-5">
      <FreeTimePicker picker={picker} wide />
      <FormAlert>{failure}</FormAlert>
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
