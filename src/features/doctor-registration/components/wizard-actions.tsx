import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';

/** Back and Continue (or Submit) under a step. */
export function WizardActions({
  onBack, onNext, nextLabel, pending = false, pendingLabel,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel: string;
  pending?: boolean;
  pendingLabel?: string;
}) {
  const t = useT();
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
      {onBack ? (
        <Button onPress={onBack} className={buttonClass('secondary')}>
          {t('registration.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" onPress={onNext} isPending={pending} className={buttonClass('primary', 'md', 'min-w-32')}>
        {pending ? (
          <>
            <Spinner size="sm" decorative />
            {pendingLabel ?? nextLabel}
          </>
        ) : (
          nextLabel
        )}
      </Button>
    </div>
  );
}
