import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFamilyMembers } from '../../../lib/family-members.ts';
import { useT } from '../../../lib/i18n.ts';
import { useInsuranceCoverage } from '../../../lib/patient-insurance.ts';
import type { PendingBooking } from '../booking-summary.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { IsolatedMessage, slot } from '../../../components/ui/isolated-message.tsx';
import type { ReactNode } from 'react';

export interface ConfirmBookingModalProps {
  isOpen: boolean;
  pending: PendingBooking | null;
  submitting: boolean;
  error: string | null;
  onConfirm: () => void;
  onBack: () => void;
  onClose: () => void;
}

/** 'Confirm Your Booking' (000 §2, §4 step 5): the summary, then Submit creates the appointment. */
export function ConfirmBookingModal({ isOpen, pending, submitting, error, onConfirm, onBack, onClose }: ConfirmBookingModalProps) {
  const t = useT();
  // Whom it is for and the insurance it uses (issue 41), read from the lists the details step showed.
  const members = useFamilyMembers().data;
  const coverage = useInsuranceCoverage(pending?.body.use_insurance && typeof pending.body.doctor_id === 'number' ? pending.body.doctor_id : 0).data;
  const memberId = typeof pending?.body.family_member_id === 'number' ? pending.body.family_member_id : null;
  const member = memberId === null ? undefined : members?.find((item) => item.id === memberId);
  const insured = pending?.body.use_insurance ? coverage?.find((item) => item.family_member_id === memberId) : undefined;
  return (
    <Modal isOpen={isOpen && pending !== null} onOpenChange={(open) => !open && onClose()} title={t('booking.confirmTitle')} isDismissable={!submitting}>
      {pending ? (
        <div className="space-y-5">
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            <Row label={t('booking.summary.doctor')} value={t('booking.doctorName', { name: pending.doctorName })} />
            <Row label={t('booking.summary.type')} value={t(pending.type === 'online' ? 'booking.type.online' : 'booking.type.offline')} />
            {pending.clinicName ? <Row label={t('booking.summary.clinic')} value={pending.clinicName} /> : null}
            <Row label={t('booking.summary.date')} value={pending.dateLabel} />
            <Row label={t('booking.summary.time')} value={t('booking.summary.timeWithZone', { time: pending.timeLabel, zone: pending.zone })} />
            <Row
              label={t('booking.summary.patient')}
              value={
                // Names and the address isolated: in Arabic they would otherwise be reordered into one another.
                member ? (
                  <IsolatedMessage
                    message={`${slot(0)} · ${t('doctorBookings.bookedBy', { name: `${slot(1)} · ${slot(2)}` })}`}
                    values={[`${member.first_name} ${member.last_name}`, pending.details.name, pending.details.email]}
                  />
                ) : (
                  <IsolatedMessage message={`${slot(0)} · ${slot(1)}`} values={[pending.details.name, pending.details.email]} />
                )
              }
            />
            {pending.feeLabel ? <Row label={t('booking.summary.fee')} value={pending.feeLabel} strong /> : null}
            {insured ? <Row label={t('bookingInsurance.label')} value={insured.network_name} /> : null}
          </dl>
          <FormAlert>{error}</FormAlert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button onPress={onBack} isDisabled={submitting} className={buttonClass('secondary', 'md')}>
              {t('booking.back')}
            </Button>
            <Button onPress={onConfirm} isDisabled={submitting} className={buttonClass('primary', 'md')}>
              {submitting ? (
                <>
                  <Spinner size="sm" decorative />
                  {t('booking.submitting')}
                </>
              ) : (
                t('booking.confirm')
              )}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function Row({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-4 py-2.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`text-end break-words ${strong ? 'text-base font-bold text-teal-900' : 'font-medium text-slate-900'}`}>{value}</dd>
    </div>
  );
}
