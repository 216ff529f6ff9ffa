import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { usePendingActions } from '../../../lib/offline/use-pending-actions.ts';
import { PendingActionsList } from './pending-actions-list.tsx';

/**
 * 'Pending (n)' in the top bar, only while this person has writes waiting or refused:
 * opens the list with Discard. Where a user looks first when something is not sent yet.
 */
export function PendingButton() {
  const t = useT();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const filter = { userId: session?.userId ?? -1 };
  const actions = usePendingActions(filter);
  if (!session || !actions.length) return null;
  const failed = actions.some((action) => action.status === 'failed');
  return (
    <>
      <Button
        onPress={() => setOpen(true)}
        aria-label={t('offline.pending.buttonLabel', { count: actions.length })}
        className={`me-2 inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 ${failed ? 'bg-red-100 text-red-800 hover:bg-red-200' : 'bg-amber-100 text-amber-900 hover:bg-amber-200'}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${failed ? 'bg-red-600' : 'bg-amber-500'}`} />
        {t('offline.pending.button', { count: actions.length })}
      </Button>
      <Modal isOpen={open} onOpenChange={setOpen} title={t('offline.pending.title')}>
        <p className="mb-4 text-sm text-slate-600">{t('offline.pending.intro')}</p>
        <PendingActionsList filter={filter} />
      </Modal>
    </>
  );
}
