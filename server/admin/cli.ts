/**
 * npm run admin -- <command> [arguments]   (DESIGN §8 admin tasks)
 *
 * Opens the database the way the server does (DATABASE_URL, else PGlite in
 * DATA_DIR/db, default ./data) and migrates it. With PGlite, stop the server
 * first: an embedded database has one process at a time, and while a server
 * holds DATA_DIR this exits with "data directory in use by process N".
 *
 * Commands live in one file per group (claims.ts, …), each exporting a
 * CommandGroup; add a group to GROUPS below.
 */
import { fileStoreOf } from '../services/files/file-store-of.ts';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { AppError } from '../errors.ts';
import { claimCommands } from './claims.ts';
import { doctorCommands } from './doctors.ts';
import { UsageError, type AdminContext, type CommandGroup } from './command.ts';
import { consoleLogger } from './logger.ts';

const GROUPS: CommandGroup[] = [claimCommands, doctorCommands];
const commands: CommandGroup = Object.assign({}, ...GROUPS);

function printHelp(): void {
  console.log('usage: npm run admin -- <command> [arguments]\n\ncommands:');
  for (const command of Object.values(commands)) console.log(`  ${command.usage}\n      ${command.summary}`);
}

const [name, ...args] = process.argv.slice(2);
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
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
const log = consoleLogger(config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace');
const context: AdminContext = {
  db: database.db,
  deps: { config, database, log, publicUrl: config.PUBLIC_URL || `http://localhost:${config.PORT}`, fileStore: fileStoreOf(config, database.db) },
  print: (line = '') => console.log(line),
};

let exitCode = 0;
try {
  await database.migrate();
  await command.run(context, args);
} catch (error) {
  exitCode = error instanceof UsageError ? 2 : 1;
  console.error(error instanceof AppError || error instanceof UsageError ? error.message : error);
} finally {
  await database.close();
}
process.exit(exitCode);
