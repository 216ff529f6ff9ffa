import { currentLocale } from '../../../src/shared/i18n/format.ts';
import { localizePath } from '../../../src/shared/i18n/locale.ts';

/**
 * Links a mail, SMS or WhatsApp message carries open in the message's language (issue 42): a message is
 * composed inside `withLocale(recipient's language)`, so the current locale is the reader's, and an Arabic
 * reminder's one-tap link opens /ar/appointment-link even on a phone set to English.
 */
export function siteLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${localizePath(path, currentLocale())}`;
}

/** The web app's pages a message links to (a stored video link, a one-tap link built elsewhere). */
const APP_PAGES = /^\/(consult|appointment-link|my-appointments)(\/|$)/;

/** A link of ours built outside the message (stored with the booking, or by the caller) in the message's language. */
export function inMessageLanguage(url: string): string {
  // The URL as written (a URL object would drop a default port and change the text of English links).
  const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)(.*)$/s.exec(url);
  if (!match || !APP_PAGES.test(match[2]!)) return url;
  return `${match[1]}${localizePath(match[2]!, currentLocale())}${match[3]}`;
}
