import { Svg } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { promptInstall } from '../../../lib/pwa.ts';
import { useInstallPrompt } from '../use-install.ts';

/**
 * 'Install app' in the top bar while the browser offers installation; gone once installed.
 * On phones only the icon shows (the label stays as its accessible name): with the
 * label the header wrapped to two rows.
 */
export function InstallButton() {
  const t = useT();
  const offer = useInstallPrompt();
  if (!offer) return null;
  return (
    // A native button: react-aria's press and hover code would load on every page just for this (issue 17).
    <button
      type="button"
      onClick={() => void promptInstall()}
      className="me-2 inline-flex h-9 w-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-teal-200 bg-teal-50 text-sm sm:w-auto sm:px-3 font-semibold text-teal-800 outline-none hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      <Svg width={16} height={16}>
        <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
      </Svg>
      <span className="sr-only sm:not-sr-only">{t('offline.install')}</span>
    </button>
  );
}
