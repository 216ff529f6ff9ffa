import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file both in server/ (tsx) and build/server/ (compiled). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const DIST_DIR = path.join(ROOT_DIR, 'dist');
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'server', 'db', 'migrations');
/** The server renderer of the public pages, built by `npm run build:ssr` (src/entry-server.tsx). */
export const SSR_ENTRY = path.join(ROOT_DIR, 'build', 'ssr', 'entry-server.js');
