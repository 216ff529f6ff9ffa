// `npm start`: build the web app and the server when the sources are newer
// than the last build, then run the compiled server (no tsx, no watcher).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.build-stamp');
const inputs = ['src', 'server', 'sw', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json'];

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

const built = fs.existsSync(stamp) && fs.existsSync(path.join(root, 'dist', 'index.html')) && fs.existsSync(path.join(root, 'build', 'ssr', 'entry-server.js')) ? fs.statSync(stamp).mtimeMs : 0;
const sources = Math.max(...inputs.map(newestMtime));
if (sources > built || process.env.REBUILD === '1') {
  console.log('building the web app and the server…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}

await import(pathToFileURL(path.join(root, 'build', 'server', 'server.js')).href);
