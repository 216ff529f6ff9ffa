import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useOnline } from '../../../components/ui/offline-banner.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';

/** A section's Save (each section is saved by its own call, 001 §7). */
export function SaveButton({ pending }: { pending: boolean }) {
  const t = useT();
  // Each section is saved straight on the server: offline, Save waits (the page says why).
  const online = useOnline();
  return (
    <div className="mt-6 flex justify-end border-t border-slate-100 pt-5">
      <Button type="submit" isPending={pending} isDisabled={!online} className={buttonClass('primary', 'md', 'min-w-28')}>
        {pending ? (
          <>
            <Spinner size="sm" decorative />
            {t('portalProfile.saving')}
          </>
        ) : (
          t('portalProfile.save')
        )}
      </Button>
    </div>
  );
}
