import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { del } from 'idb-keyval';
import { useState } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api-client.ts';
import { t } from '../../lib/i18n.ts';
import { forgetCachedQueries, PERSISTED_CACHE_KEY } from '../../lib/query-persister.ts';
import { REGISTRATION_FILES_KEY } from '../../lib/local-data-keys.ts';
import { clearSession, getSession } from '../../lib/session.ts';
import { logout, logoutEverywhere } from './api/logout.ts';

/**
 * Logout (000 §4): revoke the session on the server, then forget everything local
 * (session, query cache, persisted cache, queued offline writes, recently viewed) and go to /doctor-login for doctors, / otherwise.
 * If the server cannot be reached the user stays signed in and sees 'Error during logout'.
 * Sign out everywhere is the same, with every session of the account revoked.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  /** `everywhere`: every session of the account ends, on every device (Sign out everywhere). */
  const run = async ({ everywhere = false }: { everywhere?: boolean } = {}): Promise<boolean> => {
    const role = getSession()?.userType;
    setPending(true);
    try {
      await (everywhere ? logoutEverywhere() : logout());
    } catch (error) {
      // 401: the session was already gone on the server, which is what we wanted.
      if (!(isApiError(error) && error.status === 401)) {
        setPending(false);
        toast.error(t('auth.logoutError'));
        return false;
      }
    }
    clearSession();
    forgetCachedQueries(queryClient);
    // The persisted cache, the offline queue and recently viewed doctors (DESIGN §6).
    await Promise.all([
      del(PERSISTED_CACHE_KEY).catch(() => undefined),
      // A registration's chosen photo and ID proofs (issue 42).
      del(REGISTRATION_FILES_KEY).catch(() => undefined),
      import('../../lib/offline-db.ts').then((db) => db.clearOfflineData()).catch(() => undefined),
    ]);
    setPending(false);
    toast.success(t(everywhere ? 'auth.loggedOutEverywhere' : 'auth.loggedOut'));
    await navigate({ to: role === 'doctor' ? '/doctor-login' : '/', replace: true });
    return true;
  };

  return { logout: run, pending };
}
