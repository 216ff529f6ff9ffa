import { LoginDialog } from '../../../components/login-dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import type { BookingFlow } from '../use-booking-flow.ts';
import { BookingDetailsModal } from './booking-details-modal.tsx';
import { ConfirmBookingModal } from './confirm-booking-modal.tsx';
import { ThankYouModal } from './thank-you-modal.tsx';
import { selectionFee } from '../booking-summary.ts';
import { currencyOf } from '../../../shared/format/currency.ts';
import { formatFee } from '../../../shared/format/money.ts';

/** The modals after the selection: login (guests), details, confirmation, thank-you (000 §2 booking modals). */
export function BookingFlowModalsLive({ flow }: { flow: BookingFlow }) {
  const t = useT();
  const { step, setStep } = flow;
  const toSlots = () => setStep('select');
  const fee = selectionFee(flow.data, flow.selection);
  return (
    <>
      <LoginDialog
        isOpen={step === 'login'}
        onClose={toSlots}
        onSuccess={flow.onLoggedIn}
        title={t('booking.loginTitle')}
        intro={t('booking.loginIntro')}
      />
      <BookingDetailsModal
        isOpen={step === 'details'}
        onClose={toSlots}
        onSubmit={flow.submitDetails}
        previous={flow.pending?.details}
        serverErrors={flow.detailErrors}
        initialFor={flow.initialFor}
        insurance={{ doctorId: flow.doctor.id, type: flow.selection.type, clinicId: flow.selection.clinicId, feeLabel: fee === null || !flow.data ? null : formatFee(fee, currencyOf({ timeZone: flow.data.time_zone })) }}
      />
      <ConfirmBookingModal
        isOpen={step === 'confirm'}
        pending={flow.pending}
        submitting={flow.submitting}
        error={flow.confirmError}
        onConfirm={flow.confirm}
        onBack={() => setStep('details')}
        onClose={() => !flow.submitting && toSlots()}
      />
      <ThankYouModal isOpen={step === 'thanks'} summary={flow.booked?.summary ?? null} />
    </>
  );
}
