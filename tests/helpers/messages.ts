// Tests read every message, the server's own included (see server/i18n-server.ts).
import '../../server/i18n-server.ts';

export * from '../../src/shared/i18n/format.ts';
