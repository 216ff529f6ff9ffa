import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { circles, domainGraph, importedPaths, importGraph, importGraphPlugin, ROOT } from '../scripts/import-graph.mjs';

/**
 * Dependencies point one way (issue 38). `npm run lint` enforces it with the rules of
 * scripts/import-graph.mjs (medbook/no-file-circle, medbook/no-domain-circle); these tests prove
 * the finder finds what it must, and that ESLint really reports with it.
 */
describe('the import graph', () => {
  it('reads type-only, side-effect, re-export and dynamic imports', () => {
    const text = [
      "import type { X } from './types.ts';",
      "import './side-effect.ts';",
      "export { y } from '../y.ts';",
      "const lazy = () => import('./lazy.tsx');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importedPaths(text)).toEqual(['./types.ts', './side-effect.ts', '../y.ts', './lazy.tsx']);
  });

  it('finds a circle of files, and one of domains', () => {
    const a = path.join(ROOT, 'server/services/booking/a.ts');
    const b = path.join(ROOT, 'server/services/waitlist/b.ts');
    const c = path.join(ROOT, 'server/services/waitlist/c.ts');
    const graph = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(circles(graph)).toEqual([[a, b, c].sort()]);
    expect(circles(domainGraph(graph))).toEqual([['booking', 'waitlist']]);
    expect(circles(new Map([[a, [b]], [b, []]]))).toEqual([]);
  });

  it('has no circle of files and no circle of server domains today', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
    expect(circles(domainGraph(graph))).toEqual([]);
  });

  it('is what `npm run lint` enforces', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const config = await eslint.calculateConfigForFile(path.join(ROOT, 'server/services/booking/booking.ts'));
    expect(config.rules['medbook/no-file-circle']?.[0]).toBe(2);
    expect(config.rules['medbook/no-domain-circle']?.[0]).toBe(2);
    const web = await eslint.calculateConfigForFile(path.join(ROOT, 'src/lib/i18n.ts'));
    expect(web.rules['medbook/no-file-circle']?.[0]).toBe(2);
  });

  it('reports a circle closed by a type-only import, and a pair of domains, in ESLint', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    try {
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      };
      write('server/services/booking/book.ts', "import { offer } from '../waitlist/offer.ts';\nexport const book = () => offer();\n");
      write('server/services/waitlist/offer.ts', "import type { Booked } from '../booking/types.ts';\nexport const offer = (b?: Booked) => b;\n");
      write('server/services/booking/types.ts', "import type { book } from './book.ts';\nexport type Booked = ReturnType<typeof book>;\n");
      const eslint = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: (await import('typescript-eslint')).parser },
            plugins: { medbook: importGraphPlugin },
            settings: { 'medbook/root': root },
            rules: { 'medbook/no-file-circle': 'error', 'medbook/no-domain-circle': 'error' },
          },
        ],
      });
      const results = await eslint.lintFiles(['server/**/*.ts']);
      const messages = results.flatMap((result) => result.messages.map((message) => `${path.relative(root, result.filePath)} ${message.ruleId}`));
      expect(messages.sort()).toEqual(
        [
          'server/services/booking/book.ts medbook/no-domain-circle',
          'server/services/booking/book.ts medbook/no-file-circle',
          'server/services/booking/types.ts medbook/no-file-circle',
          'server/services/waitlist/offer.ts medbook/no-domain-circle',
          'server/services/waitlist/offer.ts medbook/no-file-circle',
        ].sort(),
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
