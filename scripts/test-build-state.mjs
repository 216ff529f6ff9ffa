// Whether the built app (dist/ + build/) is older than its sources: the one rule (issue 38) of
// `npm start` (scripts/start.mjs), the e2e suite's globalSetup (scripts/test-server.mjs) and
// bench/server.ts, with one list of inputs and one stamp, so they share one build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stampPath = path.join(root, 'build', '.build-stamp');
export const serverEntry = path.join(root, 'build', 'server', 'server.js');

const inputs = [
  'src',
  'server',
  'sw',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'tsr.config.json',
  'scripts/boot-after-paint.ts',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why a build is needed, or null when dist/ and build/ are current. */
export function buildReason(env = process.env) {
  if (env.E2E_REBUILD === '1') return 'E2E_REBUILD=1';
  if (env.REBUILD === '1') return 'REBUILD=1';
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) return 'dist/ is missing';
  if (!fs.existsSync(serverEntry)) return 'build/server/server.js is missing';
  if (!fs.existsSync(path.join(root, 'build', 'ssr', 'entry-server.js'))) return 'build/ssr/entry-server.js is missing';
  if (!fs.existsSync(stampPath)) return 'no build stamp';
  const built = fs.statSync(stampPath).mtimeMs;
  const sources = Math.max(...inputs.map(newestMtime));
  return sources > built ? 'sources are newer than the build' : null;
}

export function markBuilt() {
  fs.mkdirSync(path.dirname(stampPath), { recursive: true });
  fs.writeFileSync(stampPath, new Date().toISOString());
}
