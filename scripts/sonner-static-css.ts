import type { Plugin } from 'vite';

const SONNER_DIST = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERT_CALL = /^(\s*)__insertCSS\(/m;

/**
 * Sonner adds its stylesheet with a `<style>` element when its module runs, which on a server-rendered
 * page is in the middle of hydration. A new sheet whose `html[dir=ltr]` rule sets inherited custom
 * properties restyles every element of the page: a ~200 ms task on a phone (issue 17). The app's CSS
 * imports `sonner/dist/styles.css` instead (src/styles/app.css), and this plugin turns the runtime
 * insertion into a no-op in the build. Dev's pre-bundled copy still inserts it too; the rules are the same.
 * The build fails if sonner's code changes shape, so the sheet can never be silently lost or doubled.
 */
export function sonnerStaticCss(): Plugin {
  return {
    name: 'medbook:sonner-static-css',
    transform(code, id) {
      if (!SONNER_DIST.test(id)) return null;
      if (!INSERT_CALL.test(code)) this.error(`sonner-static-css: no __insertCSS( call found in ${id}; check how this sonner version adds its CSS`);
      return { code: code.replace(INSERT_CALL, '$1void ('), map: null };
    },
  };
}
