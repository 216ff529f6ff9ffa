import { useCallback, useEffect, useState } from 'react';
import { ensureAdminMessages, useLocale } from '../../lib/i18n.ts';
import { tAdmin, type AdminMessageKey } from '../../shared/i18n/en-admin.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';

export type AdminTranslate = (key: AdminMessageKey | MessageKey, params?: Record<string, string | number>) => string;

/** `t` for the console: its own catalog (loaded with the console, in the active language) over the app's. */
export function useAdminT(): AdminTranslate {
  const locale = useLocale();
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void ensureAdminMessages(locale)
      .then((added) => {
        if (added && live) setLoaded((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  // `loaded` re-creates the function once the console's translated messages arrive.
  return useCallback<AdminTranslate>((key, params) => tAdmin(key, params, locale), [locale, loaded]);
}
