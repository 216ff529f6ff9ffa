import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** One statement of the Node version (issue 38): the pinned `node` package, `engines`, README and DESIGN agree. */
const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: { node: string }; engines: { node: string } };

describe('the Node version', () => {
  const pinned = pkg.dependencies.node;
  const major = pinned.split('.')[0]!;

  it('is pinned exactly, and engines names the same release line', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.engines.node).toBe(`^${pinned}`);
  });

  it('is the one the tests run on', () => {
    expect(process.versions.node.split('.')[0]).toBe(major);
  });

  it('is the one README states', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`**Runtime: Node ${major} LTS.**`);
    expect(readme).toContain(`(\`${pinned}\``);
  });
});
