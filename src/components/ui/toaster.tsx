import { Suspense, lazy } from 'react';
import { TOAST_MS } from '../../shared/constants.ts';
import { useLocale, LOCALES } from '../../lib/i18n.ts';
import { loadSonner } from './toast.ts';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** The single toast area of the app (mounted once in the shell; sonner loads after the first render). */
export function Toaster() {
  const locale = useLocale();
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        richColors
        closeButton
        duration={TOAST_MS}
        dir={LOCALES[locale].dir}
      />
    </Suspense>
  );
}
