import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way (issue 38). ESLint's import-x/no-cycle skips type-only imports, so six
 * circles were each closed by one; this graph counts every static import and re-export, types included.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|dom\.test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const files = ['src', 'server', 'sw'].flatMap((dir) => sources(path.join(ROOT, dir)));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT)].map((match) => path.resolve(path.dirname(file), match[1]!)).filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const domainOf = (file: string) => /server\/services\/([^/]+)\//.exec(path.relative(ROOT, file))?.[1];

describe('the import graph', () => {
  const graph = importGraph();

  it('has no circle of files, type-only imports included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle closed by a type-only import (the check itself)', () => {
    const a = path.join(ROOT, 'a.ts');
    const b = path.join(ROOT, 'b.ts');
    expect(circles(new Map([[a, [b]], [b, [a]]]))).toEqual([['a.ts', 'b.ts']]);
    expect([..."import type { X } from './b.ts';".matchAll(STATIC_IMPORT)].map((m) => m[1])).toEqual(['./b.ts']);
  });

  it('has server domains that depend one way: no circle between domain folders', () => {
    const domains = new Map<string, string[]>();
    for (const [file, targets] of graph) {
      const from = domainOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = domainOf(target);
        if (!to || to === from) continue;
        const key = path.join(ROOT, 'server/services', from);
        const edge = path.join(ROOT, 'server/services', to);
        domains.set(key, [...new Set([...(domains.get(key) ?? []), edge])]);
      }
    }
    // The same circle finder as files, over domain folders: a pair (booking ⇄ reminders) or a longer ring.
    expect(circles(domains)).toEqual([]);
  });
});
