import { useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { isStandalone } from '../../../lib/pwa.ts';
import { showsIosHint } from '../install-rules.ts';

const DISMISSED_KEY = 'mb.ios-install-hint-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * iOS Safari has no install prompt: a short 'Add to Home Screen' hint instead, until the
 * user dismisses it (remembered on this device) or opens the installed app.
 */
export function IosInstallHint() {
  const t = useT();
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = showsIosHint({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    dismissed,
  });
  if (!shown) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered; hidden for this visit anyway.
    }
  };
  return (
    <aside
      aria-label={t('offline.iosHintTitle')}
      className="fixed inset-x-3 bottom-3 z-40 flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:inset-x-auto sm:end-4 sm:max-w-sm"
    >
      <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">{t('offline.iosHintTitle')}</p>
        <p className="mt-0.5 text-sm text-slate-600">{t('offline.iosHint')}</p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('offline.dismiss')}
        className="-me-1 -mt-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-500 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </aside>
  );
}
