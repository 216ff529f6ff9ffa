import '../src/shared/i18n/en-consult.ts';
import { enServer } from '../src/shared/i18n/en-server.ts';
import { ar } from '../src/shared/i18n/ar.ts';
import { arServer } from '../src/shared/i18n/ar-server.ts';
import { arAdmin } from '../src/shared/i18n/ar-admin.ts';
import { hi } from '../src/shared/i18n/hi.ts';
import { hiServer } from '../src/shared/i18n/hi-server.ts';
import { hiAdmin } from '../src/shared/i18n/hi-admin.ts';
import { addMessages, setIcuFormatter, setLocaleSource } from '../src/shared/i18n/format.ts';
import { formatIcu } from '../src/shared/i18n/icu.ts';
import { localeNow } from './services/common/locale-context.ts';

/**
 * The server's own messages (mails, SMS, answers the web app never looks up) join the catalog, and
 * every language's catalogs (the server words its text in the request's or the recipient's language).
 * Imported first by every server entry (app.ts, the admin CLI) and by the test setup.
 */
addMessages(enServer);
addMessages({ ...(ar as Record<string, string>), ...(arServer as Record<string, string>), ...(arAdmin as Record<string, string>) }, 'ar');
addMessages({ ...(hi as Record<string, string>), ...(hiServer as Record<string, string>), ...(hiAdmin as Record<string, string>) }, 'hi');
setLocaleSource(localeNow);
setIcuFormatter(formatIcu);
