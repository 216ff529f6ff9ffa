// Pure logic of the build's size budget (issues 5 and 9): group the bundle's chunks by
// route, weigh them gzipped and compare them with the budgets. No Vite, no file system:
// the plugin in scripts/size-budget.ts feeds it the Rollup bundle, the unit test a
// synthetic one.
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * The budgets, in gzipped bytes. The only way to change them is to edit this object
 * (and explain why in the commit): there is deliberately no environment override.
 */
export const SIZE_BUDGETS = {
  /** Entry chunk + its static imports + the home route's lazy chunks (and their imports). */
  homeInitialJs: 150 * KIB,
  /** Any other route's JavaScript beyond the shell, and any other lazily loaded chunk. */
  routeJs: 50 * KIB,
} as const;

export type SizeBudgets = { readonly [K in keyof typeof SIZE_BUDGETS]: number };

/** The home page's route file, relative to the project (TanStack file routes). */
export const HOME_ROUTE_FILE = 'src/routes/index.tsx';

/** The parts of a Rollup/Rolldown output chunk this report reads. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

export interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

export type BundleEntry = BundleChunk | BundleAsset;
export type Bundle = Readonly<Record<string, BundleEntry>>;

export interface SizeRow {
  /** What was weighed: "home (initial)", a route file, a lazily loaded module, or a shared chunk. */
  label: string;
  kind: 'home' | 'route' | 'lazy' | 'shared';
  /** The chunk files counted in `jsGzip`. */
  files: string[];
  /** Budgeted: home = its whole initial load; route/lazy = the chunks only it loads; shared = that chunk. */
  jsGzip: number;
  /** Informational: all the JavaScript a visit loads beyond the shell (shared chunks included). */
  loadsGzip: number;
  cssGzip: number;
  budget: number;
  pass: boolean;
}

export interface SizeReport {
  rows: SizeRow[];
  failures: SizeRow[];
}

const gzipCache = new WeakMap<BundleEntry, number>();

/** Gzipped size at the level servers use for static files (best compression). */
export function gzipSize(entry: BundleEntry): number {
  const cached = gzipCache.get(entry);
  if (cached !== undefined) return cached;
  const content = entry.type === 'chunk' ? entry.code : entry.source;
  const size = gzipSync(typeof content === 'string' ? Buffer.from(content) : content, { level: 9 }).length;
  gzipCache.set(entry, size);
  return size;
}

/**
 * The route file a module id belongs to ("src/routes/about-us.tsx"), or null.
 * TanStack's code splitting adds `?tsr-split=component` (and similar) to the id.
 */
export function routeFileOf(moduleId: string | null): string | null {
  if (!moduleId) return null;
  const path = moduleId.split('?')[0]!.replaceAll('\\', '/');
  const match = /(?:^|\/)(src\/routes\/.+\.tsx?)$/.exec(path);
  if (!match) return null;
  const file = match[1]!;
  // Folders and files starting with "-" are route-local helpers, not routes (TanStack convention).
  return file.split('/').some((segment) => segment.startsWith('-')) ? null : file;
}

/** A readable name for a lazily loaded module: project-relative path, or the package name. */
export function moduleLabel(moduleId: string, root: string): string {
  const path = moduleId.split('?')[0]!.replaceAll('\\', '/');
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  const base = root.replaceAll('\\', '/').replace(/\/?$/, '/');
  return path.startsWith(base) ? path.slice(base.length) : path;
}

function chunksOf(bundle: Bundle): BundleChunk[] {
  return Object.values(bundle).filter((entry): entry is BundleChunk => entry.type === 'chunk');
}

/** The chunks and their static imports, transitively (what the browser must load together). */
export function staticClosure(bundle: Bundle, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    const entry = bundle[file];
    if (!entry || entry.type !== 'chunk') continue;
    seen.add(file);
    stack.push(...entry.imports);
  }
  return seen;
}

function sumJs(bundle: Bundle, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSize(bundle[file]!);
  return total;
}

function cssFilesOf(bundle: Bundle, files: Iterable<string>): Set<string> {
  const css = new Set<string>();
  for (const file of files) {
    const entry = bundle[file];
    if (entry?.type === 'chunk') for (const sheet of entry.viteMetadata?.importedCss ?? []) css.add(sheet);
  }
  return css;
}

function sumCss(bundle: Bundle, files: Iterable<string>, exclude: ReadonlySet<string> = new Set()): number {
  let total = 0;
  for (const sheet of cssFilesOf(bundle, files)) {
    const asset = bundle[sheet];
    if (asset && !exclude.has(sheet)) total += gzipSize(asset);
  }
  return total;
}

interface Group {
  label: string;
  kind: 'route' | 'lazy';
  /** Everything a visit loads beyond the shell. */
  loads: Set<string>;
}

/**
 * Weighs the bundle. One row for the home page's initial load (entry chunk, its static
 * imports, the home route's chunks and theirs). One per other route and per other lazily
 * loaded module (a dialog, the account menu…), counting the chunks only it loads. One per
 * chunk that several of those share (a widget library), so no chunk escapes a budget.
 */
export function buildSizeReport(bundle: Bundle, options: { root: string; budgets?: SizeBudgets }): SizeReport {
  const budgets = options.budgets ?? SIZE_BUDGETS;
  const chunks = chunksOf(bundle);
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  if (entries.length === 0) throw new Error('size budget: the bundle has no entry chunk');
  const shell = staticClosure(bundle, entries);
  const shellCss = cssFilesOf(bundle, shell);

  // Route-split chunks, grouped by the route file they were split from.
  const routeChunks = new Map<string, string[]>();
  const lazyChunks: BundleChunk[] = [];
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || shell.has(chunk.fileName)) continue;
    const route = routeFileOf(chunk.facadeModuleId);
    if (route) routeChunks.set(route, [...(routeChunks.get(route) ?? []), chunk.fileName]);
    else lazyChunks.push(chunk);
  }

  const beyondShell = (start: Iterable<string>) => new Set([...staticClosure(bundle, start)].filter((file) => !shell.has(file)));
  const groups: Group[] = [];
  for (const [route, files] of [...routeChunks].sort(([a], [b]) => a.localeCompare(b))) {
    if (route !== HOME_ROUTE_FILE) groups.push({ label: route, kind: 'route', loads: beyondShell(files) });
  }
  for (const chunk of lazyChunks.sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const label = chunk.facadeModuleId ? moduleLabel(chunk.facadeModuleId, options.root) : chunk.fileName;
    groups.push({ label: `lazy: ${label}`, kind: 'lazy', loads: beyondShell([chunk.fileName]) });
  }
  const homeLoads = staticClosure(bundle, [...entries, ...(routeChunks.get(HOME_ROUTE_FILE) ?? [])]);

  // Who loads each chunk outside the shell (the home page counts as one of them).
  const owners = new Map<string, number>();
  const own = (file: string) => owners.set(file, (owners.get(file) ?? 0) + 1);
  for (const file of homeLoads) if (!shell.has(file)) own(file);
  for (const group of groups) for (const file of group.loads) own(file);

  const rows: SizeRow[] = [];
  const push = (label: string, kind: SizeRow['kind'], files: Set<string>, loads: Set<string>, budget: number, cssExclude?: ReadonlySet<string>) => {
    const jsGzip = sumJs(bundle, files);
    rows.push({
      label,
      kind,
      files: [...files].sort(),
      jsGzip,
      loadsGzip: sumJs(bundle, loads),
      cssGzip: sumCss(bundle, loads, cssExclude),
      budget,
      pass: jsGzip <= budget,
    });
  };

  push('home (initial)', 'home', homeLoads, homeLoads, budgets.homeInitialJs);
  for (const group of groups) {
    const exclusive = new Set([...group.loads].filter((file) => owners.get(file) === 1));
    push(group.label, group.kind, exclusive, group.loads, budgets.routeJs, shellCss);
  }
  const shared = [...owners].filter(([, count]) => count > 1).map(([file]) => file);
  for (const file of shared.sort()) {
    const one = new Set([file]);
    push(`shared: ${file}`, 'shared', one, one, budgets.routeJs, shellCss);
  }
  return { rows, failures: rows.filter((r) => !r.pass) };
}

export function formatKiB(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/**
 * A plain-text table for the build log. "JS gzip" is what the budget applies to; "loads" is
 * everything a direct visit fetches beyond the shell, shared chunks included.
 */
export function formatSizeReport(report: SizeReport): string {
  const header = ['route', 'JS gzip', 'CSS gzip', 'budget', 'result', 'loads (with shared)'];
  const body = report.rows.map((r) => [
    r.label,
    formatKiB(r.jsGzip),
    formatKiB(r.cssGzip),
    formatKiB(r.budget),
    r.pass ? 'pass' : 'FAIL',
    r.kind === 'route' || r.kind === 'lazy' ? formatKiB(r.loadsGzip) : '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Why the build fails: every route over budget, with the chunks it loads and their sizes. */
export function budgetFailureMessage(report: SizeReport, bundle: Bundle): string {
  const lines = report.failures.flatMap((r) => [
    `  ${r.label}: ${formatKiB(r.jsGzip)} of JavaScript (gzip) > budget ${formatKiB(r.budget)}`,
    ...r.files
      .map((file) => ({ file, size: gzipSize(bundle[file]!) }))
      .sort((a, b) => b.size - a.size)
      .map(({ file, size }) => `      ${formatKiB(size).padStart(10)}  ${file}`),
  ]);
  return ['Size budget exceeded (change SIZE_BUDGETS in scripts/size-budget-report.ts only with a reason):', ...lines].join('\n');
}
