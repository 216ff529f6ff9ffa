import { LOCALE_INFO } from '../shared/i18n/locale.ts';
import { getLocale, rememberLocale, savedLocale, setLocale, type Locale } from './i18n.ts';
import { getSession } from './session.ts';

/** The account's language (POST /api/language); `keepalive` lets the call finish while the page reloads. */
function saveAccountLanguage(locale: Locale): void {
  void fetch('/api/language', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Session-Transport': 'cookie' },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}

/**
 * A person picks a language: saved on this device, and on the account when signed in (its mails and
 * SMS follow it).
 */
export function chooseLanguage(locale: Locale): void {
  if (!(locale in LOCALE_INFO)) return;
  if (getSession() !== null) saveAccountLanguage(locale);
  setLocale(locale);
}

/**
 * On sign-in: the language this device reads in becomes the account's when they differ (the latest
 * choice wins, so mails follow it); a device that never chose adopts the account's for its next page.
 */
export function syncAccountLanguage(accountLocale: string | null | undefined): void {
  const deviceChoice = savedLocale() ?? (getLocale() !== 'en' ? getLocale() : null);
  if (deviceChoice && deviceChoice !== accountLocale) {
    saveAccountLanguage(deviceChoice);
  } else if (!deviceChoice && accountLocale && accountLocale in LOCALE_INFO) {
    rememberLocale(accountLocale as Locale);
  }
}
