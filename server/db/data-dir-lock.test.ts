import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const lockFile = (dir: string) => path.join(dir, 'medbook.pid');

function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  cleanups.push(() => child.kill('SIGKILL'));
  return child;
}

describe('acquireDataDirLock', () => {
  it('writes our pid, and release removes the file', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses a directory a running process holds, naming that process, and leaves its lock alone', () => {
    const dir = tempDir();
    const other = liveProcess();
    fs.writeFileSync(lockFile(dir), `${other.pid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(`data directory in use by process ${other.pid}`);
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(other.pid));
  });

  it('takes over the lock of a process that died without releasing it', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    fs.writeFileSync(lockFile(dir), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an old lock file with garbage in it', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), 'not a pid');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(dir), old, old);
    acquireDataDirLock(dir).release();
  });

  it('release never removes a lock another process has since taken over', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    const other = liveProcess();
    fs.writeFileSync(lockFile(dir), `${other.pid}\n`);
    lock.release();
    expect(fs.readFileSync(lockFile(dir), 'utf8').trim()).toBe(String(other.pid));
  });
});
