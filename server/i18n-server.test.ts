import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../src/shared/i18n/en.ts';
import { enServer } from '../src/shared/i18n/en-server.ts';
import { enConsult } from '../src/shared/i18n/en-consult.ts';

/** Every .ts/.tsx file of the web app (src), tests and the catalogs themselves aside. */
function webAppSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('shared', 'i18n')) ? [] : webAppSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server-only catalog', () => {
  it('shares no key with the web app catalog', () => {
    expect(Object.keys(enServer).filter((key) => key in en || key in enConsult)).toEqual([]);
    expect(Object.keys(enConsult).filter((key) => key in en)).toEqual([]);
  });

  it('holds no key the web app looks up (it is not in the web app bundle)', () => {
    const source = webAppSources(path.resolve(import.meta.dirname, '../src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const used = Object.keys(enServer).filter((key) => source.includes(`'${key}'`) || source.includes(`"${key}"`));
    expect(used).toEqual([]);
  });
});
