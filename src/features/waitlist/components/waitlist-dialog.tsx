import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { BookingForPicker } from '../../../components/family/booking-for-picker.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { WAITLIST_HOLD_MINUTES } from '../../../shared/constants.ts';
import type { AvailabilityData } from '../../../shared/schemas/booking.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { defaultRange, type WaitlistContext } from '../waitlist-rules.ts';

export interface WaitlistDialogProps {
  doctorId: number;
  context: WaitlistContext;
  data: AvailabilityData | undefined;
  onClose: () => void;
}

/** The waitlist form: the panel's type (and clinic) and a date range, both days included. */
export function WaitlistDialog({ doctorId, context, data, onClose }: WaitlistDialogProps) {
  const t = useT();
  const initial = defaultRange(context, data);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Who waits (issue 41): the account holder (null) or one of their family members; an offered time is
  // then held for that person and 'Book this time' books for them.
  const [forMember, setForMember] = useState<number | null>(null);
  const session = useSession();
  const mutation = useJoinWaitlist();
  const clinic = data?.clinics.find((option) => option.id === context.clinicId);

  const submit = () => {
    setErrors({});
    mutation.mutate(
      { doctor_id: doctorId, appointment_type: context.type, clinic_id: context.clinicId ?? undefined, from_date: from, to_date: to, ...(forMember === null ? {} : { family_member_id: forMember }) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('waitlist.joined'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.errors && Object.keys(error.errors).length) setErrors(error.errors);
          else toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('waitlist.notify')} isDismissable={!mutation.isPending}>
      {/* Beside the form, never inside it: adding a family member here is a form of its own. */}
      {session?.userType === 'user' ? (
        <div className="mb-4">
          <BookingForPicker value={forMember} onChange={setForMember} />
        </div>
      ) : null}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-slate-600">{t('waitlist.notifyHint', { minutes: WAITLIST_HOLD_MINUTES })}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-600">{t('waitlist.type')}</dt>
          <dd className="text-slate-900">{t(context.type === 'online' ? 'booking.type.online' : 'booking.type.offline')}</dd>
          {clinic ? (
            <>
              <dt className="font-medium text-slate-600">{t('waitlist.clinic')}</dt>
              <dd className="text-slate-900">{clinic.clinic_name}</dd>
            </>
          ) : null}
        </dl>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('waitlist.from')} type="date" value={from} onChange={setFrom} isRequired errorMessage={errors.from_date} />
          <TextField label={t('waitlist.to')} type="date" value={to} onChange={setTo} isRequired errorMessage={errors.to_date} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button onPress={onClose} className={buttonClass('secondary')}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isDisabled={mutation.isPending} className={buttonClass('primary')}>
            {t('waitlist.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
