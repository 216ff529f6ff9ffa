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

/**
 * Draws again the text laid out before the face arrived. Chromium sometimes keeps the empty boxes of
 * words it shaped before the face loaded (server-rendered Hindi: some words of a page, now and then, and
 * every time when the file took longer than font-display's 3 s block period); a new font description on
 * the body (an explicit, default-valued feature setting: app.css) makes it shape every word again. One
 * restyle, and only on a device with no font of its own for the script.
 */
function reshapeWhenLoaded(locale: 'ar' | 'hi'): void {
  void document.fonts.load(`16px "${FAMILY[locale]}"`, SAMPLE[locale]).then(() => {
    document.documentElement.dataset.scriptFont = 'loaded';
  });
}

export async function loadScriptFont(locale: 'ar' | 'hi'): Promise<void> {
  if (deviceHasGlyph(SAMPLE[locale])) return;
  reshapeWhenLoaded(locale);
  await Promise.race([document.fonts.load(`16px "${FAMILY[locale]}"`, SAMPLE[locale]), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
