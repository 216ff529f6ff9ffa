import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { WarningIcon } from '../ui/icons.tsx';
import { PageContainer } from './page.tsx';

/** Shown when a route's loader or component fails: never a stack trace, always a way on. */
export function RouteError({ reset }: ErrorComponentProps) {
  const t = useT();
  const router = useRouter();
  return (
    <PageContainer className="flex min-h-[50dvh] items-center justify-center">
      <div role="alert" className="max-w-md text-center">
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <WarningIcon width={28} height={28} />
        </div>
        <p className="text-lg font-semibold text-slate-900">{t('common.serverError')}</p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('shell.reload')}
        </button>
      </div>
    </PageContainer>
  );
}
