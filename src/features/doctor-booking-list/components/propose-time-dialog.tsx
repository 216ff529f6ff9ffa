import { useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { FreeTimePicker, useFreeTimePicker } from '../../../components/slot-picker/free-time-picker.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { DoctorBookingItem } from '../../../shared/schemas/doctor-bookings.ts';
import { useProposeTime } from '../api/propose-time.ts';
import { bookingDate, bookingTime, patientName } from '../booking-labels.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/**
 * The doctor's 'Propose Another Time' (issue 19): another free time of the same type (and clinic),
 * picked with the shared slot picker; the patient is asked to accept it. The booking's own time
 * and times held for waiting patients show as taken.
 */
export function ProposeTimeDialog({
  item,
  doctorId,
  viewerZone,
  onClose,
}: {
  item: DoctorBookingItem | null;
  doctorId: number | null;
  viewerZone: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal isOpen={item !== null && doctorId !== null} onOpenChange={(open) => !open && onClose()} title={t('proposal.dialogTitle')} size="lg">
      {item && doctorId !== null ? <ProposeBody key={item.id} item={item} doctorId={doctorId} viewerZone={viewerZone} onClose={onClose} /> : null}
    </Modal>
  );
}

function ProposeBody({ item, doctorId, viewerZone, onClose }: { item: DoctorBookingItem; doctorId: number; viewerZone: string; onClose: () => void }) {
  const t = useT();
  const propose = useProposeTime();
  const [failure, setFailure] = useState<string | null>(null);
  const lastKey = useRef<{ choice: string; key: string } | null>(null);
  const clinicId = item.appointment_type === 'offline' ? (item.clinic?.id ?? null) : null;
  const picker = useFreeTimePicker({ doctorId, type: item.appointment_type, clinicId });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (propose.isPending) return;
    const picked = picker.choice();
    if (!picked) return;
    const { date: day, time } = picked;
    const choice = `${day} ${time}`;
    if (lastKey.current?.choice !== choice) lastKey.current = { choice, key: newIdempotencyKey() };
    setFailure(null);
    propose.mutate(
      { appointmentId: item.id, doctorId, date: day, time, idempotencyKey: lastKey.current.key },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? t('proposal.sent'));
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Form onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-600">
        {t('proposal.dialogIntro', { name: patientName(item), date: bookingDate(item.appointment_date), time: bookingTime(item, viewerZone).time })}
      </p>
      <FreeTimePicker picker={picker} />
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" onPress={onClose} className={buttonClass('secondary')}>
          {t('proposal.keep')}
        </Button>
        <Button type="submit" isDisabled={propose.isPending} className={buttonClass('primary')}>
          {propose.isPending ? <Spinner size="sm" decorative /> : null}
          {propose.isPending ? t('proposal.sending') : t('proposal.submit')}
        </Button>
      </div>
    </Form>
  );
}
