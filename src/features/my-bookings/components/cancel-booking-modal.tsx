import { useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { CancelReasonFields, useCancelReasonForm } from '../../../components/cancel-reason/cancel-reason-fields.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import type { MyBookingItem } from '../../../shared/schemas/my-appointments.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCancelBooking } from '../api/change-appointment-status.ts';
import { bookingDate, bookingTime, doctorName } from '../booking-format.ts';
import type { BookingChannel } from '../../../lib/offline/booking-channel.ts';
import type { CancelBookingVariables } from '../api/change-appointment-status.ts';
import { cancelKeyFor } from '../cancel-form.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/** The cancellation modal (001 §2, §5): a reason and a description, both required. */
export function CancelBookingModal({
  item,
  viewerZone,
  send,
  onClose,
}: {
  item: MyBookingItem | null;
  viewerZone: string;
  send?: BookingChannel<CancelBookingVariables>['send'];
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal isOpen={item !== null} onOpenChange={(open) => !open && onClose()} title={t('cancelModal.title')}>
      {item ? <CancelForm key={item.id} item={item} viewerZone={viewerZone} send={send} onClose={onClose} /> : null}
    </Modal>
  );
}

function CancelForm({ item, viewerZone, send, onClose }: { item: MyBookingItem; viewerZone: string; send?: BookingChannel<CancelBookingVariables>['send']; onClose: () => void }) {
  const t = useT();
  const cancel = useCancelBooking(send);
  const form = useCancelReasonForm();
  const [failure, setFailure] = useState<string | null>(null);
  const lastKey = useRef<{ key: string; fingerprint: string } | null>(null);
  const when = bookingTime(item, viewerZone);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const draft = form.validate();
    if (!draft) return;
    lastKey.current = cancelKeyFor(item.id, draft, lastKey.current, newIdempotencyKey);
    setFailure(null);
    const date = bookingDate(item.appointment_date);
    const label = t('offline.label.cancelBooking', { doctor: doctorName(item.doctor), date, time: when.time });
    cancel.mutate(
      {
        appointmentId: item.id,
        cancelReason: draft.reason,
        cancelDescription: draft.description,
        idempotencyKey: lastKey.current.key,
        label,
      },
      {
        onSuccess: (outcome) => {
          // Offline the modal closes at once: the card shows the cancellation as pending until it is sent.
          if (outcome.queued) toast.info(t('offline.savedForLater'));
          else toast.success(outcome.message ?? t('cancel.done'));
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" className="space-y-4">
      <p className="text-sm text-slate-600">
        {t('cancelModal.intro', {
          doctor: t('bookings.doctorName', { name: doctorName(item.doctor) }),
          date: bookingDate(item.appointment_date),
          time: when.zone ? t('bookings.timeWithZone', { time: when.time, zone: when.zone }) : when.time,
        })}
      </p>
      <CancelReasonFields form={form} />
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button onPress={onClose} isDisabled={cancel.isPending} className={buttonClass('secondary', 'md')}>
          {t('cancelModal.keep')}
        </Button>
        <Button type="submit" isDisabled={cancel.isPending} className={buttonClass('danger', 'md')}>
          {cancel.isPending ? <Spinner size="sm" decorative /> : null}
          {cancel.isPending ? t('cancelModal.submitting') : t('cancelModal.confirm')}
        </Button>
      </div>
    </Form>
  );
}
