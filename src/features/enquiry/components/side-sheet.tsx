import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseButton } from '../../../components/ui/modal.tsx';

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
                <CloseButton onPress={close} />
              </div>
              <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
