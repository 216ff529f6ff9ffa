import { enServer } from '../src/shared/i18n/en-server.ts';
import { addMessages } from '../src/shared/i18n/format.ts';

/**
 * The server's own messages (mails, SMS, answers the web app never looks up) join the catalog.
 * Imported first by every server entry (app.ts, the admin CLI) and by the test setup.
 */
addMessages(enServer);
