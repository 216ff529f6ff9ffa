import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { displayName } from '../../../shared/format/display-name.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { PendingMarker } from '../../../components/ui/pending-marker.tsx';
import { usePendingActions } from '../../../lib/offline/use-pending-actions.ts';
import { EnquiryForm } from './enquiry-form.tsx';
import { SideSheet } from './side-sheet.tsx';

export interface EnquireNowProps {
  doctor: Pick<DoctorDetail, 'id' | 'verification_badge' | 'time_zone' | 'first_name' | 'last_name'>;
  className?: string;
}

/**
 * 'Enquire Now' on the detail page of an unverified doctor (000 §2), opening the enquiry
 * drawer (001 §2). An enquiry made offline waits in the queue: 'Enquiry pending' says so here.
 */
export function EnquireNow({ doctor, className = '' }: EnquireNowProps) {
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const pending = usePendingActions({ kind: 'enquiry', targetId: doctor.id, userId: session?.userId ?? -1 }, { enabled: session !== null });
  if (doctor.verification_badge === 'yes') return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('primary', 'lg', `w-full ${className}`)}>
        {t('enquiry.enquireNow')}
      </button>
      <PendingMarker actions={pending} label={t('offline.pending.enquiry')} className="mt-3" />
      <SideSheet isOpen={open} onOpenChange={(next) => !busy && setOpen(next)} title={t('enquiry.title')} isDismissable={!busy}>
        <p className="mb-5 text-sm text-slate-600">{t('enquiry.intro')}</p>
        <EnquiryForm
          doctorId={doctor.id}
          doctorName={displayName(`${doctor.first_name} ${doctor.last_name}`).replace(/^Dr\.?\s+/i, '')}
          timeZone={doctor.time_zone}
          onSent={() => setOpen(false)}
          onBusyChange={setBusy}
        />
      </SideSheet>
    </>
  );
}
