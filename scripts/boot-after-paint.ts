import type { Plugin } from 'vite';

/**
 * The built index.html loads the app through public/boot.js, which adds the entry's module script
 * and its modulepreload links once a server-rendered page has painted (issue 17; that file says
 * why). What the build wrote is moved into the boot script's data attributes; dev keeps Vite's own
 * module script, after index.html's plain boot.js tag (which then only sets zod's jitless flag).
 */
export function bootAfterPaint(html: string): string {
  const preload: string[] = [];
  let entry: string | undefined;
  const out = html
    // Notes for the reader of index.html, not for a phone; the seo-head markers stay (the server fills them).
    .replace(/\s*<!--(?!\/?seo-head-->)[\s\S]*?-->/g, '')
    .replace(/\s*<script defer src="\/boot\.js"[^>]*><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) throw new Error('bootAfterPaint: the entry module script is not in index.html');
  if (/<script[^>]*type="module"|modulepreload/.test(out)) throw new Error('bootAfterPaint: index.html still loads a module directly');
  if (out.includes('src="/boot.js"')) throw new Error('bootAfterPaint: index.html loads boot.js twice');
  if (!out.includes('</body>')) throw new Error('bootAfterPaint: index.html has no </body>');
  const script = `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  return out.replace('</body>', `  ${script}\n  </body>`);
}

export function bootAfterPaintPlugin(): Plugin {
  return { name: 'medbook:boot-after-paint', apply: 'build', transformIndexHtml: { order: 'post', handler: bootAfterPaint } };
}
