import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_MS } from '../../shared/constants.ts';
import { useLocale, LOCALES } from '../../lib/i18n.ts';

/** The single toast area of the app (mounted once in the shell). */
export function Toaster() {
  const locale = useLocale();
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      duration={TOAST_MS}
      dir={LOCALES[locale].dir}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
