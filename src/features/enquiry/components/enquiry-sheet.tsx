import { useT } from '../../../lib/i18n.ts';
import { EnquiryForm, type EnquiryFormProps } from './enquiry-form.tsx';
import { SideSheet } from './side-sheet.tsx';

export interface EnquirySheetProps extends Omit<EnquiryFormProps, 'onBusyChange'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
}

/** The enquiry drawer (001 §2): its own chunk, fetched ahead of the first press of 'Enquire Now'. */
export function EnquirySheet({ isOpen, onOpenChange, busy, onBusyChange, ...form }: EnquirySheetProps) {
  const t = useT();
  return (
    <SideSheet isOpen={isOpen} onOpenChange={(next) => !busy && onOpenChange(next)} title={t('enquiry.title')} isDismissable={!busy}>
      <p className="mb-5 text-sm text-slate-600">{t('enquiry.intro')}</p>
      <EnquiryForm {...form} onBusyChange={onBusyChange} />
    </SideSheet>
  );
}
