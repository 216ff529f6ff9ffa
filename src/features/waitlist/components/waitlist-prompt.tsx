import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { WAITLIST_HOLD_MINUTES } from '../../../shared/constants.ts';
import { useSession } from '../../../lib/session.ts';
import type { AvailabilityData } from '../../../shared/schemas/booking.ts';
import { showWaitlistPrompt, type WaitlistContext } from '../waitlist-rules.ts';

const WaitlistDialog = lazy(() => import('./waitlist-dialog.tsx').then((m) => ({ default: m.WaitlistDialog })));

export interface WaitlistPromptProps {
  doctorId: number;
  context: WaitlistContext;
  data: AvailabilityData | undefined;
}

/** Under the booking panel: 'Notify me if an earlier time frees up' when the days wanted are full (issue 19). */
export function WaitlistPrompt({ doctorId, context, data }: WaitlistPromptProps) {
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!showWaitlistPrompt(context, data)) return null;
  const patient = session?.userType === 'user';
  return (
    <div className="mt-4 rounded-xl border border-dashed border-teal-300 bg-teal-50/50 p-3 text-sm">
      {/* A native button: the doctor page's booking area loads no react-aria code with the page (issue 17). */}
      <button type="button" onClick={() => setOpen(true)} disabled={!patient} className={buttonClass('secondary', 'md', 'w-full')}>
        {t('waitlist.notify')}
      </button>
      <p className="mt-2 text-center text-xs text-slate-600">{patient ? t('waitlist.notifyHint', { minutes: WAITLIST_HOLD_MINUTES }) : t('waitlist.needsSignIn')}</p>
      {open ? (
        <Suspense fallback={null}>
          <WaitlistDialog doctorId={doctorId} context={context} data={data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
