import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type Bundle,
  type BundleChunk,
  budgetFailureMessage,
  buildSizeReport,
  formatSizeReport,
  gzipSize,
  moduleLabel,
  routeFileOf,
  SIZE_BUDGETS,
} from './size-budget-report.ts';

const ROOT = '/app';
const KIB = 1024;

/** `kib` KiB of random bytes as hex: gzip gets it back to about `kib` KiB (sizes are measured below anyway). */
const code = (kib: number) => `export const x = "${randomBytes(Math.round(kib * KIB)).toString('hex')}";`;

function chunk(fileName: string, init: Partial<BundleChunk> & { kib?: number }): BundleChunk {
  return {
    type: 'chunk',
    fileName,
    code: code(init.kib ?? 1),
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [],
    ...init,
  };
}

/**
 * A synthetic app: an entry (shell) with a vendor import, the home route split into a chunk
 * that imports a widget library, an about route, a listing route and a lazily loaded dialog
 * that share that widget library.
 */
function app(sizes: { entry?: number; home?: number; widgets?: number; listing?: number } = {}): Bundle {
  const chunks = [
    chunk('assets/index.js', {
      isEntry: true,
      facadeModuleId: `${ROOT}/index.html`,
      imports: ['assets/vendor.js'],
      kib: sizes.entry ?? 20,
      viteMetadata: { importedCss: new Set(['assets/index.css']) },
    }),
    chunk('assets/vendor.js', { kib: 10 }),
    chunk('assets/routes.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/index.tsx?tsr-split=component---loader`,
      imports: ['assets/vendor.js', 'assets/Dialog.js'],
      kib: sizes.home ?? 4,
    }),
    chunk('assets/about-us.js', { isDynamicEntry: true, facadeModuleId: `${ROOT}/src/routes/about-us.tsx?tsr-split=component`, kib: 2 }),
    chunk('assets/about-us-error.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/about-us.tsx?tsr-split=errorComponent`,
      kib: 1,
    }),
    chunk('assets/_location.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/routes/$speciality/$location/index.tsx?tsr-split=component`,
      imports: ['assets/Dialog.js', 'assets/filters.js'],
      kib: sizes.listing ?? 6,
    }),
    chunk('assets/filters.js', { kib: 3 }),
    chunk('assets/Dialog.js', { kib: sizes.widgets ?? 30 }),
    chunk('assets/account-menu.js', {
      isDynamicEntry: true,
      facadeModuleId: `${ROOT}/src/features/auth/components/account-menu.tsx`,
      imports: ['assets/Dialog.js'],
      kib: 2,
    }),
    chunk('assets/sonner.js', { isDynamicEntry: true, facadeModuleId: `${ROOT}/node_modules/sonner/dist/index.mjs`, kib: 2 }),
  ];
  const bundle: Record<string, Bundle[string]> = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  bundle['assets/index.css'] = { type: 'asset', fileName: 'assets/index.css', source: code(8) };
  return bundle;
}

const sum = (bundle: Bundle, files: string[]) => files.reduce((total, file) => total + gzipSize(bundle[file]!), 0);
const row = (report: ReturnType<typeof buildSizeReport>, label: string) => report.rows.find((r) => r.label === label)!;

describe('size budget report', () => {
  it('counts the home page as entry + static imports + the home route chunks and what they import', () => {
    const bundle = app();
    const home = row(buildSizeReport(bundle, { root: ROOT }), 'home (initial)');
    expect(home.files).toEqual(['assets/Dialog.js', 'assets/index.js', 'assets/routes.js', 'assets/vendor.js']);
    expect(home.jsGzip).toBe(sum(bundle, home.files));
    expect(home.cssGzip).toBe(gzipSize(bundle['assets/index.css']!));
    expect(home.budget).toBe(SIZE_BUDGETS.homeInitialJs);
    expect(home.pass).toBe(true);
  });

  it('groups split chunks by route file and counts only what a route loads on its own', () => {
    const bundle = app();
    const report = buildSizeReport(bundle, { root: ROOT });
    const about = row(report, 'src/routes/about-us.tsx');
    expect(about.files).toEqual(['assets/about-us-error.js', 'assets/about-us.js']);
    const listing = row(report, 'src/routes/$speciality/$location/index.tsx');
    // The shared widget chunk is not charged to the listing, but a visit does load it.
    expect(listing.files).toEqual(['assets/_location.js', 'assets/filters.js']);
    expect(listing.loadsGzip).toBe(sum(bundle, ['assets/_location.js', 'assets/filters.js', 'assets/Dialog.js']));
    expect(row(report, 'lazy: src/features/auth/components/account-menu.tsx').files).toEqual(['assets/account-menu.js']);
    expect(row(report, 'lazy: sonner').files).toEqual(['assets/sonner.js']);
    // A chunk several pages load gets its own row, so it has a budget too.
    expect(row(report, 'shared: assets/Dialog.js').files).toEqual(['assets/Dialog.js']);
    // The home route is only in the home row; the shell's chunks in no other row.
    expect(report.rows.some((r) => r.label === 'src/routes/index.tsx')).toBe(false);
    expect(report.rows.filter((r) => r.kind !== 'home').flatMap((r) => r.files)).not.toContain('assets/vendor.js');
    expect(report.failures).toEqual([]);
  });

  it('fails the home page over 150 KiB and names it', () => {
    const bundle = app({ entry: 300 });
    const report = buildSizeReport(bundle, { root: ROOT });
    expect(report.failures.map((r) => r.label)).toEqual(['home (initial)']);
    expect(row(report, 'home (initial)').jsGzip).toBeGreaterThan(150 * KIB);
    const message = budgetFailureMessage(report, bundle);
    expect(message).toContain('home (initial)');
    expect(message).toContain('assets/index.js');
  });

  it('fails a route whose own chunks pass 50 KiB, and a shared chunk past 50 KiB', () => {
    const report = buildSizeReport(app({ listing: 110, widgets: 110 }), { root: ROOT });
    expect(report.failures.map((r) => r.label).sort()).toEqual([
      'home (initial)',
      'shared: assets/Dialog.js',
      'src/routes/$speciality/$location/index.tsx',
    ]);
  });

  it('applies the budgets it is given, at the byte', () => {
    const bundle = app();
    const exact = sum(bundle, ['assets/_location.js', 'assets/filters.js']);
    const at = buildSizeReport(bundle, { root: ROOT, budgets: { homeInitialJs: 1e9, routeJs: exact } });
    expect(row(at, 'src/routes/$speciality/$location/index.tsx').pass).toBe(true);
    const below = buildSizeReport(bundle, { root: ROOT, budgets: { homeInitialJs: 1e9, routeJs: exact - 1 } });
    expect(row(below, 'src/routes/$speciality/$location/index.tsx').pass).toBe(false);
  });

  it('prints a table with a row per route and the verdict', () => {
    const table = formatSizeReport(buildSizeReport(app({ listing: 110 }), { root: ROOT }));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^route\s+JS gzip\s+CSS gzip\s+budget\s+result/);
    expect(lines.find((l) => l.startsWith('src/routes/$speciality/$location/index.tsx'))).toMatch(/50\.0 KiB\s+FAIL/);
    expect(lines.find((l) => l.startsWith('src/routes/about-us.tsx'))).toMatch(/pass/);
  });

  it('maps module ids to route files and readable names', () => {
    expect(routeFileOf('/app/src/routes/doctor/booking-list.tsx?tsr-split=component')).toBe('src/routes/doctor/booking-list.tsx');
    expect(routeFileOf('C:\\app\\src\\routes\\index.tsx')).toBe('src/routes/index.tsx');
    expect(routeFileOf('/app/src/routes/-components/legal-article.tsx')).toBeNull();
    expect(routeFileOf('/app/src/features/x.tsx')).toBeNull();
    expect(routeFileOf(null)).toBeNull();
    expect(moduleLabel('/app/node_modules/@scope/pkg/dist/index.mjs', ROOT)).toBe('@scope/pkg');
    expect(moduleLabel('/app/src/features/a.tsx', ROOT)).toBe('src/features/a.tsx');
  });

  it('refuses a bundle without an entry', () => {
    expect(() => buildSizeReport({}, { root: ROOT })).toThrow(/no entry/);
  });
});
