import { useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useLogout } from '../use-logout.ts';

/**
 * Edit Profile's (patient and doctor) "Sign out everywhere": a phone lost or a computer shared,
 * every session of the account ends, this one too (issue 36).
 */
export function SignOutEverywhere() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { logout, pending } = useLogout();
  return (
    <section aria-labelledby="sign-out-everywhere" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="sign-out-everywhere" className="text-base font-semibold text-slate-900">
        {t('auth.everywhere.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('auth.everywhere.help')}</p>
      <Button className={buttonClass('secondary', 'md', 'mt-4 text-red-800')} onPress={() => setOpen(true)}>
        {t('auth.everywhere.button')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('auth.everywhere.button')}
        message={t('auth.everywhere.confirm')}
        confirmLabel={t('auth.everywhere.button')}
        isPending={pending}
        onConfirm={() => void logout({ everywhere: true }).then((done) => done && setOpen(false))}
      />
    </section>
  );
}
