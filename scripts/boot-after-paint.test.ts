import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { LOCALE_INFO } from '../src/shared/i18n/locale.ts';
import { bootAfterPaint } from './boot-after-paint.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <!--seo-head-->
    <title>MedBook</title>
    <!--/seo-head-->
    <!-- a note for whoever edits index.html,
         over two lines -->
    <script defer src="/boot.js" vite-ignore></script>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('bootAfterPaint (issue 17)', () => {
  it('moves the entry and its preloads into the boot script, and keeps the stylesheet', () => {
    const html = bootAfterPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // index.html's own boot.js tag (dev's) is replaced, not doubled.
    expect(html.match(/boot\.js/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<script defer src="/boot.js" data-entry="/assets/index-AbC.js" data-preload="/assets/react-1.js /assets/router-2.js"></script>\n  </body>');
    // index.html's notes are dropped; the markers the server fills stay.
    expect(html).not.toContain('a note for');
    expect(html).toContain('<!--seo-head-->\n    <title>MedBook</title>\n    <!--/seo-head-->');
    // The root stays empty for the server renderer to fill.
    expect(html).toContain('<div id="root"></div>');
  });

  it('fails the build rather than ship a page that never starts', () => {
    expect(() => bootAfterPaint(built.replace(/<script type="module" crossorigin[^\n]*\n/, ''))).toThrow(/entry module script/);
    expect(() => bootAfterPaint(built.replace('</body>', ''))).toThrow(/no <\/body>/);
    expect(() => bootAfterPaint(built.replace('<div id="root">', '<script type="module" src="/other.js"></script><div id="root">'))).toThrow(/still loads a module/);
  });
});

describe('public/boot.js warms Intl in the page language (public/intl-warm.js)', () => {
  it("names the worker with the language's Intl tag, as LOCALE_INFO has it", () => {
    const boot = readFileSync(new URL('../public/boot.js', import.meta.url), 'utf8');
    const match = /new Worker\('\/intl-warm\.js', \{ name: lang === 'ar' \? '([^']+)' : lang === 'hi' \? '([^']+)' : '([^']+)' \}\)/.exec(boot);
    expect(match?.slice(1)).toEqual([LOCALE_INFO.ar.intl, LOCALE_INFO.hi.intl, LOCALE_INFO.en.intl]);
    expect(existsSync(new URL('../public/intl-warm.js', import.meta.url))).toBe(true);
  });
});
