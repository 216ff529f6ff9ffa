import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Modal } from '../../../components/ui/modal.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ADMIN_REASON_MAX, decisionReason } from '../../../shared/schemas/admin.ts';
import { useT } from '../../../lib/i18n.ts';

export interface DecisionDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, spelled out before confirming. */
  consequence: ReactNode;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  /** Ask for a reason (Reject, Hide), with who reads it. */
  reasonHelp?: string;
  isPending: boolean;
  /** The server's refusal (e.g. another admin decided first). */
  error: string | null;
  onConfirm: (reason: string) => void;
}

/** Confirms a decision: the consequence, the reason when one is needed, and the server's answer if it refuses. */
export function DecisionDialog(props: DecisionDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const confirm = () => {
    if (props.reasonHelp !== undefined) {
      const parsed = decisionReason.safeParse(reason);
      if (!parsed.success) {
        setInvalid(parsed.error.issues[0]?.message ?? t('admin.reason'));
        return;
      }
      props.onConfirm(parsed.data);
      return;
    }
    props.onConfirm('');
  };
  return (
    <Modal isOpen={props.isOpen} onOpenChange={props.onOpenChange} title={props.title} role="alertdialog" isDismissable={!props.isPending}>
      {(close) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <div className="text-sm text-slate-700">{props.consequence}</div>
          {props.reasonHelp !== undefined ? (
            <TextField
              className="mt-4"
              label={t('admin.reason')}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setInvalid(null);
              }}
              rows={3}
              isRequired
              maxLength={ADMIN_REASON_MAX}
              description={props.reasonHelp}
              errorMessage={invalid ?? undefined}
            />
          ) : null}
          {props.error ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {props.error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button className={buttonClass('secondary', 'md')} onPress={close} isDisabled={props.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" className={buttonClass(props.tone, 'md')} isDisabled={props.isPending}>
              {props.isPending ? <Spinner size="sm" decorative /> : null}
              {props.confirmLabel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
