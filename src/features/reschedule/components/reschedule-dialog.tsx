import { useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';
import { RescheduleForm, type MovableBooking } from './reschedule-form.tsx';

export interface RescheduleTarget extends MovableBooking {
  id: number;
  /** 'Dr. Amira Hassan', and the current date and time as the card shows them. */
  doctorName: string;
  dateLabel: string;
  timeLabel: string;
}

/** My Bookings' Reschedule (issue 19): pick another free time of the same doctor and type. */
export function RescheduleDialog({ target, onClose }: { target: RescheduleTarget | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal isOpen={target !== null} onOpenChange={(open) => !open && onClose()} title={t('reschedule.title')} size="lg">
      {target ? <RescheduleBody key={target.id} target={target} onClose={onClose} /> : null}
    </Modal>
  );
}

function RescheduleBody({ target, onClose }: { target: RescheduleTarget; onClose: () => void }) {
  const t = useT();
  const move = useRescheduleAppointment();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per chosen time: a double submit or a retry after a lost answer moves once.
  const lastKey = useRef<{ choice: string; key: string } | null>(null);
  const submit = (date: string, time: string) => {
    const choice = `${date} ${time}`;
    if (lastKey.current?.choice !== choice) lastKey.current = { choice, key: newIdempotencyKey() };
    setFailure(null);
    move.mutate(
      { appointmentId: target.id, doctorId: target.doctorId, date, time, idempotencyKey: lastKey.current.key },
      {
        onSuccess: (result) => {
          toast.success(result.message ?? t('reschedule.done'));
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('reschedule.intro', { doctor: target.doctorName, date: target.dateLabel, time: target.timeLabel })}</p>
      <RescheduleForm booking={target} pending={move.isPending} failure={failure} onSubmit={submit} onKeep={onClose} />
    </div>
  );
}
