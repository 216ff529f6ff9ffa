import { useId, useState, type FormEvent } from 'react';
import { buttonClass, fieldClass, labelClass } from '../../../components/ui/button-styles.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import { CANCEL_DESCRIPTION_MAX, CANCEL_REASON_MAX } from '../../../shared/constants.ts';

/**
 * The doctor's Cancel (001 §2): asks a reason (required, 'Reason is required*')
 * and an optional description, which the patient's notification carries.
 * `serverError`: the server's message for the reason, when it refused it.
 */
export function CancelBookingDialog({
  isOpen,
  onOpenChange,
  intro,
  isPending,
  serverError,
  onSubmit,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  intro: string;
  isPending: boolean;
  serverError?: string;
  onSubmit: (reason: string, description: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && !reason.trim();
  const reasonError = missing ? t('cancel.reasonRequired') : serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reason.trim()) return;
    onSubmit(reason, description);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('doctorBookings.cancelTitle')} isDismissable={!isPending}>
      {(close) => (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">{intro}</p>
          <div>
            <label htmlFor={`${id}-reason`} className={labelClass}>
              {t('doctorBookings.cancelReason')} <span aria-hidden="true" className="text-red-700">*</span>
            </label>
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              aria-required="true"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              data-invalid={reasonError ? '' : undefined}
              className={fieldClass}
              autoFocus
            />
            {reasonError ? (
              <p id={`${id}-reason-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-description`} className={labelClass}>
              {t('doctorBookings.cancelDescription')}
            </label>
            <textarea
              id={`${id}-description`}
              value={description}
              maxLength={CANCEL_DESCRIPTION_MAX}
              rows={3}
              onChange={(event) => setDescription(event.target.value)}
              className={`${fieldClass} h-auto py-2`}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('secondary')} onClick={close} disabled={isPending}>
              {t('doctorBookings.keep')}
            </button>
            <button type="submit" className={buttonClass('danger')} disabled={isPending}>
              {isPending ? <Spinner size="sm" decorative /> : null}
              {t('doctorBookings.cancelSubmit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
