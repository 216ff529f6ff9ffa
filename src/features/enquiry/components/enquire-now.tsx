import { useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { EnquiryForm } from './enquiry-form.tsx';
import { SideSheet } from './side-sheet.tsx';

export interface EnquireNowProps {
  doctor: Pick<DoctorDetail, 'id' | 'verification_badge' | 'time_zone'>;
  className?: string;
}

/** 'Enquire Now' on the detail page of an unverified doctor (000 §2), opening the enquiry drawer (001 §2). */
export function EnquireNow({ doctor, className = '' }: EnquireNowProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (doctor.verification_badge === 'yes') return null;
  return (
    <>
      <Button onPress={() => setOpen(true)} className={buttonClass('primary', 'lg', `w-full ${className}`)}>
        {t('enquiry.enquireNow')}
      </Button>
      <SideSheet isOpen={open} onOpenChange={(next) => !busy && setOpen(next)} title={t('enquiry.title')} isDismissable={!busy}>
        <p className="mb-5 text-sm text-slate-600">{t('enquiry.intro')}</p>
        <EnquiryForm doctorId={doctor.id} timeZone={doctor.time_zone} onSent={() => setOpen(false)} onBusyChange={setBusy} />
      </SideSheet>
    </>
  );
}
