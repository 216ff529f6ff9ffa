import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from './button-styles.ts';
import { WarningIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  /** Defaults to the catalog's Confirm / Cancel (000 §2). */
  confirmLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  tone?: 'danger' | 'primary';
}

/** A yes/no question with a warning icon (e.g. Logout: 'Are you sure want to logout?'). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  isPending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4 backdrop-blur-[2px] data-[entering]:animate-[fade-in_150ms_ease-out]"
    >
      <AriaModal className="w-full max-w-sm rounded-2xl bg-white shadow-xl outline-none data-[entering]:animate-[rise-in_180ms_ease-out]">
        <Dialog role="alertdialog" className="p-6 text-center outline-none">
          {({ close }) => (
            <>
              <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
                <WarningIcon width={28} height={28} />
              </div>
              <Heading slot="title" className="text-lg font-semibold text-slate-900">
                {title}
              </Heading>
              <div className="mt-2 text-sm text-slate-600">{message}</div>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
                <Button className={buttonClass('secondary', 'md', 'sm:min-w-28')} onPress={close} isDisabled={isPending}>
                  {cancelLabel ?? t('common.cancel')}
                </Button>
                <Button
                  autoFocus
                  className={buttonClass(tone === 'danger' ? 'danger' : 'primary', 'md', 'sm:min-w-28')}
                  onPress={onConfirm}
                  isDisabled={isPending}
                >
                  {isPending ? <Spinner size="sm" decorative /> : null}
                  {confirmLabel ?? t('common.confirm')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
