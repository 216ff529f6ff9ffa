import { Suspense, lazy } from 'react';
import { TOAST_MS } from '../../shared/constants.ts';
import { useLocale, useT, LOCALES } from '../../lib/i18n.ts';
import { loadSonner } from './toast.ts';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The single toast area of the app (mounted once in the shell; sonner loads after the first render). */
export function Toaster() {
  const locale = useLocale();
  const t = useT();
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        duration={TOAST_MS}
        dir={LOCALES[locale].dir}
        // sonner's own English labels otherwise ("Notifications alt+T", "Close toast"); the shortcut's key names stay.
        containerAriaLabel={t('ui.notifications')}
        toastOptions={{ closeButtonAriaLabel: t('ui.close') }}
      />
    </Suspense>
  );
}
