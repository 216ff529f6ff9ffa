import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../lib/i18n.ts';
import { CloseIcon } from './icons.tsx';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface ModalProps {
  /** Controlled open state; leave both out inside a react-aria DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode | ((close: () => void) => ReactNode);
  size?: keyof typeof widths;
  role?: 'dialog' | 'alertdialog';
  /** Backdrop clicks close the modal unless turned off (e.g. while a form submits). */
  isDismissable?: boolean;
  hideCloseButton?: boolean;
}

/** The round × at the end of a dialog's title row (the modal's, the side sheet's). */
export function CloseButton({ onPress, className = '' }: { onPress: () => void; className?: string }) {
  const t = useT();
  return (
    <Button
      onPress={onPress}
      aria-label={t('ui.close')}
      className={`-me-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 ${className}`}
    >
      <CloseIcon />
    </Button>
  );
}

/**
 * The app's modal (000 §2): closes on Escape and on a backdrop click, traps focus while
 * open and gives it back to the trigger on close (react-aria).
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  children,
  size = 'md',
  role = 'dialog',
  isDismissable = true,
  hideCloseButton = false,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 backdrop-blur-[2px] data-[entering]:animate-[fade-in_150ms_ease-out] data-[exiting]:animate-[fade-in_120ms_ease-in_reverse] sm:items-center sm:p-4"
    >
      <AriaModal
        className={`max-h-[92dvh] w-full ${widths[size]} overflow-y-auto rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl data-[entering]:animate-[rise-in_180ms_ease-out]`}
      >
        <Dialog role={role} className="relative p-5 outline-none sm:p-6">
          {({ close }) => (
            <>
              <div className="mb-4 flex items-start justify-between gap-4">
                <Heading slot="title" className={hideTitle ? 'sr-only' : 'text-lg font-semibold text-slate-900'}>
                  {title}
                </Heading>
                {hideCloseButton ? null : <CloseButton onPress={close} className="-mt-1" />}
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
