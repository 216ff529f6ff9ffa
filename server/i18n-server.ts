import { enServer } from '../src/shared/i18n/en-server.ts';
import { arServer } from '../src/shared/i18n/ar-server.ts';
import { hiServer } from '../src/shared/i18n/hi-server.ts';
import { defineCatalogs, loadCatalog, type Namespace } from '../src/shared/i18n/catalogs.ts';
import { setLocaleSource } from '../src/shared/i18n/format.ts';
import { LOCALE_CODES } from '../src/shared/i18n/locale.ts';
import { localeNow } from './services/common/locale-context.ts';

/**
 * The server words mails, SMS, answers and pages in the request's or the recipient's language, so it
 * loads every namespace of src/shared/i18n/catalogs.ts in every language at start, through the same
 * loader as the browser. Its own messages (`server`) are defined here, so the web app's build never
 * carries them. Imported first by every server entry (app.ts, the admin CLI) and by the test setup.
 */
defineCatalogs('server', {
  en: async () => enServer,
  ar: async () => arServer,
  hi: async () => hiServer,
});
const NAMESPACES: Namespace[] = ['common', 'consult', 'family', 'admin', 'server'];
await Promise.all(NAMESPACES.flatMap((namespace) => LOCALE_CODES.map((locale) => loadCatalog(namespace, locale))));
setLocaleSource(localeNow);
