import { createHash } from 'node:crypto';
import { FONT_WAIT_MS, NO_GLYPH, SCRIPT_FACES, type ScriptLocale } from '../../src/shared/fonts/script-faces.ts';

/**
 * The first paint of an Arabic or Hindi page on a device with no font for the script (issue 37).
 *
 * The page preloads the script's face, but on slow 4G the HTML and stylesheet are in before it. Until
 * then Chromium lays the text out with an invisible fallback (font-display: block), and when the face
 * arrives the lines wrap differently: the cards below moved (a ~0.06 layout shift, one load in three
 * under Lighthouse's phone throttling), and words shaped meanwhile kept their empty boxes until
 * src/lib/script-font.ts shaped them again (another ~0.045 shift, seconds later).
 *
 * So on such a device only, a tiny blocking script in the head keeps the body out of layout
 * (`display: none`) until the faces are loaded, or for font-display's 3 s block period at most: the text
 * is laid out once, in its own font. The text was invisible until then anyway (block), so the largest
 * paint does not come later; a device with a font of its own (every phone) measures one letter and goes
 * on. Without JavaScript nothing is hidden. The script is inline (a request would delay every first
 * paint) and allowed by its hash in the Content-Security-Policy (server/plugins/security.ts), which still
 * forbids every other inline script.
 */
function source(locale: ScriptLocale): string {
  const { family, sample, weights } = SCRIPT_FACES[locale];
  const loads = weights.map((weight) => `f.load(${JSON.stringify(`${weight} 16px "${family}"`)},${JSON.stringify(sample)})`).join(',');
  // The same test as deviceHasGlyph (src/lib/script-font.ts): the letter is as wide as the empty box.
  return (
    `(function(){var d=document.documentElement,f=document.fonts,c=document.createElement('canvas').getContext('2d');` +
    `if(!f||!c)return;c.font='40px system-ui, sans-serif';` +
    `if(c.measureText(${JSON.stringify(sample)}).width!==c.measureText(${JSON.stringify(NO_GLYPH)}).width)return;` +
    `d.setAttribute('data-font-wait','');var show=function(){d.removeAttribute('data-font-wait')};` +
    `Promise.race([Promise.all([${loads}]),new Promise(function(r){setTimeout(r,${FONT_WAIT_MS})})]).then(show,show)})()`
  );
}

const SCRIPTS: Record<ScriptLocale, string> = { ar: source('ar'), hi: source('hi') };

/** The head's tags for a page in `locale`: the rule that hides the body and the script that decides. */
export function fontWaitTags(locale: ScriptLocale): string {
  return `<style>html[data-font-wait] body{display:none}</style>\n    <script>${SCRIPTS[locale]}</script>`;
}

/** The CSP sources that allow exactly these scripts. */
export const FONT_WAIT_SCRIPT_HASHES: string[] = Object.values(SCRIPTS).map(
  (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
);
