import { Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { displayName } from '../../../shared/format/display-name.ts';
import type { DoctorDetail } from '../../../shared/schemas/doctor.ts';
import { PendingMarker } from '../../../components/ui/pending-marker.tsx';
import { usePendingActions } from '../../../lib/offline/use-pending-actions.ts';
import { lazyComponent } from '../../../lib/on-demand.ts';

/** The drawer's code is fetched ahead of the press (hover, touch, keyboard focus). */
const { Component: EnquirySheet, preload: preloadSheet } = lazyComponent(() => import('./enquiry-sheet.tsx').then((m) => m.EnquirySheet));

export interface EnquireNowProps {
  doctor: Pick<DoctorDetail, 'id' | 'verification_badge' | 'time_zone' | 'first_name' | 'last_name'>;
  className?: string;
}

/**
 * 'Enquire Now' on the detail page of an unverified doctor (000 §2), opening the enquiry
 * drawer (001 §2). An enquiry made offline waits in the queue: 'Enquiry pending' says so here.
 * The drawer (react-aria's dialog, the form's fields) is its own chunk, mounted from its first
 * opening: a visitor who only reads the profile never runs it (issue 17).
 */
export function EnquireNow({ doctor, className = '' }: EnquireNowProps) {
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const pending = usePendingActions({ kind: 'enquiry', targetId: doctor.id, userId: session?.userId ?? -1 }, { enabled: session !== null });
  if (doctor.verification_badge === 'yes') return null;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        onPointerEnter={preloadSheet}
        onTouchStart={preloadSheet}
        onFocus={preloadSheet}
        aria-haspopup="dialog"
        className={buttonClass('primary', 'lg', `w-full ${className}`)}
      >
        {t('enquiry.enquireNow')}
      </button>
      <PendingMarker actions={pending} label={t('offline.pending.enquiry')} className="mt-3" />
      {opened ? (
        <Suspense fallback={null}>
          <EnquirySheet
            isOpen={open}
            onOpenChange={setOpen}
            busy={busy}
            onBusyChange={setBusy}
            doctorId={doctor.id}
            doctorName={displayName(`${doctor.first_name} ${doctor.last_name}`).replace(/^Dr\.?\s+/i, '')}
            timeZone={doctor.time_zone}
            onSent={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
