import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes opening one DATA_DIR both
 * acknowledge writes and then lose one side's on restart. The server and the
 * admin CLI take this lock before PGlite opens; a second one refuses at once.
 *
 * The lock is DATA_DIR/medbook.pid created with O_EXCL and holding the owner's
 * pid. A file left by a process that no longer runs (kill -9, power loss) is
 * taken over.
 */
export class DataDirInUseError extends Error {
  readonly pid: number;
  readonly dataDir: string;
  constructor(pid: number, dataDir: string) {
    super(
      `data directory in use by process ${pid} (${dataDir}); stop it first, or use another DATA_DIR or PostgreSQL (DATABASE_URL)` +
        ` (if process ${pid} is not MedBook, e.g. after a container restart reused its pid, delete ${path.join(dataDir, LOCK_NAME)})`,
    );
    this.name = 'DataDirInUseError';
    this.pid = pid;
    this.dataDir = dataDir;
  }
}

export interface DataDirLock {
  file: string;
  release(): void;
}

const LOCK_NAME = 'medbook.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; only ESRCH means gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_NAME);
  // A few rounds: a stale file removed here may be recreated by a racing process.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, 0o644);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return lockOf(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(file);
    if (owner === process.pid) return lockOf(file);
    if (owner !== null && isRunning(owner)) throw new DataDirInUseError(owner, dataDir);
    if (owner === null && Date.now() - mtimeOf(file) < 2_000) {
      // Created a moment ago and not written yet: its owner is starting. Wait and look again.
      sleepSync(100);
      continue;
    }
    fs.rmSync(file, { force: true });
  }
  const owner = readPid(file);
  throw new DataDirInUseError(owner ?? 0, dataDir);
}

function mtimeOf(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function lockOf(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never remove a file another process took over.
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
