import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { WarningIcon, WifiOffIcon } from '../ui/icons.tsx';
import { useOnline } from '../ui/offline-banner.tsx';
import { PageContainer } from './page.tsx';

/** A failure caused by the network being away (the API client's status 0), not by the server. */
export const isOfflineError = (error: unknown): boolean =>
  (isApiError(error) && error.status === 0) || (typeof navigator !== 'undefined' && !navigator.onLine);

export interface RouteErrorProps extends ErrorComponentProps {
  /** Offline copy for pages with something more specific to say (the doctor page). */
  offlineTitle?: string;
  offlineHint?: string;
}

/**
 * Shown when a route's loader or component fails: never a stack trace, always a way on.
 * Offline, it says so plainly (a page never opened before has nothing saved) and points home.
 */
export function RouteError({ error, reset, offlineTitle, offlineHint }: RouteErrorProps) {
  const t = useT();
  const router = useRouter();
  const online = useOnline();
  const offline = !online || isOfflineError(error);
  return (
    <PageContainer className="flex min-h-[50dvh] items-center justify-center">
      <div role="alert" className="max-w-md text-center">
        <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          {offline ? <WifiOffIcon width={28} height={28} /> : <WarningIcon width={28} height={28} />}
        </div>
        <p className="text-lg font-semibold text-slate-900">
          {offline ? (offlineTitle ?? t('offline.pageUnavailable')) : t('common.serverError')}
        </p>
        {offline ? <p className="mt-2 text-sm text-slate-600">{offlineHint ?? t('offline.notSaved')}</p> : null}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t('shell.reload')}
          </button>
          {offline ? (
            <Link to="/" className={buttonClass('secondary', 'md')}>
              {t('offline.goHome')}
            </Link>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}
