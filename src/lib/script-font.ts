/**
 * The Arabic or Devanagari web font, for devices with no font of their own for the script (some
 * desktop Linux; phones and other desktops have one: see app.css). Loaded with the language's catalog,
 * before the first render, in its own chunk (English pages never load this module).
 *
 * Where the device has no font, the page waits for the web font's file (at most 3 s) before it renders:
 * text laid out while the font was still loading kept the fallback's empty boxes in Chromium even after
 * it arrived, and a late font would also move the text (a layout shift). Where the device has a font,
 * only the @font-face rules load (a few hundred bytes) and nothing waits.
 */
const rules = {
  ar: () => import('@fontsource-variable/noto-sans-arabic/wght.css'),
  hi: () => import('@fontsource-variable/noto-sans-devanagari/wght.css'),
};
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

export async function loadScriptFont(locale: 'ar' | 'hi'): Promise<void> {
  await rules[locale]();
  if (deviceHasGlyph(SAMPLE[locale])) return;
  await Promise.race([document.fonts.load(`16px "${FAMILY[locale]}"`, SAMPLE[locale]), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
