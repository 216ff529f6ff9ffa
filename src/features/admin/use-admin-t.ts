import { useCallback, useMemo } from 'react';
import { LOCALES, useLocale } from '../../lib/i18n.ts';
import { enAdmin, tAdmin, type AdminMessageKey } from '../../shared/i18n/en-admin.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';

export type AdminTranslate = (key: AdminMessageKey | MessageKey, params?: Record<string, string | number>) => string;

/** `t` for the console: its own catalog (loaded with the console) over the app's. */
export function useAdminT(): AdminTranslate {
  const locale = useLocale();
  const catalog = useMemo<Record<string, string>>(() => ({ ...LOCALES[locale].catalog, ...enAdmin }), [locale]);
  return useCallback<AdminTranslate>((key, params) => tAdmin(key, params, catalog), [catalog]);
}
