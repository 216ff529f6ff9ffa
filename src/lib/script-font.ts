/**
 * The Arabic or Devanagari web font, for devices with no font of their own for the script (some
 * desktop Linux; phones and other desktops have one: see app.css, which declares the faces). Before a
 * client-rendered page's first render, the page waits for the file (at most 3 s) where the device has no
 * font: text laid out while the font was still loading would move when it arrived (a layout shift).
 * Where the device has a font, nothing waits and nothing is fetched.
 */
const FAMILY = { ar: 'Noto Sans Arabic Variable', hi: 'Noto Sans Devanagari Variable' };
/** A letter of the script. */
const SAMPLE = { ar: 'ب', hi: 'क' };
/** An unassigned code point: every font draws it as the empty box (.notdef). */
const NO_GLYPH = '\u0378';
const WAIT_MS = 3000;

/**
 * Whether the device's own fonts draw `letter`: without one, the letter is the same empty box as an
 * unassigned code point, so their widths match. Canvas text never uses web fonts it is not given.
 */
export function deviceHasGlyph(letter: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return true;
  context.font = '40px system-ui, sans-serif';
  return context.measureText(letter).width !== context.measureText(NO_GLYPH).width;
}

/** A letter of each script, to find the text written in it. */
const LETTERS = { ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/ };
/** More text nodes than a page's first screens have: the check stops there. */
const MAX_CHECKED = 600;

/**
 * Whether some text of the script is drawn as empty boxes: its drawn width (every line of it) differs
 * from what its own font stack measures on a canvas, which uses the loaded face.
 */
function someWordsBoxed(locale: 'ar' | 'hi'): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return true;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let checked = 0;
  for (let node = walker.nextNode(); node && checked < MAX_CHECKED; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const parent = node.parentElement;
    if (!parent || !LETTERS[locale].test(text)) continue;
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects());
    let width = 0;
    for (const rect of lines) width += rect.width;
    if (!width) continue;
    checked++;
    const style = getComputedStyle(parent);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    const expected = context.measureText(text.replace(/\s+/g, ' ')).width;
    // A wrapped text loses a space at each break: a looser margin there.
    const margin = lines.length > 1 ? Math.max(8, expected * 0.04) : Math.max(1.5, expected * 0.02);
    if (Math.abs(width - expected) > margin) return true;
  }
  return false;
}

/**
 * Draws again the text laid out before the face arrived. Chromium sometimes keeps the empty boxes of
 * words it shaped before the face loaded (server-rendered Hindi: some words of a page, now and then, and
 * every time when the file took longer than font-display's 3 s block period). Once the face is in and the
 * page laid out with it, the text is checked; where some is still boxes, a new font description (an
 * explicit, default-valued feature setting: app.css) makes Chromium shape every word again. A full
 * restyle costs a phone 100 ms, so only when needed; only on a device with no font of its own for the script.
 */
function reshapeWhenLoaded(locale: 'ar' | 'hi', loaded: Promise<unknown>): void {
  void loaded
    .then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    .then(() => {
      document.documentElement.dataset.scriptFont = someWordsBoxed(locale) ? 'reshaped' : 'checked';
    });
}

export async function loadScriptFont(locale: 'ar' | 'hi'): Promise<void> {
  if (deviceHasGlyph(SAMPLE[locale])) return;
  const loaded = document.fonts.load(`16px "${FAMILY[locale]}"`, SAMPLE[locale]);
  reshapeWhenLoaded(locale, loaded);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
