/**
 * npm run admin -- <command> [arguments]   (DESIGN §8 admin tasks)
 *
 * Opens the database the way the server does (DATABASE_URL, else PGlite in
 * DATA_DIR/db, default ./data) and migrates it. With PostgreSQL it works while
 * servers run. With PGlite an embedded database has one process at a time:
 * while a server holds DATA_DIR this exits, pointing to the verification
 * console (/admin) or to stopping the server.
 *
 * `--as <admin email>` records decisions in the audit log under that admin
 * account; without it they are recorded as 'command line (<os user>)'.
 *
 * Commands live in one file per group (claims.ts, …), each exporting a
 * CommandGroup; add a group to GROUPS below.
 */
import '../i18n-server.ts';
import os from 'node:os';
import { fileStoreOf } from '../services/files/file-store-of.ts';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { AppError } from '../errors.ts';
import { claimCommands } from './claims.ts';
import { doctorCommands } from './doctors.ts';
import { UsageError, type AdminContext, type CommandGroup } from './command.ts';
import { consoleLogger } from './logger.ts';
import { resolveActor, takeOption } from './actor.ts';
import { t } from '../../src/shared/i18n/format.ts';

const GROUPS: CommandGroup[] = [claimCommands, doctorCommands];
const commands: CommandGroup = Object.assign({}, ...GROUPS);

function printHelp(): void {
  console.log('usage: npm run admin -- <command> [arguments] [--as <admin email>]\n\ncommands:');
  for (const command of Object.values(commands)) console.log(`  ${command.usage}\n      ${command.summary}`);
}

const { value: asAdmin, rest: argv } = takeOption(process.argv.slice(2), '--as');
const [name, ...args] = argv;
if (!name || name === 'help' || name === '--help' || name === '-h') {
  printHelp();
  process.exit(name ? 0 : 2);
}
const command = commands[name];
if (!command) {
  console.error(`unknown command: ${name}\n`);
  printHelp();
  process.exit(2);
}

const config = loadConfig();
// The same database as the server (PGlite in DATA_DIR/db); refused while a server holds DATA_DIR.
const database = await openConfiguredDatabase({ url: config.DATABASE_URL || undefined, dataDir: config.dataDir }).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    const url = config.PUBLIC_URL || `http://localhost:${config.PORT}`;
    console.error(t('admin.cliPgliteInUse', { pid: error.pid, dataDir: error.dataDir, url: url.replace(/\/+$/, '') }));
    process.exit(1);
  }
  throw error;
});
const log = consoleLogger(config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace');
let exitCode = 0;
const context: AdminContext = {
  db: database.db,
  actor: { adminId: null, label: `command line (${os.userInfo().username})` },
  deps: { config, database, log, publicUrl: config.PUBLIC_URL || `http://localhost:${config.PORT}`, fileStore: fileStoreOf(config, database.db) },
  print: (line = '') => console.log(line),
};

try {
  await database.migrate();
  if (asAdmin) context.actor = await resolveActor(database.db, asAdmin);
  await command.run(context, args);
} catch (error) {
  exitCode = error instanceof UsageError ? 2 : 1;
  console.error(error instanceof AppError || error instanceof UsageError ? error.message : error);
} finally {
  await database.close();
}
process.exit(exitCode);
