// Dependencies point one way (issue 38): one import graph of src/, server/ and sw/, read from disk,
// with every static import, re-export and dynamic import() counted, type-only imports included
// (import-x/no-cycle skips those, and six circles were each closed by one). ESLint reports from it
// (the `medbook/no-file-circle` and `medbook/no-domain-circle` rules below, used in eslint.config.js),
// and server/import-graph.test.ts proves the finder itself finds a circle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = ['src', 'server', 'sw'];

/** `import … from './x'`, `export … from './x'`, `import './x'`, `import('./x')`: relative targets only. */
export const IMPORT_PATTERN =
  /(?:(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?|\bimport\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The relative paths a source text imports, in order. */
export const importedPaths = (text) => [...text.matchAll(IMPORT_PATTERN)].map((match) => match[1]);

function sources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** file → the project files it imports (absolute paths). Tests are left out: nothing imports them. */
export function importGraph(root = ROOT) {
  const files = AREAS.flatMap((dir) => sources(path.join(root, dir)));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = importedPaths(fs.readFileSync(file, 'utf8'))
      .map((relative) => path.resolve(path.dirname(file), relative))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one node (Tarjan), each sorted. */
export function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The server domain (folder under server/services) a file belongs to, if any. */
export const domainOf = (file, root = ROOT) => /^server\/services\/([^/]+)\//.exec(path.relative(root, file).split(path.sep).join('/'))?.[1];

/** domain → the other domains its files import. */
export function domainGraph(graph, root = ROOT) {
  const domains = new Map();
  for (const [file, targets] of graph) {
    const from = domainOf(file, root);
    if (!from) continue;
    const edges = domains.get(from) ?? new Set();
    for (const target of targets) {
      const to = domainOf(target, root);
      if (to && to !== from) edges.add(to);
    }
    domains.set(from, edges);
  }
  return new Map([...domains].map(([domain, edges]) => [domain, [...edges]]));
}

/**
 * The graph is read once per lint process: a lint run sees the files as they are on disk.
 * (An editor's unsaved buffer is not in it; `npm run lint` reads saved files only anyway.)
 */
const memo = new Map();
/** The project root is ROOT; a test points the setting `medbook/root` at a folder of its own. */
function analysis(context) {
  const root = context.settings['medbook/root'] ?? ROOT;
  if (!memo.has(root)) {
    const graph = importGraph(root);
    const fileCircle = new Map();
    for (const circle of circles(graph)) for (const file of circle) fileCircle.set(file, circle);
    const domainCircle = new Map();
    for (const circle of circles(domainGraph(graph, root))) for (const domain of circle) domainCircle.set(domain, circle);
    memo.set(root, { root, fileCircle, domainCircle });
  }
  return memo.get(root);
}

/** Calls `report(node, target)` for each import/export/import() in the file that names a relative path. */
function eachImport(context, report) {
  const check = (node) => {
    const value = node.source?.value;
    if (typeof value !== 'string' || !value.startsWith('.')) return;
    report(node, path.resolve(path.dirname(context.filename), value));
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
}

const rel = (root, file) => path.relative(root, file).split(path.sep).join('/');

const noFileCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of files, type-only and dynamic imports included.' },
    messages: { circle: 'This import closes a circle of files ({{files}}): move what both need to a module below them.' },
    schema: [],
  },
  create(context) {
    const { root, fileCircle } = analysis(context);
    const circle = fileCircle.get(context.filename);
    if (!circle) return {};
    return eachImport(context, (node, target) => {
      if (circle.includes(target)) context.report({ node, messageId: 'circle', data: { files: circle.map((file) => rel(root, file)).join(', ') } });
    });
  },
};

const noDomainCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Server domains (server/services/<domain>) depend one way: no pair or ring of domains imports each other.' },
    messages: {
      circle: 'server/services/{{from}} importing {{to}} closes a circle of domains ({{domains}}): move the file to the domain it serves, or the shared part below both.',
    },
    schema: [],
  },
  create(context) {
    const { root, domainCircle } = analysis(context);
    const from = domainOf(context.filename, root);
    const circle = from ? domainCircle.get(from) : undefined;
    if (!circle) return {};
    return eachImport(context, (node, target) => {
      const to = domainOf(target, root);
      if (to && to !== from && circle.includes(to)) context.report({ node, messageId: 'circle', data: { from, to, domains: circle.join(', ') } });
    });
  },
};

export const importGraphPlugin = {
  meta: { name: 'medbook-import-graph' },
  rules: { 'no-file-circle': noFileCircle, 'no-domain-circle': noDomainCircle },
};
