// `npm start`: build the web app and the server when the sources are newer
// than the last build, then run the compiled server (no tsx, no watcher).
// Whether a build is needed is the e2e suite's own rule (scripts/test-build-state.mjs:
// one list of inputs, one stamp), so `npm start` and the tests share one build.
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildReason, markBuilt, root, serverEntry } from './test-build-state.mjs';

const reason = buildReason();
if (reason) {
  console.log(`building the web app and the server (${reason})…`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  markBuilt();
}

await import(pathToFileURL(serverEntry).href);
