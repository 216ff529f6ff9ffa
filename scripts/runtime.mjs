// Which Node runs the project's commands. The project pins Node 24 LTS once, as the `node` package in
// package.json's dependencies (node_modules/.bin/node), which npm puts first on PATH for every
// `npm start` / `npm test` / `npm run …`; `engines.node` names the same major, and README and DESIGN
// say the same (scripts/runtime.test.ts checks they agree). The machine's own Node (20, end of life
// since 2026-04-30) only runs npm itself. Prints the version in use and refuses any other major.
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = pkg.dependencies.node;
const wantedMajor = Number(pinned.split('.')[0]);
const major = Number(process.versions.node.split('.')[0]);
console.log(`[runtime] node ${process.version} (${process.execPath})`);
if (major !== wantedMajor) {
  console.error(
    `[runtime] Node ${process.version} is not the project's Node ${pinned}: run the project through npm ` +
      `(npm start, npm test) so the pinned Node in node_modules/.bin is used, after npm install.`,
  );
  process.exit(1);
}
