import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FACES } from '../../src/shared/fonts/script-faces.ts';

/** app.css declares the web app's faces; the server's own pages and font guard use SCRIPT_FACES: the same faces. */
describe('the script faces', () => {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/styles/app.css'), 'utf8');
  for (const [locale, face] of Object.entries(SCRIPT_FACES)) {
    it(`${locale}: app.css declares the same family and subset`, () => {
      expect(css).toContain(`font-family: '${face.family}';`);
      expect(css).toContain(`unicode-range: ${face.unicodeRange};`);
    });
  }
});
