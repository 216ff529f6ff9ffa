// npm leaves platform packages that the registry does not carry out of the lock, and then npm ci
// refuses the lock for missing them (npm/cli#4828). This records each as an optional entry with its
// os/cpu, so npm ci skips it on this platform.
// Usage: node scripts/lock-platform-optionals.mjs package-lock.json (after any dependency change).
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const OS = { android: 'android', darwin: 'darwin', freebsd: 'freebsd', linux: 'linux', openbsd: 'openbsd', openharmony: 'openharmony', win32: 'win32', wasm32: null };
const CPU = { arm: 'arm', 'arm-eabi': 'arm', arm64: 'arm64', x64: 'x64', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };
let added = 0;
for (const entry of Object.values(pkgs)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (pkgs['node_modules/' + name]) continue;
    const m = name.match(/-(android|darwin|freebsd|linux|openbsd|openharmony|win32|wasm32)-([a-z0-9]+(?:-eabi)?)(?:-(gnu|musl|msvc|gnueabihf|musleabihf|wasi))?$/);
    if (!m) { console.log('skip', name); continue; }
    const [, os, cpuRaw, libc] = m;
    const e = { version, dev: entry.dev, optional: true };
    if (OS[os]) e.os = [OS[os]];
    if (os === 'wasm32') e.cpu = ['wasm32']; else if (CPU[cpuRaw]) e.cpu = [CPU[cpuRaw]];
    if (os === 'linux' && libc) e.libc = [libc.startsWith('musl') ? 'musl' : 'glibc'];
    if (!e.dev) delete e.dev;
    pkgs['node_modules/' + name] = e;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
