import { buttonClass } from '../../../components/ui/button-styles.ts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useT } from '../../../lib/i18n.ts';

/** The thank-you after a claim or reclaim is sent (001 §2 copy, exactly). */
export function ClaimThanksModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t('claim.thanks.title')} size="sm">
      {(close) => (
        <div className="space-y-5 text-center">
          <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <CheckIcon width={28} height={28} />
          </span>
          <p className="text-base text-slate-700">{t('claim.thanks.text')}</p>
          <button type="button" onClick={close} className={buttonClass('primary', 'lg', 'w-full')}>
            {t('claim.thanks.done')}
          </button>
        </div>
      )}
    </Modal>
  );
}
