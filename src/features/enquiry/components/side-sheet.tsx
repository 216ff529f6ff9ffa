import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';

export interface SideSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  /** Keep it open while a request is in flight. */
  isDismissable?: boolean;
}

/**
 * A drawer at the inline end of the screen (react-aria Modal): Escape and a
 * backdrop click close it, focus stays inside while open. Full width on phones.
 */
export function SideSheet({ isOpen, onOpenChange, title, children, isDismissable = true }: SideSheetProps) {
  const t = useT();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="fixed inset-0 z-50 flex justify-end bg-slate-900/50 backdrop-blur-[2px] data-[entering]:animate-[fade-in_150ms_ease-out] data-[exiting]:animate-[fade-in_120ms_ease-in_reverse]"
    >
      <Modal className="flex h-full w-full max-w-md flex-col bg-white shadow-2xl outline-none transition-transform duration-200 ease-out data-[entering]:translate-x-full rtl:data-[entering]:-translate-x-full">
        <Dialog className="flex h-full flex-col outline-none">
          {({ close }) => (
            <>
              <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
                <Heading slot="title" className="text-lg font-semibold text-slate-900">
                  {title}
                </Heading>
                <Button
                  onPress={close}
                  aria-label={t('ui.close')}
                  className="-me-2 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600"
                >
                  <CloseIcon />
                </Button>
              </div>
              <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
