// Which Node runs the project's commands. The project pins Node 24 LTS as the `node` package
// (node_modules/.bin/node), which npm puts first on PATH for every `npm start` / `npm test` /
// `npm run …`; the machine's own Node (20, end of life since 2026-04-30) only runs npm itself.
// Prints the version in use and refuses an unsupported one.
const MIN_MAJOR = 22;
const major = Number(process.versions.node.split('.')[0]);
console.log(`[runtime] node ${process.version} (${process.execPath})`);
if (major < MIN_MAJOR) {
  console.error(
    `[runtime] Node ${process.version} is not supported (end of life): run the project through npm ` +
      `(npm start, npm test) so the pinned Node in node_modules/.bin is used, after npm install.`,
  );
  process.exit(1);
}
