import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';

/** Loading, failed and empty states shared by the queues. */
export function Loading() {
  const t = useT();
  return (
    <div className="flex justify-center py-10">
      <Spinner label={t('ui.loading')} />
    </div>
  );
}

export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string | undefined }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{message ?? t('admin.loadFailed')}</p>
      <Button className={buttonClass('secondary', 'sm', 'mt-3')} onPress={onRetry}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

export function Nothing({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{text}</p>;
}
